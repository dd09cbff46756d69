import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import {
  type Meter,
  READING_DEFAULT_ORDERING,
  READING_ORDERING,
  type Reading,
  type ReadingFilter,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardList } from '../../../components/card-list';
import { LazyDataTable, preloadDataTableUnlessPhone, useListPage } from '../../../components/data-table';
import { DateRangeFilter } from '../../../components/filter-panel';
import { useSession } from '../../../lib/session';
import { ReadingCard, readingKeys } from '../../../resources/readings';
import { useIsPhone } from '../../../theme/use-is-phone';
import { getMeterReadings } from '../api/get-meter-readings';
import { READING_FIELD_TO_PARAM, useReadingColumns } from './use-reading-columns';

const FILTERS = ['reading_date_after', 'reading_date_before'] as const satisfies readonly ReadingFilter[];

// A phone shows cards and never loads the grid; wider screens start loading it here.
preloadDataTableUnlessPhone();

export interface MeterReadingsTableProps {
  meter: Meter;
  /** Reading links stay below the building when the meter was reached through it. */
  buildingId?: string;
  disableVirtualization?: boolean;
}

/**
 * The readings of one meter (newest first), filterable by reading date; state in the URL. On a phone
 * (below 600 px) the same list as cards.
 */
export function MeterReadingsTable({ meter, buildingId, disableVirtualization }: MeterReadingsTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { configuration } = useSession();
  const phone = useIsPhone();
  const { list, table } = useListPage<Reading>({
    tableId: 'meter_readings',
    queryKey: readingKeys.list,
    fetchPage: getMeterReadings,
    defaultOrdering: READING_DEFAULT_ORDERING,
    filterNames: FILTERS,
    orderingFields: READING_ORDERING,
    fieldToParam: READING_FIELD_TO_PARAM,
    scope: (params) => ({ ...params, meter_resource_id: meter.resource_id }),
    phone,
  });
  const showTime = configuration?.SHOW_READINGTIME === true;
  const { columns, defaultVisibility } = useReadingColumns({
    obisCodes: meter.obis_codes,
    unit: meter.physical_unit,
    showTime,
  });
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(defaultVisibility);
  const readingPath = (id: string) =>
    buildingId ? `/buildings/${buildingId}/meters/${meter.resource_id}/readings/${id}` : `/readings/${id}`;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('readings.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DateRangeFilter
          from={list.filters.reading_date_after}
          to={list.filters.reading_date_before}
          fromLabel={t('readings.filters.reading_date_after')}
          toLabel={t('readings.filters.reading_date_before')}
          onChange={(range) =>
            list.setFilters({ reading_date_after: range.from, reading_date_before: range.to })
          }
        />
      </Stack>
      {phone ? (
        <CardList
          label={t('readings.title')}
          {...table}
          renderCard={(reading) => (
            <ReadingCard reading={reading} showTime={showTime} to={readingPath(reading.resource_id)} />
          )}
          testId="meter-readings-cards"
        />
      ) : (
        <LazyDataTable
          label={t('readings.title')}
          {...table}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          onRowClick={(row) => navigate(readingPath(row.resource_id))}
          disableVirtualization={disableVirtualization}
        />
      )}
    </Box>
  );
}

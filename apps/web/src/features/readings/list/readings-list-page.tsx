import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../../components/breadcrumbs';
import { DataTable, useColumnVisibility } from '../../../components/data-table';
import { FilterPanel } from '../../../components/filter-panel';
import { useSession } from '../../../lib/session';
import { READING_HIDDEN_COLUMNS } from './reading-filters';
import { ReadingsFilters } from './readings-filters';
import { useReadingFilterChips } from './use-reading-filter-chips';
import { useReadingFilterOptions } from './use-reading-filter-options';
import { useReadingsColumns } from './use-readings-columns';
import { useReadingsList } from './use-readings-list';

/**
 * /readings: server-paged readings with filters in the URL (search, dates, medium, type, applying
 * person, plausibility; building and meter from links), consumption columns hidden until chosen. A row
 * opens its reading (click or Enter).
 */
export function ReadingsListPage({ disableVirtualization }: { disableVirtualization?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { configuration } = useSession();
  const showType = configuration?.READING_REASON_FILTER === true;
  const { list, preferences, table } = useReadingsList(!showType);
  const columns = useReadingsColumns(configuration?.SHOW_READINGTIME === true);
  const visibleColumns = useColumnVisibility(columns, preferences, READING_HIDDEN_COLUMNS);
  const options = useReadingFilterOptions();
  const chips = useReadingFilterChips(list.filters, options);

  return (
    <Box data-testid="readings-page">
      <PageBreadcrumbs
        items={[{ label: t('navigation.dashboard'), to: '/' }, { label: t('readings.title') }]}
      />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('readings.title')}
      </Typography>
      <FilterPanel
        activeFilters={chips}
        onClearFilter={(name) => list.setFilter(name, undefined)}
        onReset={list.resetFilters}
      >
        <ReadingsFilters
          filters={list.filters}
          setFilters={list.setFilters}
          options={options}
          showType={showType}
        />
      </FilterPanel>
      <DataTable
        label={t('readings.title')}
        {...table}
        {...visibleColumns}
        onRowClick={(row) => navigate(`/readings/${row.resource_id}`)}
        disableVirtualization={disableVirtualization}
      />
    </Box>
  );
}

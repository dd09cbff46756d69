import Stack from '@mui/material/Stack';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { METER_DEFAULT_ORDERING, type Meter } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardList } from '../../../components/card-list';
import {
  LazyDataTable,
  orderingToSortModel,
  preloadDataTableUnlessPhone,
  serverListProps,
  sortModelToOrdering,
  useServerList,
} from '../../../components/data-table';
import { CompactField, SearchFilter } from '../../../components/filter-panel';
import { AddLink } from '../../../components/list-page';
import { buildingKeys } from '../../../resources/buildings';
import { MeterCard, useMeterColumns } from '../../../resources/meters';
import { useIsPhone } from '../../../theme/use-is-phone';
import { type BuildingMetersParams, getBuildingMeters } from '../api/get-building-meters';

const PAGE_SIZE = 20;

// A phone shows cards and never loads the grid; wider screens start loading it here.
preloadDataTableUnlessPhone();

export interface BuildingMetersTableProps {
  buildingId: string;
  /** Shows the add-new-meter button (admin or scheduler with the user setting on). */
  canAddMeter: boolean;
  disableVirtualization?: boolean;
}

/**
 * The meters of a building: searchable by meter id or label, server-paged; a row opens the meter. On a
 * phone (below 600 px) the same list as cards.
 */
export function BuildingMetersTable({
  buildingId,
  canAddMeter,
  disableVirtualization,
}: BuildingMetersTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const columns = useMeterColumns();
  const [search, setSearch] = useState<string | undefined>();
  const [ordering, setOrdering] = useState(METER_DEFAULT_ORDERING);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const params: BuildingMetersParams = {
    page: pagination.page + 1,
    page_size: pagination.pageSize,
    o: ordering,
    ...(search ? { search } : {}),
  };
  const server = useServerList<Meter, BuildingMetersParams>({
    queryKey: (page) => buildingKeys.metersPage(buildingId, page),
    params,
    fetchPage: (query, signal) => getBuildingMeters(buildingId, query, signal),
  });
  const handleSearch = (value: string | undefined) => {
    setSearch(value);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const handleSort = (model: GridSortModel) => {
    setOrdering(sortModelToOrdering(model) || METER_DEFAULT_ORDERING);
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const meterPath = (id: string) => `/buildings/${buildingId}/meters/${id}`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <CompactField width={320}>
          <SearchFilter value={search} onChange={handleSearch} label={t('buildings.meters.search')} />
        </CompactField>
        {canAddMeter && (
          <AddLink to={`/buildings/${buildingId}/meters/new`} sx={{ ml: 'auto' }} testId="building-add-meter">
            {t('buildings.meters.add')}
          </AddLink>
        )}
      </Stack>
      {phone ? (
        <CardList
          label={t('buildings.meters.title')}
          {...serverListProps(server)}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          renderCard={(meter) => <MeterCard meter={meter} to={meterPath(meter.resource_id)} />}
          testId="building-meters-cards"
        />
      ) : (
        <LazyDataTable
          label={t('buildings.meters.title')}
          {...serverListProps(server)}
          columns={columns}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          sortModel={orderingToSortModel(ordering)}
          onSortModelChange={handleSort}
          onRowClick={(row) => navigate(meterPath(row.resource_id))}
          disableVirtualization={disableVirtualization}
        />
      )}
    </Stack>
  );
}

import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { Meter } from '@portal/contracts';
import { orderingToSortModel, sortModelToOrdering, useServerList } from '../../components/data-table';
import { useListState } from '../../lib/list-state';
import { type RowsPerPage, useTablePreferences } from '../../lib/use-table-preferences';
import { getMeters, METERS_LIST_KEY } from './api/get-meters';
import {
  METER_DEFAULT_ORDERING,
  METER_FIELD_TO_PARAM,
  METER_FILTER_NAMES,
  METER_ORDERING_FIELDS,
  METERS_TABLE_ID,
} from './meter-filters';

/**
 * State of the meters list: paging, ordering and filters in the URL, rows per page per user,
 * and the server page for them (debounced, superseded requests aborted).
 */
export function useMetersList() {
  const preferences = useTablePreferences(METERS_TABLE_ID);
  const list = useListState({
    defaults: { page_size: preferences.rowsPerPage, o: METER_DEFAULT_ORDERING },
    filterNames: METER_FILTER_NAMES,
    orderingFields: METER_ORDERING_FIELDS,
  });
  const server = useServerList<Meter, Record<string, string | number>>({
    queryKey: METERS_LIST_KEY,
    params: list.toApiParams(),
    fetchPage: getMeters,
  });

  const sortModel = orderingToSortModel(list.ordering, METER_FIELD_TO_PARAM);
  const setSortModel = (model: GridSortModel) =>
    list.setOrdering(sortModelToOrdering(model, METER_FIELD_TO_PARAM) || METER_DEFAULT_ORDERING);
  const setPaginationModel = (model: GridPaginationModel) => {
    if (model.pageSize !== list.pageSize) preferences.setRowsPerPage(model.pageSize as RowsPerPage);
    list.setPaginationModel(model);
  };
  return { list, server, preferences, sortModel, setSortModel, setPaginationModel };
}

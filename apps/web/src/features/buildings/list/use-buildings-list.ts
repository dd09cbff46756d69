import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { type Building, isMeterReader } from '@portal/contracts';
import { orderingToSortModel, sortModelToOrdering, useServerList } from '../../../components/data-table';
import type { Choice } from '../../../lib/directory';
import { useListState } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { type RowsPerPage, useTablePreferences } from '../../../lib/use-table-preferences';
import { BUILDINGS_LIST_KEY, type BuildingsListParams, getBuildings } from '../api/get-buildings';
import {
  BUILDING_DEFAULT_ORDERING,
  BUILDING_FIELD_TO_PARAM,
  BUILDING_FILTER_NAMES,
  BUILDING_ORDERING_FIELDS,
  BUILDINGS_TABLE_ID,
} from './building-filters';

/**
 * State of the buildings list: paging, ordering and filters in the URL (the default status filter is
 * the first of `statusChoices`), rows per page per user, and the server page for
 * them (debounced, superseded requests aborted). A meter reader's delegate filter is always themself.
 */
export function useBuildingsList(statusChoices: readonly Choice[]) {
  const { user, actor } = useSession();
  const preferences = useTablePreferences(BUILDINGS_TABLE_ID);
  const defaultStatus = statusChoices[0]?.value;
  const list = useListState({
    defaults: {
      page_size: preferences.rowsPerPage,
      o: BUILDING_DEFAULT_ORDERING,
      filters: defaultStatus ? { status: defaultStatus } : {},
    },
    filterNames: BUILDING_FILTER_NAMES,
    orderingFields: BUILDING_ORDERING_FIELDS,
  });
  const fixedDelegate = actor && isMeterReader(actor) ? user?.email : undefined;
  const params: BuildingsListParams = list.toApiParams();
  if (fixedDelegate) {
    params.preferred_delegate = fixedDelegate;
    // "No delegate" from the URL would contradict the fixed delegate (and the reader cannot untick it).
    delete params.preferred_delegate__isnull;
  }

  const server = useServerList<Building, BuildingsListParams>({
    queryKey: BUILDINGS_LIST_KEY,
    params,
    fetchPage: getBuildings,
  });

  const sortModel = orderingToSortModel(list.ordering, BUILDING_FIELD_TO_PARAM);
  const setSortModel = (model: GridSortModel) =>
    list.setOrdering(sortModelToOrdering(model, BUILDING_FIELD_TO_PARAM) || BUILDING_DEFAULT_ORDERING);
  const setPaginationModel = (model: GridPaginationModel) => {
    if (model.pageSize !== list.pageSize) preferences.setRowsPerPage(model.pageSize as RowsPerPage);
    list.setPaginationModel(model);
  };
  return {
    list,
    server,
    preferences,
    fixedDelegate,
    sortModel,
    setSortModel,
    setPaginationModel,
  };
}

import { BUILDING_DEFAULT_ORDERING, type Building, isMeterReader } from '@portal/contracts';
import { type PageParams, useListPage } from '../../../components/data-table';
import { useSession } from '../../../lib/session';
import { buildingKeys } from '../../../resources/buildings';
import type { Choice } from '../../../resources/directory';
import { getBuildings } from '../api/get-buildings';
import { BUILDING_FILTER_NAMES, BUILDING_ORDERING_FIELDS, BUILDINGS_TABLE_ID } from './building-filters';

/**
 * The buildings list page's state (see `useListPage`); the default status filter is the first of
 * `statusChoices`, and a meter reader's delegate filter is always themself. `phone`: cards,
 * PHONE_ROWS_PER_PAGE at a time until the user picks another number.
 */
export function useBuildingsList(statusChoices: readonly Choice[], phone = false) {
  const { user, actor } = useSession();
  const defaultStatus = statusChoices[0]?.value;
  const fixedDelegate = actor && isMeterReader(actor) ? user?.email : undefined;
  const page = useListPage<Building>({
    tableId: BUILDINGS_TABLE_ID,
    queryKey: buildingKeys.list,
    fetchPage: getBuildings,
    defaultOrdering: BUILDING_DEFAULT_ORDERING,
    filterNames: BUILDING_FILTER_NAMES,
    orderingFields: BUILDING_ORDERING_FIELDS,
    defaultFilters: defaultStatus ? { status: defaultStatus } : {},
    phone,
    scope: (params) => {
      if (!fixedDelegate) return params;
      // "No delegate" from the URL would contradict the fixed delegate (and the reader cannot untick it).
      const { preferred_delegate__isnull: _ignored, ...rest } = params;
      return { ...rest, preferred_delegate: fixedDelegate } satisfies PageParams;
    },
  });
  return { ...page, fixedDelegate };
}

import type { QueryClient } from '@tanstack/react-query';
import { buildingKeys } from '../buildings/keys';
import { dashboardKeys } from '../dashboard/keys';
import { readingRequestKeys } from '../reading-requests/keys';
import { readingKeys } from '../readings/keys';
import { meterKeys } from './keys';

export interface MeterChange {
  /**
   * The buildings whose meters changed: the meter's building (the old and the new one when a meter moved),
   * or 'all' when it is not known (bulk actions). Undefined entries are skipped.
   */
  buildings: readonly (string | undefined)[] | 'all';
  /**
   * The meters were deleted: their own pages (detail, readings) are only marked stale, since a refetch
   * would answer 404 while the page waits to leave.
   */
  deleted?: boolean;
}

/**
 * After meters were created, edited, changed (replacement), patched, moved or deleted: every meters list,
 * every meter detail (main meter and predecessor links, sub-meter counts), the form's candidates; the
 * buildings list (meters count) and each touched building: its detail (`meters_needing_check`,
 * `meters_count`), its meter table and its needs-check banner; readings and reading requests (they show
 * the meter, and go with a deleted one); the dashboard's counters and statistics (meters to check, the
 * meter tasks, the requests and readings that go with a deleted meter).
 */
export function invalidateMeterChange(queryClient: QueryClient, { buildings, deleted = false }: MeterChange) {
  const buildingScopes =
    buildings === 'all'
      ? [buildingKeys.details()]
      : [...new Set(buildings)].flatMap((id) => (id ? [buildingKeys.detail(id)] : []));
  const ownPages = deleted ? ({ refetchType: 'none' } as const) : {};
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meterKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: meterKeys.candidates() }),
    queryClient.invalidateQueries({ queryKey: meterKeys.details(), ...ownPages }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.lists() }),
    ...buildingScopes.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: readingKeys.all, ...ownPages }),
    queryClient.invalidateQueries({ queryKey: readingRequestKeys.all, ...ownPages }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

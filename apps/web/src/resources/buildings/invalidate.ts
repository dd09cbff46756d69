import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/keys';
import { meterKeys } from '../meters/keys';
import { readingRequestKeys } from '../reading-requests/keys';
import { readingKeys } from '../readings/keys';
import { buildingKeys } from './keys';

/**
 * After buildings were created, edited or bulk-patched: every building query, and every meter query (meter
 * rows and pages show the building's address; a status change and the bulk reading service reach the meters),
 * and the dashboard's counters (buildings without property manager or reader, the meter tasks).
 */
export function invalidateBuildingChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
    queryClient.invalidateQueries({ queryKey: meterKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

/**
 * After buildings were deleted, with their meters, readings and reading requests (and the dashboard's
 * figures that counted them). From the deleted building's own page pass `refetch: false`: the queries are
 * only marked stale, since a refetch of the page's building would answer 404 while the page waits to leave.
 */
export function invalidateBuildingDelete(
  queryClient: QueryClient,
  { refetch = true }: { refetch?: boolean } = {},
) {
  const refetchType = refetch ? 'active' : 'none';
  return Promise.all(
    [buildingKeys.all, meterKeys.all, readingKeys.all, readingRequestKeys.all, dashboardKeys.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey, refetchType }),
    ),
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { buildingKeys } from '../buildings/keys';
import { dashboardKeys } from '../dashboard/keys';
import { readingRequestKeys } from './keys';

/**
 * After reading requests were created or changed (also disposed or rejected by finalizing a period): their
 * lists, the buildings list (it filters by request status) and the dashboard's counters and statistics.
 */
export function invalidateReadingRequestChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: readingRequestKeys.all }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

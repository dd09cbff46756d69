import type { QueryClient } from '@tanstack/react-query';
import { invalidateReadingRequestChange } from '../reading-requests/invalidate';
import { dashboardKeys } from './keys';

/**
 * After requests were disposed or a reading period was finalized: the dashboard's counters and statistics,
 * and every reading requests list (and what it touches).
 */
export function invalidateDashboardFigures(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    invalidateReadingRequestChange(queryClient),
  ]);
}

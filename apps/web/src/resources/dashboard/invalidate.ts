import type { QueryClient } from '@tanstack/react-query';
import { invalidateReadingRequestChange } from '../reading-requests/invalidate';

/**
 * After requests were disposed or a reading period was finalized: the dashboard's counters and statistics,
 * and every reading requests list (and what it touches). Every write's own invalidation
 * (`invalidateReadingRequestChange`, `invalidateReadingChange`, `invalidateMeterChange`,
 * `invalidateBuildingChange`, `invalidateBuildingDelete`) reaches `dashboardKeys.all` too.
 */
export function invalidateDashboardFigures(queryClient: QueryClient) {
  return invalidateReadingRequestChange(queryClient);
}

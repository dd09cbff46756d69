import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../dashboard/keys';
import { meterKeys } from '../meters/keys';
import { readingRequestKeys } from '../reading-requests/keys';
import { readingKeys } from './keys';

export interface ReadingChange {
  readingId: string;
  /** The reading's meter (resource id): its detail and its consumption series show the reading. */
  meterId: string;
  /** The reading was deleted: its own page is only marked stale (a refetch would answer 404). */
  deleted?: boolean;
}

/**
 * After a reading's values were edited or the reading was deleted: every readings list (the meter's
 * table among them), the reading's detail, the meter's consumption series and detail, and the reading
 * requests lists (a request shows the reading that answered it; a deleted reading reopens it), and the
 * dashboard's counters and statistics (readings per month, readings without a request).
 */
export function invalidateReadingChange(queryClient: QueryClient, change: ReadingChange) {
  const ownPage = change.deleted ? ({ refetchType: 'none' } as const) : {};
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: readingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: readingKeys.detail(change.readingId), ...ownPage }),
    queryClient.invalidateQueries({ queryKey: readingKeys.series(change.meterId) }),
    queryClient.invalidateQueries({ queryKey: meterKeys.detail(change.meterId) }),
    queryClient.invalidateQueries({ queryKey: readingRequestKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

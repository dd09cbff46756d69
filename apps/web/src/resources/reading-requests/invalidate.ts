import type { QueryClient } from '@tanstack/react-query';
import { buildingKeys } from '../buildings/keys';
import { readingRequestKeys } from './keys';

/** After reading requests were created or changed: their lists, and the buildings list (it filters by request status). */
export function invalidateReadingRequestChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: readingRequestKeys.all }),
    queryClient.invalidateQueries({ queryKey: buildingKeys.lists() }),
  ]);
}

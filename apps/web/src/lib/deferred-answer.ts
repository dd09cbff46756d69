import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query's answer rendered in a transition. An answer arrives as an update React renders at once, in one
 * task (TanStack Query notifies through `useSyncExternalStore`): a detail page's first render with its
 * object (fields, charts, tables), or the dashboard's charts, held a phone's main thread for a tenth to half
 * a second. Deferred, the page renders once more as it was (still pending, or the previous answer), then
 * with the answer in a transition, which React renders in slices.
 */
export function useDeferredAnswer<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  const shown = useDeferredValue(query.data);
  if (shown === query.data) return query;
  return shown === undefined
    ? ({
        ...query,
        data: undefined,
        status: 'pending',
        isPending: true,
        isSuccess: false,
      } as UseQueryResult<T>)
    : ({ ...query, data: shown } as UseQueryResult<T>);
}

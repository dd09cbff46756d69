import { type QueryKey, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from './api-client';

/**
 * One object of an API collection by id (`GET <collection>/{id}/`): the fetcher, its query options under
 * `key(id)`, and a hook that waits while the id is not known. A resource builds its own from this
 * (`useBuilding`, `useMeter`).
 */
export function objectQuery<T>(collection: string, key: (id: string) => QueryKey) {
  const get = (id: string, signal?: AbortSignal) =>
    api.get<T>(`${collection}/${encodeURIComponent(id)}/`, { signal });
  const options = (id: string) =>
    queryOptions({ queryKey: key(id), queryFn: ({ signal }) => get(id, signal) });
  const use = (id: string | undefined): UseQueryResult<T> => {
    const query = useQuery({ ...options(id ?? ''), enabled: Boolean(id) });
    // An answer arrives as an update React renders at once, in one task: a detail page's first render
    // with its object (fields, charts, tables) held a phone's main thread for half a second. Deferred, the
    // page renders once more as it was (still pending), then with the object in a transition, in slices.
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
  };
  return { get, options, use };
}

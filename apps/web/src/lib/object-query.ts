import { type QueryKey, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useDeferredAnswer } from './deferred-answer';

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
    // Rendered in a transition: a detail page's first render with its object is long on a phone.
    return useDeferredAnswer(useQuery({ ...options(id ?? ''), enabled: Boolean(id) }));
  };
  return { get, options, use };
}

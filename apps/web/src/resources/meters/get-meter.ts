import type { Meter } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET meters/{id}/: one meter. Shared by the meter pages of several features (detail, form, new reading
 * request), so it lives in lib; every meter mutation invalidates the `['meters']` prefix.
 */
export const getMeter = (id: string, signal?: AbortSignal) =>
  api.get<Meter>(`meters/${encodeURIComponent(id)}/`, { signal });

export const meterQueryKey = (id: string) => ['meters', 'detail', id] as const;

export const meterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: meterQueryKey(id),
    queryFn: ({ signal }) => getMeter(id, signal),
  });

/** The meter of a page; pass undefined while the id is not known (the query then waits). */
export function useMeter(id: string | undefined) {
  return useQuery({ ...meterQueryOptions(id ?? ''), enabled: Boolean(id) });
}

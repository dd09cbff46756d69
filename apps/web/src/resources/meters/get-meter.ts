import type { Meter } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { meterKeys } from './keys';

/** GET meters/{id}/: one meter (the meter page, the meter form, a new reading request, the sub-meters view). */
export const getMeter = (id: string, signal?: AbortSignal) =>
  api.get<Meter>(`meters/${encodeURIComponent(id)}/`, { signal });

export const meterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: meterKeys.detail(id),
    queryFn: ({ signal }) => getMeter(id, signal),
  });

/** The meter of a page; pass undefined while the id is not known (the query then waits). */
export function useMeter(id: string | undefined) {
  return useQuery({ ...meterQueryOptions(id ?? ''), enabled: Boolean(id) });
}

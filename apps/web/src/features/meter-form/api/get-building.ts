import type { Building } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET buildings/{id}/: the building a new meter goes into (url, address, business entity). */
export const getBuilding = (id: string, signal?: AbortSignal) =>
  api.get<Building>(`buildings/${encodeURIComponent(id)}/`, { signal });

export const buildingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['buildings', 'detail', id] as const,
    queryFn: ({ signal }) => getBuilding(id, signal),
  });

export function useBuilding(id: string | undefined) {
  return useQuery({ ...buildingQueryOptions(id ?? ''), enabled: Boolean(id) });
}

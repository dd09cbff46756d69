import type { Building } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET buildings/{id}/ */
export const getBuilding = (id: string, signal?: AbortSignal) =>
  api.get<Building>(`buildings/${encodeURIComponent(id)}/`, { signal });

export const buildingQueryKey = (id: string) => ['buildings', 'detail', id] as const;

export const buildingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: buildingQueryKey(id),
    queryFn: ({ signal }) => getBuilding(id, signal),
  });

/** The building of a page; waits while the id is not known. */
export function useBuilding(id: string | undefined) {
  return useQuery({ ...buildingQueryOptions(id ?? ''), enabled: Boolean(id) });
}

import type { Building } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { buildingKeys } from './keys';

/** GET buildings/{id}/: the building pages and the new-meter form (its url, address, business entity). */
export const getBuilding = (id: string, signal?: AbortSignal) =>
  api.get<Building>(`buildings/${encodeURIComponent(id)}/`, { signal });

export const buildingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: buildingKeys.detail(id),
    queryFn: ({ signal }) => getBuilding(id, signal),
  });

/** The building of a page; waits while the id is not known. */
export function useBuilding(id: string | undefined) {
  return useQuery({ ...buildingQueryOptions(id ?? ''), enabled: Boolean(id) });
}

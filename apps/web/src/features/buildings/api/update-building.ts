import type { Building, BuildingWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BUILDINGS_KEY } from './get-buildings';

/** PUT buildings/{id}/: the whole form (read-only-on-edit fields repeat their values). */
export const updateBuilding = (id: string, body: BuildingWrite) =>
  api.put<Building>(`buildings/${encodeURIComponent(id)}/`, body);

export function useUpdateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BuildingWrite }) => updateBuilding(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUILDINGS_KEY }),
  });
}

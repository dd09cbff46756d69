import type { Building, BuildingWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBuildingChange } from '../../../resources/buildings';

/** PUT buildings/{id}/: the whole form (read-only-on-edit fields repeat their values). */
export const updateBuilding = (id: string, body: BuildingWrite) =>
  api.put<Building>(`buildings/${encodeURIComponent(id)}/`, body);

/** Saves the form; the buildings and the meters (they show the building's address) are refreshed. */
export function useUpdateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BuildingWrite }) => updateBuilding(id, body),
    onSuccess: () => invalidateBuildingChange(queryClient),
  });
}

import type { Building, BuildingWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBuildingChange } from '../../../resources/buildings';

/** POST buildings/ → 201 Building; 409 {detail, url} when a building with that address exists. */
export const createBuilding = (body: BuildingWrite) => api.post<Building>('buildings/', body);

export function useCreateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuilding,
    onSuccess: () => invalidateBuildingChange(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBuildingDelete } from '../../../resources/buildings';

/** DELETE buildings/{id}/ → 204 (only the owner company may; its meters and readings go with it). */
export const deleteBuilding = (id: string) => api.delete(`buildings/${encodeURIComponent(id)}/`);

/**
 * Deletes from the detail page. The queries are only marked stale: refetching the page's own (now
 * deleted) building would answer 404 while the page waits to go back.
 */
export function useDeleteBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuilding,
    onSuccess: () => invalidateBuildingDelete(queryClient, { refetch: false }),
  });
}

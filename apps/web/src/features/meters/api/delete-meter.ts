import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE meters/{id}/ → 204. */
export const deleteMeter = (id: string) => api.delete(`meters/${encodeURIComponent(id)}/`);

/** Deletes one meter and refreshes the meter lists (the detail page leaves by itself). */
export function useDeleteMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMeter(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meters', 'list'] }),
  });
}

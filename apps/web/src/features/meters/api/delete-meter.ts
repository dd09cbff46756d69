import type { Meter } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMeterChange } from '../../../resources/meters';

/** DELETE meters/{id}/ → 204. */
export const deleteMeter = (id: string) => api.delete(`meters/${encodeURIComponent(id)}/`);

/**
 * Deletes one meter from its page, then refreshes the meter lists and its building (the page leaves by
 * itself; its own queries are only marked stale).
 */
export function useDeleteMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meter: Pick<Meter, 'resource_id' | 'building'>) => deleteMeter(meter.resource_id),
    onSuccess: (_answer, meter) =>
      invalidateMeterChange(queryClient, { buildings: [meter.building.resource_id], deleted: true }),
  });
}

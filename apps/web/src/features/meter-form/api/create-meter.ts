import type { Meter, MeterWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMeterChange } from '../../../resources/meters';

/** POST meters/: a new meter from scratch (409 when the meter number exists). */
export const createMeter = (body: MeterWrite) => api.post<Meter>('meters/', body);

/** Creates a meter; the meter queries and its building (meter table, counts) are refreshed. */
export function useCreateMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeter,
    onSuccess: (saved) => invalidateMeterChange(queryClient, { buildings: [saved.building.resource_id] }),
  });
}

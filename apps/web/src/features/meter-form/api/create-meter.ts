import type { Meter, MeterWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST meters/: a new meter from scratch (409 when the meter number exists). */
export const createMeter = (body: MeterWrite) => api.post<Meter>('meters/', body);

export function useCreateMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meters'] }),
  });
}

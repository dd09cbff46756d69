import type { Meter, MeterWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT meters/{id}/: saves the whole form and clears needs_check. */
export const updateMeter = (id: string, body: MeterWrite) =>
  api.put<Meter>(`meters/${encodeURIComponent(id)}/`, body);

export function useUpdateMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeterWrite }) => updateMeter(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meters'] }),
  });
}

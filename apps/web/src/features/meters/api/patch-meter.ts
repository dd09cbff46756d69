import type { Meter, MeterPatch } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH meters/{id}/: bulk changes (supplier, reading service, frequency, status) and the address change. */
export const patchMeter = (id: string, body: MeterPatch) =>
  api.patch<Meter>(`meters/${encodeURIComponent(id)}/`, body);

/** One PATCH; the meter queries (list and detail) are refreshed afterwards. */
export function usePatchMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeterPatch }) => patchMeter(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['meters'] }),
  });
}

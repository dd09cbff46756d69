import type { Meter, MeterPatch } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMeterChange } from '../../../resources/meters';

/** PATCH meters/{id}/: bulk changes (supplier, reading service, frequency, status) and the address change. */
export const patchMeter = (id: string, body: MeterPatch) =>
  api.patch<Meter>(`meters/${encodeURIComponent(id)}/`, body);

export interface MeterPatchRequest {
  meter: Pick<Meter, 'resource_id' | 'building'>;
  body: MeterPatch;
}

/**
 * One PATCH (the address change); afterwards, also after a failure, the meter queries and the meter's
 * buildings (the one it was in and the one it moved to) are refreshed.
 */
export function usePatchMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meter, body }: MeterPatchRequest) => patchMeter(meter.resource_id, body),
    onSettled: (saved, _error, { meter }) =>
      invalidateMeterChange(queryClient, {
        buildings: [meter.building.resource_id, saved?.building.resource_id],
      }),
  });
}

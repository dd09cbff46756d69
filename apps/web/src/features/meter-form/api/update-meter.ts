import type { Meter, MeterWrite } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMeterChange } from '../../../resources/meters';

/** PUT meters/{id}/: saves the whole form and clears needs_check. */
export const updateMeter = (id: string, body: MeterWrite) =>
  api.put<Meter>(`meters/${encodeURIComponent(id)}/`, body);

export interface MeterUpdate {
  /** The meter as loaded (its id, and the building it was in). */
  meter: Pick<Meter, 'resource_id' | 'building'>;
  body: MeterWrite;
}

/**
 * Saves the form; afterwards the meter queries and the meter's building are refreshed: a save clears
 * needs_check, so the building's `meters_needing_check`, its banner and its meter table change.
 */
export function useUpdateMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meter, body }: MeterUpdate) => updateMeter(meter.resource_id, body),
    onSuccess: (saved, { meter }) =>
      invalidateMeterChange(queryClient, {
        buildings: [meter.building.resource_id, saved.building.resource_id],
      }),
  });
}

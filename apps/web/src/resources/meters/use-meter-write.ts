import type { Meter } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMeterChange } from './invalidate';

export interface MeterWriteRequest<Body> {
  /** The meter as loaded: its id, and the building it was in. */
  meter: Pick<Meter, 'resource_id' | 'building'>;
  body: Body;
}

/**
 * A mutation that writes one existing meter (PUT, PATCH). Afterwards, also after a failure, the meter
 * queries are refreshed, and so are the building the meter was in and the one it is in now (a save clears
 * needs_check, which changes the building's `meters_needing_check`; a move changes two buildings).
 */
export function useMeterWrite<Body>(write: (id: string, body: Body) => Promise<Meter>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meter, body }: MeterWriteRequest<Body>) => write(meter.resource_id, body),
    onSettled: (saved, _error, { meter }) =>
      invalidateMeterChange(queryClient, {
        buildings: [meter.building.resource_id, saved?.building.resource_id],
      }),
  });
}

import type { Meter, MeterPatch } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { useMeterWrite } from '../../../resources/meters';

/** PATCH meters/{id}/: bulk changes (supplier, reading service, frequency, status) and the address change. */
export const patchMeter = (id: string, body: MeterPatch) =>
  api.patch<Meter>(`meters/${encodeURIComponent(id)}/`, body);

/** One PATCH (the address change); the meter queries and both buildings are refreshed (see `useMeterWrite`). */
export const usePatchMeter = () => useMeterWrite(patchMeter);

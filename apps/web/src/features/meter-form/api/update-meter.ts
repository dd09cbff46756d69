import type { Meter, MeterWrite } from '@portal/contracts';
import { api } from '../../../lib/api-client';
import { useMeterWrite } from '../../../resources/meters';

/** PUT meters/{id}/: saves the whole form and clears needs_check. */
export const updateMeter = (id: string, body: MeterWrite) =>
  api.put<Meter>(`meters/${encodeURIComponent(id)}/`, body);

/** Saves the form; the meter queries and the meter's building are refreshed (see `useMeterWrite`). */
export const useUpdateMeter = () => useMeterWrite(updateMeter);

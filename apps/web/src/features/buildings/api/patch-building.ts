import type { Building, BuildingPatch } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/**
 * PATCH buildings/{id}/: some fields. The bulk actions send one per selected building (delegate,
 * property manager, commercial consumer, status + date_status_change, meter reading service) and
 * refresh the buildings and meters once for the whole batch afterwards.
 */
export const patchBuilding = (id: string, body: BuildingPatch) =>
  api.patch<Building>(`buildings/${encodeURIComponent(id)}/`, body);

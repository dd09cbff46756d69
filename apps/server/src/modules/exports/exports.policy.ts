import {
  type Actor,
  canExport,
  type JobMode,
  type PortalConfiguration,
  TRANSFER_MODE_IDS,
  transferModeIds,
} from '@portal/contracts';
import { forbidden } from '../../http/errors';

/**
 * Export: users of the configured company types (EXPORT_COMPANY_TYPES) but meter readers and the
 * administration (spec §6); the spec's modes as the configuration offers them (IMPORT_MODES), readings always.
 */
export function authorizeExport(actor: Actor, config: PortalConfiguration, modeId: string): JobMode {
  if (!canExport(actor, config)) throw forbidden('You may not export.');
  if (!transferModeIds(config).includes(modeId)) throw forbidden('This export mode is not available.');
  return TRANSFER_MODE_IDS[modeId]!;
}

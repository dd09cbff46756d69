import { type Actor, canExport, canImport, type JobKind, type PortalConfiguration } from '@portal/contracts';
import { forbidden } from '../../http/errors';

/**
 * The kinds of its company's jobs a user sees: imports if they may import, exports if they may export
 * (spec §6); a meter reader none (403). A job of another kind is not found for them, as the import's
 * report is not.
 */
export function visibleJobKinds(actor: Actor, config: PortalConfiguration): JobKind[] {
  const kinds: JobKind[] = [];
  if (canImport(actor, config)) kinds.push('import');
  if (canExport(actor, config)) kinds.push('export');
  if (kinds.length === 0) throw forbidden('Only those who import or export see their company’s jobs.');
  return kinds;
}

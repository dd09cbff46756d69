import { type Actor, canExport, canImport, type PortalConfiguration } from '@portal/contracts';
import { forbidden } from '../../http/errors';

/** A company's jobs are seen by those who may import or export (spec §6), not by meter readers. */
export function authorizeJobs(actor: Actor, config: PortalConfiguration): void {
  if (!canImport(actor, config) && !canExport(actor, config))
    throw forbidden('Only those who import or export see their company’s jobs.');
}

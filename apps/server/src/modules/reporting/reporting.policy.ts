import { type Actor, canDownloadReport } from '@portal/contracts';
import { forbidden } from '../../http/errors';

/** The annual report covers every company: the companies administration's only (the contracts' rule). */
export function authorizeReport(actor: Actor): void {
  if (!canDownloadReport(actor))
    throw forbidden('Only the companies administration may download the annual report.');
}

import { type Actor, isAdministration } from '@portal/contracts';
import { forbidden } from '../../http/errors';

/** Every company's changes are the companies administration's to read; an object's history is its viewers'. */
export function authorizeAuditList(actor: Actor): void {
  if (!isAdministration(actor)) throw forbidden();
}

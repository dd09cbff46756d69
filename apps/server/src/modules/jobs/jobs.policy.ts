import { type Actor, isScheduler } from '@portal/contracts';
import { forbidden } from '../../http/errors';

/** Imports and exports, and so their jobs, are the business of a company's admins and schedulers. */
export function authorizeJobs(actor: Actor): void {
  if (!isScheduler(actor)) throw forbidden('Only admins and schedulers see imports and exports.');
}

import { canAutodispose, canFinalizeReadingPeriod, type PortalConfiguration } from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';

type Auth = Pick<RequestAuth, 'actor'>;

/** Automatic disposal: not for meter readers or the companies administration (contracts' rule). */
export function authorizeAutodispose(auth: Auth): void {
  if (!canAutodispose(auth.actor)) throw forbidden('Automatic disposal is not available to you.');
}

/**
 * Finalize reading period of `companyId` (a company the caller sees): only an admin or scheduler of that
 * very company, and only when the import modes include ALL.
 */
export function authorizeFinalize(
  auth: Auth,
  companyId: string,
  config: Pick<PortalConfiguration, 'IMPORT_MODES'>,
): void {
  if (companyId !== auth.actor.companyId)
    throw forbidden('Only a scheduler of the company may finalize its reading period.');
  if (!canFinalizeReadingPeriod(auth.actor, config))
    throw forbidden(
      config.IMPORT_MODES.includes('ALL')
        ? 'Only admins and schedulers may finalize a reading period.'
        : 'Finalizing a reading period needs the import mode ALL.',
    );
}

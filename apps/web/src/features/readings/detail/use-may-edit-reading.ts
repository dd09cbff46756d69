import { canEditReading, type Reading } from '@portal/contracts';
import { useSession } from '../../../lib/session';

/**
 * Whether the signed-in user may edit or delete the reading (contracts canEditReading: admin, scheduler
 * or the applying person). The reading names its applying person by e-mail: the user's own e-mail there
 * makes them the applying person; the server decides in the end.
 */
export function useMayEditReading(reading: Reading | undefined): boolean {
  const { actor, user } = useSession();
  if (!actor || !user || !reading) return false;
  const own = reading.applying_person !== null && reading.applying_person === user.email;
  return canEditReading(actor, { applyingPersonId: own ? actor.userId : null });
}

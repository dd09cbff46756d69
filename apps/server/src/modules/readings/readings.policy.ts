import { canEditReading, READING_MESSAGES } from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';
import type { ReadingRow } from './readings.repository';

export type ReadingAction = 'edit' | 'delete';

/** May the user do `action` to this reading? The rule lives in @portal/contracts. */
export function mayReading(
  auth: Pick<RequestAuth, 'actor'>,
  _action: ReadingAction,
  row: ReadingRow,
): boolean {
  return canEditReading(auth.actor, { applyingPersonId: row.applying_person_id });
}

/** As `mayReading`, but refuses (403) with the action's message. */
export function authorizeReading(
  auth: Pick<RequestAuth, 'actor'>,
  action: ReadingAction,
  row: ReadingRow,
): void {
  if (mayReading(auth, action, row)) return;
  throw forbidden(action === 'edit' ? READING_MESSAGES.notEditable : READING_MESSAGES.notDeletable);
}

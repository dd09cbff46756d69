import { type Actor, isScheduler } from './session';

/** Reading value edit and delete: admin, scheduler or the person who applied the reading. */
export function canEditReading(actor: Actor, reading: { applyingPersonId: string | null }): boolean {
  return isScheduler(actor) || reading.applyingPersonId === actor.userId;
}

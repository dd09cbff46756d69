import { type Actor, isMeterReader, isScheduler } from './session';

/** Reading value edit and delete: admin, scheduler or the person who applied the reading. */
export function canEditReading(actor: Actor, reading: { applyingPersonId: string | null }): boolean {
  return isScheduler(actor) || reading.applyingPersonId === actor.userId;
}

/**
 * Record a reading (the add-reading dialog of the reading requests list): the planners and the meter
 * readers; basic users only look.
 */
export function canCreateReading(actor: Actor): boolean {
  return isScheduler(actor) || isMeterReader(actor);
}

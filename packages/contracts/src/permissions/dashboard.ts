import type { PortalConfiguration } from '../configuration';
import { type Actor, isAdministration, isMeterReader, isScheduler } from './session';

/** The reading requests panel (doughnut, trend): hidden for the companies administration (spec §2). */
export function canSeeRequestsPanel(actor: Actor): boolean {
  return !isAdministration(actor);
}

/** The panel's all-buildings / my-buildings tabs: hidden for meter readers. */
export function canSeeRequestTabs(actor: Actor): boolean {
  return !isMeterReader(actor);
}

/** The disposition panel and automatic disposal (GET autodispose/): not meter readers, not the administration. */
export function canAutodispose(actor: Actor): boolean {
  return !isMeterReader(actor) && !isAdministration(actor);
}

/**
 * Finalize reading period: an admin or scheduler of a company other than the administration, and only
 * when the configured import modes include ALL (spec §6).
 */
export function canFinalizeReadingPeriod(
  actor: Actor,
  config: Pick<PortalConfiguration, 'IMPORT_MODES'>,
): boolean {
  return isScheduler(actor) && !isAdministration(actor) && config.IMPORT_MODES.includes('ALL');
}

import type { PortalConfiguration } from '../configuration';
import type { CompanyType } from '../enums';
import { canEditTeam } from './companies';
import { type Actor, isAdministration, isScheduler } from './session';

/** Add employees at all: admins and schedulers (to which team: `canAddEmployee`). */
export const canAddEmployees = (actor: Actor) => isScheduler(actor);

/**
 * Manage (add, edit, generate a password, resend the registration) an employee: an admin or scheduler of
 * their team, the companies administration, or with DISPONENT_CAN_GENERATE_PASSWORDS one of any team the
 * caller sees (spec §6).
 */
export function canManageEmployee(
  actor: Actor,
  config: PortalConfiguration,
  team: { id: string; companyType: CompanyType },
): boolean {
  if (!isScheduler(actor)) return false;
  return team.id === actor.companyId || isAdministration(actor) || config.DISPONENT_CAN_GENERATE_PASSWORDS;
}

/**
 * Add an employee to a team: whoever manages its employees, and a team creator for a team it may edit
 * (its first users, who then run their team; they are forced to scheduler type, see allowedUserTypes).
 */
export function canAddEmployee(
  actor: Actor,
  config: PortalConfiguration,
  team: { id: string; companyType: CompanyType; createdByCompanyId: string | null },
): boolean {
  return canManageEmployee(actor, config, team) || (isScheduler(actor) && canEditTeam(actor, config, team));
}

/** Deactivate, delete or give a generated password to an employee: never one's own account (no lock-out). */
export const canLockOutEmployee = (actor: Actor, employeeId: string) => employeeId !== actor.userId;

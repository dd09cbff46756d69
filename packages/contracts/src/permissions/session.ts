import type { CompanyType, Role } from '../enums';

/** The facts about the acting user that permission rules look at. */
export interface Actor {
  userId: string;
  role: Role;
  companyId: string;
  companyType: CompanyType;
}

export const isAdministration = (actor: Actor) => actor.companyType === 'companies_administration';
/** Admins and schedulers plan and dispatch ("disponents"); property managers are chosen among them. */
export const SCHEDULER_ROLES = ['admin', 'scheduler'] as const satisfies readonly Role[];
export const isSchedulerRole = (role: string) => (SCHEDULER_ROLES as readonly string[]).includes(role);
export const isScheduler = (actor: Pick<Actor, 'role'>) => isSchedulerRole(actor.role);

/**
 * Why an employee of this role cannot be named as a building's property manager (a scheduler) or a
 * request's delegate (a meter reader or basic user); null when they can. The forms' choices, the API and
 * the import name people by this one rule.
 */
export function assigneeRoleProblem(kind: 'property_manager' | 'delegate', role: string): string | null {
  const scheduler = isSchedulerRole(role);
  if (kind === 'property_manager' && !scheduler) return 'A property manager must be a scheduler.';
  if (kind === 'delegate' && scheduler) return 'A delegate must be a meter reader or basic user.';
  return null;
}
export const isMeterReader = (actor: Actor) => actor.role === 'meter_reader';

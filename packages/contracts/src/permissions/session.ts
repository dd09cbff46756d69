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
export const isMeterReader = (actor: Actor) => actor.role === 'meter_reader';

import type { CompanyType, Role } from '../enums';

/** The facts about the acting user that permission rules look at. */
export interface Actor {
  userId: string;
  role: Role;
  companyId: string;
  companyType: CompanyType;
}

export const isAdministration = (actor: Actor) => actor.companyType === 'companies_administration';
/** Admins and schedulers plan and dispatch ("disponents"). */
export const isScheduler = (actor: Actor) => actor.role === 'admin' || actor.role === 'scheduler';
export const isMeterReader = (actor: Actor) => actor.role === 'meter_reader';

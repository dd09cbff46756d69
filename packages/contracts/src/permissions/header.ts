import type { PortalConfiguration } from '../configuration';
import { type Actor, isAdministration, isMeterReader, isScheduler } from './session';

/** Dashboard, Buildings, Meters, Readings, Reading requests buttons. */
export function canSeeMainNavigation(actor: Actor): boolean {
  return isMeterReader(actor) || !isAdministration(actor);
}

export function canImport(actor: Actor, config: PortalConfiguration): boolean {
  return (
    isScheduler(actor) && !isAdministration(actor) && config.IMPORT_COMPANY_TYPES.includes(actor.companyType)
  );
}

export function canExport(actor: Actor, config: PortalConfiguration): boolean {
  return (
    !isMeterReader(actor) &&
    !isAdministration(actor) &&
    config.EXPORT_COMPANY_TYPES.includes(actor.companyType)
  );
}

export function canEditContractors(actor: Actor, config: PortalConfiguration): boolean {
  return isScheduler(actor) && config.CAN_EDIT_CONTRACTORS.includes(actor.companyType);
}

/** Teams may be created by admins and schedulers of the configured company types. */
export function canCreateTeams(actor: Actor, config: PortalConfiguration): boolean {
  return isScheduler(actor) && config.CAN_CREATE_TEAMS.includes(actor.companyType);
}

/** The companies (or own employees) entry of the administration menu. */
export function canSeeTeamsOrEmployees(actor: Actor): boolean {
  return !isMeterReader(actor);
}

export const canManageUsers = (actor: Actor) => isAdministration(actor);
export const canDownloadReport = (actor: Actor) => isAdministration(actor);

export function canDeleteOwnAccount(actor: Actor, config: PortalConfiguration): boolean {
  return actor.role === 'basic' && config.HAS_ANONYMOUS_REGISTRATION;
}

/** The administration menu items a user sees, in menu order. */
export function administrationMenu(actor: Actor, config: PortalConfiguration) {
  const items: Array<'import_export' | 'contractors' | 'companies' | 'employees' | 'users' | 'report'> = [];
  if (canImport(actor, config) || canExport(actor, config)) items.push('import_export');
  if (canEditContractors(actor, config)) items.push('contractors');
  if (canSeeTeamsOrEmployees(actor)) items.push(canCreateTeams(actor, config) ? 'companies' : 'employees');
  if (canManageUsers(actor)) items.push('users');
  if (canDownloadReport(actor)) items.push('report');
  return items;
}

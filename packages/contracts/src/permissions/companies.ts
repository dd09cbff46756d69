import type { PortalConfiguration } from '../configuration';
import type { CompanyType } from '../enums';
import { message } from '../messages';
import { canCreateTeams, canEditContractors } from './header';
import { type Actor, isAdministration, isScheduler } from './session';

/** Team types the companies administration creates. */
const ADMINISTRATION_CREATES: CompanyType[] = [
  'energy_supplier',
  'commercial_consumer',
  'meter_reading_service',
];

/**
 * The team types a user may create (spec §6, the creation hierarchy): the administration any company
 * type; an energy supplier commercial consumers (and meter reading services unless creation is
 * hierarchical); a commercial consumer meter reading services.
 */
export function creatableTeamTypes(actor: Actor, config: PortalConfiguration): CompanyType[] {
  if (!canCreateTeams(actor, config)) return [];
  switch (actor.companyType) {
    case 'companies_administration':
      return ADMINISTRATION_CREATES;
    case 'energy_supplier':
      return config.HIERARCHICAL_TEAM_CREATION
        ? ['commercial_consumer']
        : ['commercial_consumer', 'meter_reading_service'];
    case 'commercial_consumer':
      return ['meter_reading_service'];
    default:
      return [];
  }
}

/**
 * Edit a team (the server offers PUT): a team creator's admin or scheduler, for its own team or a team its
 * company created of a type it creates (the administration: any team of such a type). A contractor the
 * company did not create stays its own business.
 */
export function canEditTeam(
  actor: Actor,
  config: PortalConfiguration,
  team: { id: string; companyType: CompanyType; createdByCompanyId: string | null },
): boolean {
  if (!canCreateTeams(actor, config)) return false;
  if (team.id === actor.companyId) return true;
  const createdHere = isAdministration(actor) || team.createdByCompanyId === actor.companyId;
  return createdHere && creatableTeamTypes(actor, config).includes(team.companyType);
}

/** Only the companies administration sets a team's features and expiration date. */
export const canEditTeamFeatures = (actor: Actor) => isAdministration(actor) && isScheduler(actor);

/** Whether a team's access has ended (the administration never expires; no date, no end). */
export function teamExpired(
  team: { companyType: CompanyType; expirationDate: Date | null },
  now = new Date(),
): boolean {
  return (
    team.companyType !== 'companies_administration' &&
    team.expirationDate !== null &&
    team.expirationDate.getTime() <= now.getTime()
  );
}

/** A new team's expiration: today plus the period, at midnight (UTC); none when the period is 0. */
export function newTeamExpiration(days: number, now = new Date()): Date | null {
  if (days <= 0) return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}

/** The sign-in refusal of an expired team: the date its access ended, and who can extend it. */
export const teamExpiredMessage = (expirationDate: Date) =>
  message('auth.teamExpired', { date: expirationDate.toISOString().slice(0, 10) });

/**
 * Whether a contractor link the caller asks for is agreed at once: the companies administration sets
 * links, a company agrees to links to itself, and a team a company created is the creator's to link.
 * Any other link waits for the contractor's consent (`canDecideContractorLinks`).
 */
export function consentsToContractorLink(
  actor: Actor,
  contractor: { id: string; createdByCompanyId: string | null },
): boolean {
  return (
    (isAdministration(actor) && isScheduler(actor)) ||
    contractor.id === actor.companyId ||
    contractor.createdByCompanyId === actor.companyId
  );
}

/** Accept or decline the links a team was asked for: its own schedulers, and the companies administration. */
export const canDecideContractorLinks = (actor: Actor, teamId: string) =>
  isScheduler(actor) && (isAdministration(actor) || actor.companyId === teamId);

/**
 * Look up every team with a VAT number (the duplicate-VAT warning, a read beyond the caller's teams):
 * those who create teams, with the VAT feature on.
 */
export const canCheckTeamVat = (actor: Actor, config: PortalConfiguration) =>
  config.TEAM_VAT && canCreateTeams(actor, config);

/** See every team that may be a contractor (the contractors form): those who edit contractors or create teams. */
export const canListContractorCandidates = (actor: Actor, config: PortalConfiguration) =>
  canEditContractors(actor, config) || canCreateTeams(actor, config);

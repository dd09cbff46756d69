import {
  type Actor,
  type CompanyType,
  canEditContractors,
  canEditTeam,
  canEditTeamFeatures,
  creatableTeamTypes,
  type PortalConfiguration,
} from '@portal/contracts';
import { forbidden } from '../../http/errors';

export type TeamAction = 'create' | 'edit' | 'editContractors' | 'editFeatures';
const MESSAGES: Record<TeamAction, string> = {
  create: 'You may not create a team of this type.',
  edit: 'You may not edit this team.',
  editContractors: 'You may not edit the contractors of this team.',
  editFeatures: 'Only the companies administration may change features and expiration dates.',
};

const teamFacts = (team: { id: string; company_type: CompanyType; created_by_company?: string | null }) => ({
  id: team.id,
  companyType: team.company_type,
  createdByCompanyId: team.created_by_company ?? null,
});

/** Who may do what with a team; the rules are the contracts' (spec §6). */
export function mayTeam(
  actor: Actor,
  config: PortalConfiguration,
  action: TeamAction,
  team: { id: string; company_type: CompanyType; created_by_company?: string | null },
): boolean {
  switch (action) {
    case 'create':
      return creatableTeamTypes(actor, config).includes(team.company_type);
    case 'edit':
      return canEditTeam(actor, config, teamFacts(team));
    case 'editContractors':
      return (
        (team.id === actor.companyId && canEditContractors(actor, config)) ||
        canEditTeam(actor, config, teamFacts(team))
      );
    case 'editFeatures':
      return canEditTeamFeatures(actor);
  }
}

export function authorizeTeam(...args: Parameters<typeof mayTeam>): void {
  if (!mayTeam(...args)) throw forbidden(MESSAGES[args[2]]);
}

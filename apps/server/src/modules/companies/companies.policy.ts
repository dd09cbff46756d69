import {
  type Actor,
  type CompanyType,
  canCheckTeamVat,
  canDecideContractorLinks,
  canEditContractors,
  canEditTeam,
  canListContractorCandidates,
  creatableTeamTypes,
  type PortalConfiguration,
} from '@portal/contracts';
import { forbidden } from '../../http/errors';

export type TeamAction =
  | 'create'
  | 'edit'
  | 'editContractors'
  | 'checkVat'
  | 'listCandidates'
  | 'viewLinks'
  | 'decideLinks';

const DEFAULT_REFUSAL = 'You do not have permission to perform this action.';
const MESSAGES: Record<TeamAction, string> = {
  create: 'You may not create a team of this type.',
  edit: 'You may not edit this team.',
  editContractors: 'You may not edit the contractors of this team.',
  checkVat: DEFAULT_REFUSAL,
  listCandidates: DEFAULT_REFUSAL,
  viewLinks: DEFAULT_REFUSAL,
  decideLinks: 'Only the schedulers of the asked team may accept or decline its contractor links.',
};

type Team = { id: string; company_type: CompanyType; created_by_company?: string | null };

const teamFacts = (team: Team) => ({
  id: team.id,
  companyType: team.company_type,
  createdByCompanyId: team.created_by_company ?? null,
});

/**
 * Who may do what with a team (`team`: the one acted on; none for the reads beyond the caller's teams,
 * `checkVat` and `listCandidates`); the rules are the contracts' (spec §6).
 */
export function mayTeam(actor: Actor, config: PortalConfiguration, action: TeamAction, team?: Team): boolean {
  switch (action) {
    case 'create':
      return !!team && creatableTeamTypes(actor, config).includes(team.company_type);
    case 'edit':
      return !!team && canEditTeam(actor, config, teamFacts(team));
    case 'editContractors':
      return (
        !!team &&
        ((team.id === actor.companyId && canEditContractors(actor, config)) ||
          canEditTeam(actor, config, teamFacts(team)))
      );
    case 'checkVat':
      return canCheckTeamVat(actor, config);
    case 'listCandidates':
      return canListContractorCandidates(actor, config);
    case 'viewLinks':
      return (
        !!team &&
        (canDecideContractorLinks(actor, team.id) || mayTeam(actor, config, 'editContractors', team))
      );
    case 'decideLinks':
      return !!team && canDecideContractorLinks(actor, team.id);
  }
}

/** As `mayTeam`, but refuses with 403. */
export function authorizeTeam(...args: Parameters<typeof mayTeam>): void {
  if (!mayTeam(...args)) throw forbidden(MESSAGES[args[2]]);
}

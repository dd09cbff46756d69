import {
  type Company,
  type CompanyCandidate,
  type CompanyContractor,
  type CompanyListItem,
  type CompanyType,
  type ContractorLink,
  type ContractorLinkDirection,
  type ContractorLinkStatus,
  type ContractStatus,
  cityOf,
  type ProductFeature,
  TEAM_FEATURES_FIELD,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';

export interface TeamRow {
  id: string;
  name: string;
  company_type: CompanyType;
  custom_reference: string | null;
  address: string;
  vat: string | null;
  contract_status: ContractStatus;
  expiration_date: Date | null;
  enabled_features: string[];
  created_by_company?: string | null;
  created: Date;
  modified: Date;
}
export type CompanyRow = TeamRow & { contractors: TeamRow[] };
/** A team beyond the caller's scope: a contractor candidate, a duplicate VAT, the other side of a link. */
export type CandidateRow = Pick<TeamRow, 'id' | 'name' | 'company_type' | 'address'> & { candidate: true };
export interface ContractorLinkRow extends Omit<CandidateRow, 'candidate'> {
  direction: ContractorLinkDirection;
  status: ContractorLinkStatus;
  created: Date;
}

/** What a company choosing a contractor sees of a team: name, type, city (never VAT, contract or team ID). */
export function presentCandidate(
  request: FastifyRequest,
  team: Pick<TeamRow, 'id' | 'name' | 'company_type' | 'address'>,
): CompanyCandidate {
  return {
    url: objectUrl(request, 'companies', team.id),
    resource_id: team.id,
    name: team.name,
    company_type: team.company_type,
    city: cityOf(team.address),
  };
}

/** One of a team's contractor links; `mayDecide`: the caller may accept or decline the incoming ones. */
export function presentContractorLink(
  request: FastifyRequest,
  link: ContractorLinkRow,
  mayDecide: boolean,
): ContractorLink {
  return {
    direction: link.direction,
    status: link.status,
    team: presentCandidate(request, link),
    may_decide: mayDecide && link.direction === 'incoming',
    created: link.created.toISOString(),
  };
}

/** A row of the companies list as the API shows it. */
export function presentCompany(
  request: FastifyRequest,
  company: Pick<TeamRow, 'id' | 'name' | 'company_type' | 'custom_reference' | 'address'> &
    Partial<Pick<TeamRow, 'vat' | 'contract_status' | 'expiration_date'>>,
): CompanyListItem {
  return {
    url: objectUrl(request, 'companies', company.id),
    resource_id: company.id,
    name: company.name,
    company_type: company.company_type,
    custom_reference: company.custom_reference,
    address: company.address,
    city: cityOf(company.address),
    ...(company.vat !== undefined ? { vat: company.vat } : {}),
    ...(company.contract_status !== undefined ? { contract_status: company.contract_status } : {}),
    ...(company.expiration_date !== undefined
      ? { expiration_date: company.expiration_date?.toISOString() ?? null }
      : {}),
  };
}

function presentContractor(request: FastifyRequest, team: TeamRow): CompanyContractor {
  return {
    url: objectUrl(request, 'companies', team.id),
    resource_id: team.id,
    custom_reference: team.custom_reference,
    name: team.name,
    address: team.address,
    vat: team.vat,
    expiration_date: team.expiration_date?.toISOString() ?? null,
    company_type: team.company_type,
  };
}

/** GET companies/{id}/: the team and its contractors. */
export function presentTeam(request: FastifyRequest, team: CompanyRow): Company {
  return {
    ...presentContractor(request, team),
    city: cityOf(team.address),
    contract_status: team.contract_status,
    [TEAM_FEATURES_FIELD]: team.enabled_features as ProductFeature[],
    contractors: team.contractors.map((contractor) => presentContractor(request, contractor)),
    created_by_company: team.created_by_company ?? null,
    created: team.created.toISOString(),
    modified: team.modified.toISOString(),
  };
}

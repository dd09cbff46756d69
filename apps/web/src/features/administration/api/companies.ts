import {
  CONTRACTOR_CANDIDATES_FILTER,
  type Company,
  type CompanyCandidate,
  type CompanyListItem,
  type CompanyPatch,
  type CompanyWrite,
  type ContractorLink,
  type ContractorLinkDecision,
  EXISTING_VAT_FILTER,
  LIMITS,
  type Paginated,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { companyKeys } from '../../../resources/directory';

const companyPath = (id: string) => `companies/${encodeURIComponent(id)}/`;

/** GET companies/ (paged): the teams list. */
export const getCompanies = (params: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<Paginated<CompanyListItem>>('companies/', { query: params, signal });

/** GET companies/{id}/: a team with its contractors. */
export const getCompany = (id: string, signal?: AbortSignal) => api.get<Company>(companyPath(id), { signal });

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export const useCompany = (id: string | undefined) =>
  useQuery({ ...companyQueryOptions(id ?? ''), enabled: Boolean(id) });

export const createCompany = (body: CompanyWrite) => api.post<Company>('companies/', body);
export const patchCompany = (id: string, body: CompanyPatch) => api.patch<Company>(companyPath(id), body);

/** Every team that may be a contractor (the contractors form). */
export const contractorCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.candidates(),
    queryFn: ({ signal }) =>
      fetchAllPages<CompanyCandidate>(
        'companies/',
        { o: 'name', [CONTRACTOR_CANDIDATES_FILTER]: true },
        LIMITS.companiesFetchSize,
        signal,
      ),
  });

/** The team's contractor links both ways (asked by it, asked of it), pending first. */
export const contractorLinksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.links(id),
    queryFn: ({ signal }) =>
      fetchAllPages<ContractorLink>(
        `${companyPath(id)}contractor_links/`,
        {},
        LIMITS.companiesFetchSize,
        signal,
      ),
  });

/** The team accepts or declines (also ends) the link `otherId` asked of it. */
export const decideContractorLink = (id: string, otherId: string, decision: ContractorLinkDecision) =>
  api.post<void>(`${companyPath(id)}contractor_links/${encodeURIComponent(otherId)}/${decision}/`);

/** Every team with this VAT number (the duplicate-VAT check before a new team is saved). */
export const getCompaniesWithVat = (vat: string) =>
  fetchAllPages<CompanyCandidate>('companies/', { [EXISTING_VAT_FILTER]: vat }, LIMITS.companiesFetchSize);

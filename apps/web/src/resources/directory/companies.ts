import { type CompanyListItem, type CompanyType, LIMITS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { companyKeys } from './keys';

/** GET companies/?contractors=true&company_type=…: the contractor companies a form may pick. */
export const getContractorCompanies = (companyType: CompanyType, signal?: AbortSignal) =>
  fetchAllPages<CompanyListItem>(
    'companies/',
    { o: 'name', contractors: true, company_type: companyType },
    LIMITS.companiesFetchSize,
    signal,
  );

export const contractorCompaniesQueryOptions = (companyType: CompanyType) =>
  queryOptions({
    queryKey: companyKeys.contractors(companyType),
    queryFn: ({ signal }) => getContractorCompanies(companyType, signal),
    staleTime: 5 * 60_000,
  });

/** A failed load gives an empty list (spec: choice-loading failures are logged and empty the list). */
export function useContractorCompanies(companyType: CompanyType, enabled = true) {
  const query = useQuery({ ...contractorCompaniesQueryOptions(companyType), enabled });
  if (query.error) console.warn('companies could not be loaded', query.error);
  return { companies: query.data ?? [], loading: query.isLoading };
}

/** The caller's contractors (`contractors=true`): the teams it created or works with. */
export const ownContractorsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.ownContractors(),
    queryFn: ({ signal }) =>
      fetchAllPages<CompanyListItem>(
        'companies/',
        { o: 'name', contractors: true },
        LIMITS.companiesFetchSize,
        signal,
      ),
  });

import { type CompanyListItem, isExportCompanyChoice, LIMITS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { companyKeys } from '../../../resources/directory';

/** GET companies/?contractors=true: every contractor of the caller's company (as the contractors page asks). */
const ownContractorsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.ownContractors(),
    queryFn: ({ signal }) =>
      fetchAllPages<CompanyListItem>(
        'companies/',
        { o: 'name', contractors: true },
        LIMITS.companiesFetchSize,
        signal,
      ),
    staleTime: 5 * 60_000,
  });

/**
 * Option 2's choices (spec §6): the caller's contractors but meter reading services (and the
 * administration). A failed load is logged and leaves no choice.
 */
export function useExportCompanies() {
  const query = useQuery(ownContractorsQueryOptions());
  if (query.error) console.warn('export companies could not be loaded', query.error);
  const companies = (query.data ?? []).filter((company) => isExportCompanyChoice(company.company_type));
  return { companies, loading: query.isLoading };
}

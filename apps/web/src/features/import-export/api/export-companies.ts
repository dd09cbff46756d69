import { isExportCompanyChoice } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ownContractorsQueryOptions } from '../../../resources/directory';

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

import { type EmployeeListItem, LIMITS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { employeeKeys } from './keys';

/** GET employees/ (all pages): schedulers become property managers, the others delegates. */
export const getEmployees = (signal?: AbortSignal) =>
  fetchAllPages<EmployeeListItem>('employees/', { o: 'email' }, LIMITS.uiMaxPageSize, signal);

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.list(),
    queryFn: ({ signal }) => getEmployees(signal),
    staleTime: 5 * 60_000,
  });

export function useEmployees(enabled = true) {
  const query = useQuery({ ...employeesQueryOptions(), enabled });
  if (query.error) console.warn('employees could not be loaded', query.error);
  const employees = (query.data ?? []).filter((employee) => employee.is_active);
  return {
    propertyManagers: employees.filter((employee) => employee.employee.is_scheduler),
    delegates: employees.filter((employee) => !employee.employee.is_scheduler),
    loading: query.isLoading,
  };
}

import type { Employee, EmployeeListItem, EmployeePatch, EmployeeWrite, Paginated } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from '../../../resources/directory';

const employeePath = (id: string) => `employees/${encodeURIComponent(id)}/`;

/** GET employees/?company=<id> (paged): one team's employee table. */
export const getTeamEmployees = (params: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<Paginated<EmployeeListItem>>('employees/', { query: params, signal });

export const getEmployee = (id: string, signal?: AbortSignal) =>
  api.get<Employee>(employeePath(id), { signal });

export const useEmployee = (id: string | undefined) =>
  useQuery({
    queryKey: employeeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getEmployee(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const createEmployee = (body: EmployeeWrite) => api.post<Employee>('employees/', body);
export const patchEmployee = (id: string, body: EmployeePatch) => api.patch<Employee>(employeePath(id), body);
export const deleteEmployee = (id: string) => api.delete(employeePath(id));

/** PATCH employees/{id}/ {generatePassword: true}: a new password, shown once. */
export const generatePassword = (id: string) =>
  api.patch<{ password: string }>(employeePath(id), { generatePassword: true });

/** GET resend_registration/{id}/: sends the registration e-mail again; answers the server's message. */
export const resendRegistration = (id: string) =>
  api.get<{ detail: string }>(`resend_registration/${encodeURIComponent(id)}/`);

import { type EmployeeListItem, isSchedulerRole } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';

/** A row of the employees list (DirectoryRepository.employees) as the API shows it. */
export function presentEmployee(
  request: FastifyRequest,
  employee: {
    id: string;
    email: string;
    name: string;
    role: string;
    is_active: boolean;
    is_external: boolean;
    company_id: string;
    company_name: string;
  },
): EmployeeListItem {
  return {
    url: objectUrl(request, 'employees', employee.id),
    resource_id: employee.id,
    email: employee.email,
    is_active: employee.is_active,
    employee: {
      name: employee.name,
      is_scheduler: isSchedulerRole(employee.role),
      is_external: employee.is_external,
    },
    company: objectUrl(request, 'companies', employee.company_id),
    company_name: employee.company_name,
  };
}

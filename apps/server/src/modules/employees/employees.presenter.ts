import {
  type CompanyType,
  type Employee,
  type EmployeeListItem,
  isSchedulerRole,
  userTypeOf,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import type { PersonRow } from '../users/people.repository';
import { personFields } from '../users/users.presenter';

/** A row of the employees list (EmployeesRepository.list). */
export interface EmployeeListRow extends PersonRow {
  is_external: boolean;
  uses_sso: boolean;
  has_password: boolean;
}

/** A row of the employees list as the API shows it. */
export function presentEmployee(request: FastifyRequest, employee: EmployeeListRow): EmployeeListItem {
  return {
    ...personFields(request, 'employees', employee),
    is_active: employee.is_active,
    has_password: employee.has_password,
    employee: {
      name: employee.name,
      is_scheduler: isSchedulerRole(employee.role),
      is_external: employee.is_external,
      uses_sso: employee.uses_sso,
    },
    company: objectUrl(request, 'companies', employee.company_id),
    company_name: employee.company_name,
  };
}

/** An employee (EmployeesRepository.scoped): the list's row, and what the detail and the delete dialog show. */
export interface EmployeeRow extends EmployeeListRow {
  last_login: Date | null;
  company_address: string;
  company_type: CompanyType;
  buildings_as_delegate: number;
  buildings_as_manager: number;
  new_requests: number;
  created: Date;
  modified: Date;
}

/** GET employees/{id}/: the employee, their company, their type, and what deleting them touches. */
export function presentEmployeeDetail(request: FastifyRequest, row: EmployeeRow): Employee {
  const company = objectUrl(request, 'companies', row.company_id);
  const flags = { is_scheduler: isSchedulerRole(row.role), is_external: row.is_external };
  return {
    ...personFields(request, 'employees', row),
    is_active: row.is_active,
    role: row.role,
    last_login: row.last_login?.toISOString() ?? null,
    company,
    company_name: row.company_name,
    companies: [{ url: company, name: row.company_name, address: row.company_address }],
    employee: {
      name: row.name,
      ...flags,
      uses_sso: row.uses_sso,
      user_type: userTypeOf(flags),
      companies: [company],
    },
    deletion_counts: {
      buildings_as_delegate: row.buildings_as_delegate,
      buildings_as_manager: row.buildings_as_manager,
      new_requests: row.new_requests,
    },
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}

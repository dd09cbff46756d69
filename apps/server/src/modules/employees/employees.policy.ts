import {
  type CompanyType,
  canAddEmployees,
  canLockOutEmployee,
  canManageEmployee,
  type PortalConfiguration,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';

/** The team a new employee joins is judged with the body (`judgeEmployeeWrite`). */
export type EmployeeAction = 'add' | 'manage' | 'lockOut';

const REFUSALS: Record<EmployeeAction, string> = {
  add: 'Only admins and schedulers may add employees.',
  manage: 'You may not manage this employee.',
  lockOut: 'You cannot do this to your own account.',
};

/** What an action looks at: the employee's id (`lockOut`), their team (`manage`). */
export interface EmployeeSubject {
  id?: string;
  team?: { id: string; company_type: CompanyType };
}

/** May the user do `action` (to `subject`)? The rules themselves live in @portal/contracts. */
export function mayEmployee(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: EmployeeAction,
  { id, team }: EmployeeSubject = {},
): boolean {
  const { actor } = auth;
  switch (action) {
    case 'add':
      return canAddEmployees(actor);
    case 'manage':
      return !!team && canManageEmployee(actor, config, { id: team.id, companyType: team.company_type });
    case 'lockOut':
      return id !== undefined && canLockOutEmployee(actor, id);
  }
}

/** As `mayEmployee`, but refuses with 403. */
export function authorizeEmployee(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: EmployeeAction,
  subject?: EmployeeSubject,
): void {
  if (!mayEmployee(auth, config, action, subject)) throw forbidden(REFUSALS[action]);
}

/** The subject of an employee row: their id and their team. */
export const employeeSubject = (employee: {
  id: string;
  company_id: string;
  company_type: CompanyType;
}): EmployeeSubject => ({
  id: employee.id,
  team: { id: employee.company_id, company_type: employee.company_type },
});

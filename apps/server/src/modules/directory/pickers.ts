import { type Actor, assigneeRoleProblem, type CompanyType, message, referenceId } from '@portal/contracts';
import { badRequest } from '../../http/errors';
import type { DataAccess } from '../data-access';

/**
 * References in bodies are checked against what the user may pick (the same scope as the selects):
 * a company must be the own company or one of its contractors, of the expected type; an employee
 * must work for one of those companies. Anything else is a field error, never a silent store.
 */
export async function resolveCompany(
  data: DataAccess,
  actor: Actor,
  field: string,
  reference: string | null | undefined,
  type: CompanyType,
): Promise<string | null | undefined> {
  if (reference === undefined) return undefined;
  if (reference === null || reference === '') return null;
  // The contracts' reference schema admits only urls and ids that end in a whole uuid.
  const company = await data.directory.findPickableCompany(actor, referenceId(reference));
  if (!company) throw badRequest({ [field]: ['Choose a company from the list.'] });
  if (company.company_type !== type) throw badRequest({ [field]: [message('pick.companyOfType', { type })] });
  return company.id;
}

export type EmployeeKind = 'delegate' | 'property_manager';

/** Delegates are employees who are not schedulers; property managers are schedulers. */
export async function resolveEmployee(
  data: DataAccess,
  actor: Actor,
  field: string,
  email: string | null | undefined,
  kind: EmployeeKind,
): Promise<string | null | undefined> {
  if (email === undefined) return undefined;
  if (email === null || email === '') return null;
  const user = await data.directory.findPickableEmployee(actor, email);
  if (!user?.is_active) throw badRequest({ [field]: ['Choose an employee from the list.'] });
  const problem = assigneeRoleProblem(kind, user.role);
  if (problem) throw badRequest({ [field]: [problem] });
  return user.id;
}

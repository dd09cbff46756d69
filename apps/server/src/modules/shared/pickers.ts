import { type Actor, type CompanyType, isAdministration, referenceId } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';

/**
 * References in bodies are checked against what the user may pick (the same scope as the selects):
 * a company must be the own company or one of its contractors, of the expected type; an employee
 * must work for one of those companies. Anything else is a field error, never a silent store.
 */
export async function resolveCompany(
  db: Kysely<Database>,
  actor: Actor,
  field: string,
  reference: string | null | undefined,
  type: CompanyType,
): Promise<string | null | undefined> {
  if (reference === undefined) return undefined;
  if (reference === null || reference === '') return null;
  const id = referenceId(reference);
  const company = await db
    .selectFrom('companies as c')
    .select(['c.id', 'c.company_type'])
    // The contracts' reference schema admits only urls and ids that end in a whole uuid.
    .where('c.id', '=', id)
    .where((eb) =>
      isAdministration(actor)
        ? eb.val(true)
        : eb.or([
            eb('c.id', '=', actor.companyId),
            eb(
              'c.id',
              'in',
              eb
                .selectFrom('company_contractors')
                .select('contractor_id')
                .where('company_id', '=', actor.companyId),
            ),
          ]),
    )
    .executeTakeFirst();
  if (!company) throw badRequest({ [field]: ['Choose a company from the list.'] });
  if (company.company_type !== type) throw badRequest({ [field]: [`Choose a company of type ${type}.`] });
  return company.id;
}

export type EmployeeKind = 'delegate' | 'property_manager';

/** Delegates are employees who are not schedulers; property managers are schedulers. */
export async function resolveEmployee(
  db: Kysely<Database>,
  actor: Actor,
  field: string,
  email: string | null | undefined,
  kind: EmployeeKind,
): Promise<string | null | undefined> {
  if (email === undefined) return undefined;
  if (email === null || email === '') return null;
  const user = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.role', 'u.is_active'])
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .where((eb) =>
      isAdministration(actor)
        ? eb.val(true)
        : eb.or([
            eb('u.company_id', '=', actor.companyId),
            eb(
              'u.company_id',
              'in',
              eb
                .selectFrom('company_contractors')
                .select('contractor_id')
                .where('company_id', '=', actor.companyId),
            ),
          ]),
    )
    .executeTakeFirst();
  if (!user?.is_active) throw badRequest({ [field]: ['Choose an employee from the list.'] });
  const scheduler = user.role === 'admin' || user.role === 'scheduler';
  if (kind === 'property_manager' && !scheduler)
    throw badRequest({ [field]: ['A property manager must be a scheduler.'] });
  if (kind === 'delegate' && scheduler)
    throw badRequest({ [field]: ['A delegate must be a meter reader or basic user.'] });
  return user.id;
}

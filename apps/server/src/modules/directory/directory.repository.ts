import type { Actor } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { companyScope, userScope } from '../../auth/scope';
import type { Database } from '../../db/schema';

/**
 * Companies and employees a user may see and pick: the lists (companies/, employees/) and the
 * references in request bodies. The caller's own company and its contractors (companyScope); a meter reader's
 * employees are only those their pages name (userScope).
 */
export class DirectoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The employees list's rows (alias `u`, their company `co`), for http/list.ts. */
  employees(actor: Actor) {
    return this.db
      .selectFrom('users as u')
      .innerJoin('companies as co', 'co.id', 'u.company_id')
      .select([
        'u.id',
        'u.email',
        'u.name',
        'u.role',
        'u.is_active',
        'u.is_external',
        'u.company_id',
        'co.name as company_name',
      ])
      .where(userScope(actor, 'u'));
  }

  findPickableCompany(actor: Actor, id: string) {
    return this.db
      .selectFrom('companies as c')
      .select(['c.id', 'c.company_type', 'c.name'])
      .where('c.id', '=', id)
      .where(companyScope(actor, 'c.id'))
      .executeTakeFirst();
  }

  findPickableEmployee(actor: Actor, email: string) {
    return this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.role', 'u.is_active'])
      .where(sql`lower(u.email)`, '=', email.toLowerCase())
      .where(userScope(actor, 'u'))
      .executeTakeFirst();
  }
}

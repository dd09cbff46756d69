import type { Actor } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { companyScope, userScope } from '../../auth/scope';
import type { Database } from '../../db/schema';

/**
 * Companies and employees a user may pick: the references in request bodies. The caller's own company and
 * its contractors (companyScope); a meter reader's employees are only those their pages name (userScope),
 * the scope of the employees list (employees.repository.ts).
 */
export class DirectoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

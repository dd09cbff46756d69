import type { Actor } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { companyScope } from '../../auth/scope';
import type { Database } from '../../db/schema';

/** Companies and employees a user may pick in a form (references in request bodies). */
export class DirectoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findPickableCompany(actor: Actor, id: string) {
    return this.db
      .selectFrom('companies as c')
      .select(['c.id', 'c.company_type'])
      .where('c.id', '=', id)
      .where(companyScope(actor, 'c.id'))
      .executeTakeFirst();
  }

  findPickableEmployee(actor: Actor, email: string) {
    return this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.role', 'u.is_active'])
      .where(sql`lower(u.email)`, '=', email.toLowerCase())
      .where(companyScope(actor, 'u.company_id'))
      .executeTakeFirst();
  }
}

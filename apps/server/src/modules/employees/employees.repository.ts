import { type Actor, PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { buildingScope, readingRequestScope, userScope, withScope } from '../../auth/scope';
import type { Database, UsersTable } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';
import { selectPeople } from '../users/people.repository';

/**
 * The one scope of employees, for the list, the detail and every write alike: the users of the companies
 * the caller sees and picks (their own and its accepted contractors, `companyScope`; the administration
 * all), for a meter reader only the people their pages name (`userScope`). An employee listed opens, one
 * not listed answers 404. The service checks who may manage whom.
 */
const employeeScope = (actor: Actor) => userScope(actor, 'u');

/** Whether the user has a password (a registration link sets one, so does a generated password). */
const hasPassword = sql<boolean>`u.password_hash IS NOT NULL`.as('has_password');

/** All SQL of employees (users seen from their company's pages); every read and write takes `employeeScope`. */
export class EmployeesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The employees list's rows (alias `u`, their company `co`), for http/list.ts. */
  list(actor: Actor) {
    return selectPeople(this.db)
      .select(['u.is_external', 'u.uses_sso', hasPassword])
      .where(employeeScope(actor));
  }

  /**
   * One employee's rows (`u`, their company `co`) with the delete dialog's counts: of what the caller sees
   * only (the deletion touches others' buildings and requests too, the dialog says so). The three counts
   * probe the caller's buildings declared once for the statement (`withScope`).
   */
  scoped(actor: Actor) {
    return selectPeople(withScope(this.db, actor))
      .select([
        'u.is_external',
        'u.uses_sso',
        hasPassword,
        'u.last_login',
        'u.created',
        'u.modified',
        'co.address as company_address',
        'co.company_type',
        sql<number>`(SELECT count(*)::int FROM buildings cb
          WHERE cb.preferred_delegate_id = u.id AND ${buildingScope(actor, 'cb', 'declared')})`.as(
          'buildings_as_delegate',
        ),
        sql<number>`(SELECT count(*)::int FROM buildings cb
          WHERE cb.property_manager_id = u.id AND ${buildingScope(actor, 'cb', 'declared')})`.as(
          'buildings_as_manager',
        ),
        sql<number>`(SELECT count(*)::int FROM reading_requests crr WHERE crr.delegate_id = u.id
          AND crr.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
          AND ${readingRequestScope(actor, 'crr', 'declared')})`.as('new_requests'),
      ])
      .where(employeeScope(actor));
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('u.id', '=', id).executeTakeFirst();
  }

  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  findByEmail(actor: Actor, email: string) {
    return this.scoped(actor).where(sql`lower(u.email)`, '=', email.toLowerCase()).executeTakeFirst();
  }

  /** A new user of a company the caller sees (checked by the service); no password until they set one. */
  async insert(
    actor: Actor,
    values: Omit<Insertable<UsersTable>, 'owner_id' | 'password_hash'>,
  ): Promise<string> {
    const row = await this.db
      .insertInto('users')
      .values({ ...values, password_hash: null, owner_id: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(actor: Actor, id: string, values: Updateable<UsersTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.updateEmployee(actor, id).set(values).execute();
  }

  /** A generated password: every earlier token and session revoked, a change required at the next sign-in. */
  async setGeneratedPassword(actor: Actor, id: string, passwordHash: string): Promise<void> {
    await this.updateEmployee(actor, id)
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('u.token_version', '+', 1),
        password_change_urgency: 'required',
      }))
      .execute();
  }

  /** Deactivation revokes every token and session of the user at once. */
  async revokeTokens(actor: Actor, id: string): Promise<void> {
    await this.updateEmployee(actor, id)
      .set((eb) => ({ token_version: eb('u.token_version', '+', 1) }))
      .execute();
  }

  /** An update of the employee `id` (alias `u`), when the caller sees them. */
  private updateEmployee(actor: Actor, id: string) {
    return this.db.updateTable('users as u').where('u.id', '=', id).where(employeeScope(actor));
  }
}

import { type Actor, PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { buildingScope, readingRequestScope, teamScope, teamUserScope, userScope } from '../../auth/scope';
import type { Database, UsersTable } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/** The user `u` is one the caller sees (the writes' scope; the service checks who may manage whom). */
const inVisibleTeam = (actor: Actor) => teamUserScope(actor, 'u');

/** All SQL of employees (users seen from their company's pages); every read takes the caller's scope. */
export class EmployeesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The employees of the teams the caller sees (`u`, their company `co`), with the delete dialog's counts: of
   * what the caller sees only (the deletion touches others' buildings and requests too, the dialog says so).
   */
  scoped(actor: Actor) {
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
        'u.uses_sso',
        'u.last_login',
        'u.company_id',
        'u.password_hash',
        'u.created',
        'u.modified',
        'co.name as company_name',
        'co.address as company_address',
        'co.company_type',
        sql<number>`(SELECT count(*)::int FROM buildings cb
          WHERE cb.preferred_delegate_id = u.id AND ${buildingScope(actor, 'cb')})`.as(
          'buildings_as_delegate',
        ),
        sql<number>`(SELECT count(*)::int FROM buildings cb
          WHERE cb.property_manager_id = u.id AND ${buildingScope(actor, 'cb')})`.as('buildings_as_manager'),
        sql<number>`(SELECT count(*)::int FROM reading_requests crr WHERE crr.delegate_id = u.id
          AND crr.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
          AND ${readingRequestScope(actor, 'crr')})`.as('new_requests'),
      ])
      .where(userScope(actor, 'u', teamScope(actor, 'co')));
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
    await this.db
      .updateTable('users as u')
      .set(values)
      .where('u.id', '=', id)
      .where(inVisibleTeam(actor))
      .execute();
  }

  /** A generated password: every earlier token and session revoked, a change required at the next sign-in. */
  async setGeneratedPassword(actor: Actor, id: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users as u')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('u.token_version', '+', 1),
        password_change_urgency: 'required',
      }))
      .where('u.id', '=', id)
      .where(inVisibleTeam(actor))
      .execute();
  }

  /** Deactivation revokes every token and session of the user at once. */
  async revokeTokens(actor: Actor, id: string): Promise<void> {
    await this.db
      .updateTable('users as u')
      .set((eb) => ({ token_version: eb('u.token_version', '+', 1) }))
      .where('u.id', '=', id)
      .where(inVisibleTeam(actor))
      .execute();
  }
}

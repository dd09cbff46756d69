import { type Actor, isAdministration, PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { selectUserWithCompany, type UserWithCompany } from '../../auth/accounts.repository';
import type { Database } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';
import { selectPeople } from './people.repository';

/** The users a caller sees as a resource (alias `u`): their own account; the administration every one. */
function accountScope(actor: Actor, u = 'u'): Expression<SqlBool> {
  if (isAdministration(actor)) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(`${u}.id`)} = ${actor.userId}`;
}

/** A user account by id and company: the one being deleted. */
export interface Account {
  id: string;
  companyId: string;
}

/**
 * The users resource's SQL (sign-in, session check and password: auth/accounts.repository.ts). Every
 * method takes the caller; the account deletion works on an account the caller may delete (see below).
 */
export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(actor: Actor, id: string): Promise<UserWithCompany | undefined> {
    const row = await selectUserWithCompany(this.db)
      .where('u.id', '=', id)
      .where(accountScope(actor))
      .executeTakeFirst();
    return row as UserWithCompany | undefined;
  }

  findByIdOrThrow(actor: Actor, id: string): Promise<UserWithCompany> {
    return foundOrNotFound(this.findById(actor, id));
  }

  /** The users list's rows (alias `u`, company `co`), for http/list.ts: the caller's scope (all for the administration). */
  list(actor: Actor) {
    return selectPeople(this.db).select('u.last_login').where(accountScope(actor));
  }

  /** Activates or deactivates a user; a deactivation also revokes every token and session at once. */
  async setActive(actor: Actor, id: string, active: boolean): Promise<void> {
    await this.db
      .updateTable('users as u')
      .set((eb) => ({
        is_active: active,
        ...(active ? {} : { token_version: eb('u.token_version', '+', 1) }),
      }))
      .where('u.id', '=', id)
      .where(accountScope(actor))
      .execute();
  }

  async setWebportalSettings(actor: Actor, id: string, settings: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('users as u')
      .set({ webportal_settings: JSON.stringify(settings) })
      .where('u.id', '=', id)
      .where(accountScope(actor))
      .execute();
  }

  // ---- account deletion (account-deletion.ts runs these steps in one transaction, for an account the
  // caller was allowed to delete: their own, or an employee they manage) ----

  /** Locks the account's row for the deletion; undefined when it is gone already. */
  lockAccount(account: Account) {
    return this.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('id', '=', account.id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The first active admin or scheduler of the account's company other than the account. */
  findFallbackManager(account: Account) {
    return this.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', account.companyId)
      .where('id', '<>', account.id)
      .where('role', 'in', ['admin', 'scheduler'])
      .where('is_active', '=', true)
      .orderBy('created')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The account's readings pass to the building's property manager, else to `fallbackManagerId`. A
   * reading that would duplicate one the new person already has on that meter and date keeps no person.
   */
  async handOverReadings(account: Account, fallbackManagerId: string | null): Promise<void> {
    const userId = account.id;
    await sql`
      UPDATE readings r SET applying_person_id = coalesce(nullif(b.property_manager_id, ${userId}::uuid), ${fallbackManagerId}::uuid)
      FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE r.meter_id = m.id AND r.applying_person_id = ${userId}
        AND NOT EXISTS (
          SELECT 1 FROM readings other
          WHERE other.meter_id = r.meter_id AND other.reading_date = r.reading_date
            AND other.applying_person_id IS NOT DISTINCT FROM coalesce(nullif(b.property_manager_id, ${userId}::uuid), ${fallbackManagerId}::uuid))
    `.execute(this.db);
  }

  /** Buildings lose the account as preferred delegate and as property manager. */
  async leaveBuildings(account: Account): Promise<void> {
    await this.db
      .updateTable('buildings')
      .set({ preferred_delegate_id: null })
      .where('preferred_delegate_id', '=', account.id)
      .execute();
    await this.db
      .updateTable('buildings')
      .set({ property_manager_id: null })
      .where('property_manager_id', '=', account.id)
      .execute();
  }

  /**
   * The caller's open requests become unassigned; one that would then duplicate an unassigned request
   * is dropped.
   */
  async unassignOpenRequests(account: Account): Promise<void> {
    await sql`
      DELETE FROM reading_requests rr
      WHERE rr.delegate_id = ${account.id} AND rr.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
        AND EXISTS (SELECT 1 FROM reading_requests o WHERE o.meter_id = rr.meter_id
                    AND o.planned_reading_date = rr.planned_reading_date AND o.delegate_id IS NULL)
    `.execute(this.db);
    await this.db
      .updateTable('reading_requests')
      .set({ delegate_id: null })
      .where('delegate_id', '=', account.id)
      .where('status', 'in', PENDING_READING_REQUEST_STATUSES)
      .execute();
  }

  /** Deletes the account's row (its sessions go with it); what still refers to it (closed requests …) falls to NULL. */
  async deleteAccount(account: Account): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', account.id).execute();
  }
}

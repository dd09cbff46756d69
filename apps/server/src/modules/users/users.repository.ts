import { type Kysely, sql } from 'kysely';
import { selectUserWithCompany, type UserWithCompany } from '../../auth/accounts.repository';
import { normalizeEmail } from '../../auth/email';
import type { Database } from '../../db/schema';

/** The users resource's SQL (the user with their company: auth/accounts.repository.ts). */
export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<UserWithCompany | undefined> {
    return (await selectUserWithCompany(this.db).where('u.id', '=', id).executeTakeFirst()) as
      | UserWithCompany
      | undefined;
  }

  async findByEmail(email: string): Promise<UserWithCompany | undefined> {
    const row = await selectUserWithCompany(this.db)
      .where(sql`lower(u.email)`, '=', normalizeEmail(email))
      .executeTakeFirst();
    return row as UserWithCompany | undefined;
  }

  async recordLogin(id: string): Promise<void> {
    // Not through the `modified` trigger's meaning: a login is not an edit of the user.
    await sql`UPDATE users SET last_login = now() WHERE id = ${id}`.execute(this.db);
  }

  /** New password hash; every earlier token is revoked and a forced change is cleared. */
  async setPassword(id: string, passwordHash: string, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        password_change_urgency: null,
      }))
      .where('id', '=', id)
      .execute();
  }

  async setWebportalSettings(id: string, settings: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ webportal_settings: JSON.stringify(settings) })
      .where('id', '=', id)
      .execute();
  }
}

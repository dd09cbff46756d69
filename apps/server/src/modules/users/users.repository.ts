import type { CompanyType, Role } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { normalizeEmail } from '../../auth/email';
import type { Database } from '../../db/schema';

/** A user with the company they work for: what authentication and the user resource need. */
export interface UserWithCompany {
  id: string;
  email: string;
  password_hash: string | null;
  is_active: boolean;
  last_login: Date | null;
  role: Role;
  name: string;
  is_external: boolean;
  uses_sso: boolean;
  token_version: number;
  password_change_urgency: 'required' | 'recommended' | null;
  webportal_settings: Record<string, unknown>;
  created: Date;
  modified: Date;
  owner_id: string | null;
  company_id: string;
  company_name: string;
  company_address: string;
  company_type: CompanyType;
  company_features: string[];
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private selectWithCompany(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .selectAll('u')
      .select([
        'c.name as company_name',
        'c.address as company_address',
        'c.company_type',
        'c.enabled_features as company_features',
      ]);
  }

  async findById(id: string): Promise<UserWithCompany | undefined> {
    return (await this.selectWithCompany().where('u.id', '=', id).executeTakeFirst()) as
      | UserWithCompany
      | undefined;
  }

  /**
   * The user while the server session `sessionId` (auth/sessions.ts) is alive: one query for the
   * authentication of every request, so logout also ends the access tokens issued with the session.
   */
  async findByIdInSession(id: string, sessionId: string): Promise<UserWithCompany | undefined> {
    const row = await this.selectWithCompany()
      .where('u.id', '=', id)
      .where(
        sql<boolean>`exists (select 1 from sessions s where s.id = ${sessionId} and s.user_id = u.id and s.expires_at > now())`,
      )
      .executeTakeFirst();
    return row as UserWithCompany | undefined;
  }

  async findByEmail(email: string): Promise<UserWithCompany | undefined> {
    const row = await this.selectWithCompany()
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

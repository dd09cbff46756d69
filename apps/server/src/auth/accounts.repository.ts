import type { CompanyType, Role } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeEmail } from './email';

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
  company_expiration_date: Date | null;
}

/** Users (alias `u`) joined with their company (alias `c`), with the columns of `UserWithCompany`. */
export function selectUserWithCompany(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .selectAll('u')
    .select([
      'c.name as company_name',
      'c.address as company_address',
      'c.company_type',
      'c.enabled_features as company_features',
      'c.expiration_date as company_expiration_date',
    ]);
}

/**
 * Accounts as authentication sees them, before there is a caller: the sign-in by e-mail, the check of
 * every request's session, the login stamp and the password (reset link, password change).
 */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByEmail(email: string): Promise<UserWithCompany | undefined> {
    const row = await selectUserWithCompany(this.db)
      .where(sql`lower(u.email)`, '=', normalizeEmail(email))
      .executeTakeFirst();
    return row as UserWithCompany | undefined;
  }

  /**
   * The user while the server session `sessionId` (sessions.repository.ts) is alive: one query for the
   * authentication of every request, so logout also ends the access tokens issued with the session.
   */
  async findByIdInSession(id: string, sessionId: string): Promise<UserWithCompany | undefined> {
    const row = await selectUserWithCompany(this.db)
      .where('u.id', '=', id)
      .where(
        sql<boolean>`exists (select 1 from sessions s where s.id = ${sessionId} and s.user_id = u.id and s.expires_at > now())`,
      )
      .executeTakeFirst();
    return row as UserWithCompany | undefined;
  }

  async recordLogin(id: string): Promise<void> {
    // Not through the `modified` trigger's meaning: a login is not an edit of the user.
    await sql`UPDATE users SET last_login = now() WHERE id = ${id}`.execute(this.db);
  }

  /** New password hash; every earlier token is revoked and a forced change is cleared. */
  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        password_change_urgency: null,
      }))
      .where('id', '=', id)
      .execute();
  }
}

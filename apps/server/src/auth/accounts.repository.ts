import type { CompanyType, Role } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

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
    ]);
}

/** Accounts as authentication sees them, before there is a caller: the check of every request's session. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
}

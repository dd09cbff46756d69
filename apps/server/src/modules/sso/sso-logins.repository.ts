import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A single sign-on under way: what the callback checks the provider's answer against. */
export interface SsoLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  nextPath: string;
}

/** Single sign-ons under way (migration 0032), before there is a user: one row per state, used once. */
export class SsoLoginsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps the sign-in for `lifetimeSeconds`; sign-ins whose time has passed are dropped on the way. */
  async create(login: SsoLogin, lifetimeSeconds: number): Promise<void> {
    await this.db.deleteFrom('sso_logins').where('expires_at', '<=', sql<Date>`now()`).execute();
    await this.db
      .insertInto('sso_logins')
      .values({
        state: login.state,
        nonce: login.nonce,
        code_verifier: login.codeVerifier,
        next_path: login.nextPath,
        expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})`,
      })
      .execute();
  }

  /** The live sign-in of `state`, deleted in the same statement: a second callback with it finds nothing. */
  async take(state: string): Promise<SsoLogin | undefined> {
    const row = await this.db
      .deleteFrom('sso_logins')
      .where('state', '=', state)
      .returning([
        'state',
        'nonce',
        'code_verifier',
        'next_path',
        sql<boolean>`expires_at > now()`.as('alive'),
      ])
      .executeTakeFirst();
    if (!row?.alive) return undefined;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, nextPath: row.next_path };
  }
}

import { type Kysely, sql } from 'kysely';

/**
 * Single sign-ons under way: what `GET /accounts/sso_login` sent to the provider (state, nonce, the PKCE
 * verifier, where to go afterwards), until the provider sends the browser back. The callback deletes the
 * row it uses, so a state answers once; rows live minutes, and expired ones are dropped as new ones come.
 * In the database, so that any server process may receive the callback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sso_logins (
    state text PRIMARY KEY,
    nonce text NOT NULL,
    code_verifier text NOT NULL,
    next_path text NOT NULL,
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX sso_logins_expires_idx ON sso_logins (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sso_logins`.execute(db);
}

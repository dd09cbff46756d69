import { type Kysely, sql } from 'kysely';

/**
 * The sign-in throttle's failures, shared by every server process and kept across restarts:
 * per key (an account's normalised e-mail, a client address) its latest failures in the window, at most
 * the key's limit of them. One row per key, so concurrent failures of one key are counted one after the
 * other; `last_failure` serves the clean-up of keys whose window has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE login_failures (
    key text PRIMARY KEY,
    times timestamptz[] NOT NULL,
    last_failure timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX login_failures_last_idx ON login_failures (last_failure)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_failures`.execute(db);
}

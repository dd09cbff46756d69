import { type Kysely, sql } from 'kysely';

/**
 * Server sessions (the session cookie and the access tokens issued with it carry the id): a session
 * lives while its row does, so logout ends it for every server process sharing the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sessions (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sessions`.execute(db);
}

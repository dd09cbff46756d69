import { type Kysely, sql } from 'kysely';

/**
 * `Idempotency-Key`: the key a user sent with a write and the object it created. The row is
 * written in the write's own transaction, first (so a concurrent request with the same key waits for it
 * and then replays its object) and completed with the object's id at the end; a write that fails leaves
 * no key. Keys expire after IDEMPOTENCY_KEY_HOURS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE idempotency_keys (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key varchar(255) NOT NULL,
    route text NOT NULL,
    request_hash char(64) NOT NULL,
    object_id uuid,
    created timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * The generation of the kept counts (migration 0010): one number, raised in the same transaction by
 * every statement that changes `building_counts` (the merge when it moved deltas, the recount). Kept
 * sums read at one generation stay exact until the next, so a server may keep them (with the scope's
 * fingerprint) and add only the deltas not merged yet: see `KeptSumsCache`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE building_counts_generation (
    one boolean PRIMARY KEY DEFAULT true CHECK (one),
    generation bigint NOT NULL DEFAULT 0
  )`.execute(db);
  await sql`INSERT INTO building_counts_generation DEFAULT VALUES`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS building_counts_generation`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Where the recount of the kept counts (migration 0010) stands: it goes through the buildings in slices,
 * one short transaction each, from any process, and a pass is due a day after the last one completed.
 * `recounted_to` is the last building id the running pass has recounted (null: no pass running; the
 * largest uuid: every building done, the counts of all buildings together next) and `stepped` when its
 * latest step ended (a process that is not in the pass joins it only once that is long ago: the process
 * running it died); `completed` is when the last pass ended (null: never, so the first pass is due at once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE building_counts_recount (
    one boolean PRIMARY KEY DEFAULT true CHECK (one),
    recounted_to uuid,
    stepped timestamptz,
    completed timestamptz
  )`.execute(db);
  await sql`INSERT INTO building_counts_recount DEFAULT VALUES`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS building_counts_recount`.execute(db);
}

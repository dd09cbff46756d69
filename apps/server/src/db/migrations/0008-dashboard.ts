import { type Kysely, sql } from 'kysely';

/**
 * The dashboard:
 * - where a reading came from (`origin`: portal, app, import) for the readings trend; earlier readings
 *   are classified by their results' applied method (ocr → app, import → import, else portal);
 * - where a reading request came from (`origin`: portal, schedule, import), for the "created by schedule"
 *   row;
 * - the runs of the reading schedule (one row per run, whichever instance ran it);
 * - statistics count requests of a company's buildings by planned start and status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE readings ADD COLUMN origin text NOT NULL DEFAULT 'portal'
    CHECK (origin IN ('portal', 'app', 'import'))`.execute(db);
  await sql`UPDATE readings r SET origin = CASE
      WHEN EXISTS (SELECT 1 FROM reading_results rr WHERE rr.reading_id = r.id AND rr.applied_method = 'import') THEN 'import'
      ELSE 'app' END
    WHERE EXISTS (SELECT 1 FROM reading_results rr WHERE rr.reading_id = r.id AND rr.applied_method IN ('import', 'ocr'))`.execute(
    db,
  );
  await sql`ALTER TABLE reading_requests ADD COLUMN origin text NOT NULL DEFAULT 'portal'
    CHECK (origin IN ('portal', 'schedule', 'import'))`.execute(db);
  await sql`CREATE INDEX reading_requests_building_planned_idx
    ON reading_requests (building_id, planned_reading_date) INCLUDE (status, reading_id)`.execute(db);
  await sql`CREATE TABLE reading_schedule_runs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    started timestamptz NOT NULL DEFAULT now(),
    finished timestamptz,
    look_ahead_until timestamptz NOT NULL,
    meters_due integer NOT NULL DEFAULT 0,
    requests_created integer NOT NULL DEFAULT 0,
    error text,
    instance text NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reading_schedule_runs`.execute(db);
  await sql`DROP INDEX IF EXISTS reading_requests_building_planned_idx`.execute(db);
  await sql`ALTER TABLE reading_requests DROP COLUMN IF EXISTS origin`.execute(db);
  await sql`ALTER TABLE readings DROP COLUMN IF EXISTS origin`.execute(db);
}

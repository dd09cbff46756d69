import { type Kysely, sql } from 'kysely';

/**
 * Plausibility checks: each result's judgement and its reasons, and the reading's worst one (what
 * `readings/?plausibility=` filters on). Rows from before this migration are 'unknown' until they or
 * a neighbour are saved again (the demo seed judges all of its readings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reading_results
    ADD COLUMN plausibility text NOT NULL DEFAULT 'unknown'
      CHECK (plausibility IN ('ok', 'implausible', 'unknown')),
    ADD COLUMN plausibility_reasons text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE readings
    ADD COLUMN plausibility text NOT NULL DEFAULT 'unknown'
      CHECK (plausibility IN ('ok', 'implausible', 'unknown'))`.execute(db);
  // A judgement is not an edit: `modified` follows only the columns a user changes.
  await sql`DROP TRIGGER readings_modified ON readings`.execute(db);
  await sql`CREATE TRIGGER readings_modified
    BEFORE UPDATE OF meter_id, reading_date, type, note, applying_person_id, owner_company_id ON readings
    FOR EACH ROW EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`CREATE INDEX readings_implausible_idx ON readings (meter_id, reading_date DESC)
    WHERE plausibility = 'implausible'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS readings_implausible_idx`.execute(db);
  await sql`DROP TRIGGER readings_modified ON readings`.execute(db);
  await sql`CREATE TRIGGER readings_modified BEFORE UPDATE ON readings
    FOR EACH ROW EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`ALTER TABLE readings DROP COLUMN IF EXISTS plausibility`.execute(db);
  await sql`ALTER TABLE reading_results DROP COLUMN IF EXISTS plausibility,
    DROP COLUMN IF EXISTS plausibility_reasons`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { REQUEST_SEARCH_TEXT_BACKFILL } from '../request-copies';

/**
 * The reading requests list searches its meter's and building's text (and the delegate's): per candidate
 * a look-up of the meter and of the building, most of the list's cost on a big scope (bench/README.md).
 * Every request now carries that text (`search_text`: the meter's, a space, the building's, exactly as
 * the list joined them), kept by triggers like its building (migration 0007):
 * - set on insert and when the meter changes, with the meter and the building read FOR SHARE, so a
 *   rename committing meanwhile is waited for and then seen;
 * - rewritten when a meter's or a building's text changes (not an edit of the request: `modified` stays).
 * The list then reads one row per candidate instead of three (36 → 22–24 ms on the bench). Not carried
 * in the pending index: it tripled that index (43 → 122 MB) and slowed the dashboard's counters that
 * probe it, for 2 ms on the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reading_requests ADD COLUMN search_text text`.execute(db);
  // A rewrite of the kept copies (building, search text) is not an edit of the request.
  await sql`DROP TRIGGER reading_requests_modified ON reading_requests`.execute(db);
  await sql`CREATE TRIGGER reading_requests_modified BEFORE UPDATE ON reading_requests FOR EACH ROW
    WHEN (OLD.meter_id IS DISTINCT FROM NEW.meter_id OR (OLD.building_id IS NOT DISTINCT FROM NEW.building_id
      AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text))
    EXECUTE FUNCTION set_modified()`.execute(db);
  await sql.raw(REQUEST_SEARCH_TEXT_BACKFILL).execute(db);
  await sql`CREATE OR REPLACE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := meter_building_locked(NEW.meter_id);
      NEW.search_text := (SELECT m.search_text || ' ' || b.search_text FROM meters m, buildings b
        WHERE m.id = NEW.meter_id AND b.id = NEW.building_id FOR SHARE OF b);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE FUNCTION meters_request_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE reading_requests rr SET search_text = NEW.search_text || ' ' || b.search_text
      FROM buildings b WHERE b.id = rr.building_id AND rr.meter_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER meters_request_search_text AFTER UPDATE ON meters
    FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
    EXECUTE FUNCTION meters_request_search_text()`.execute(db);
  await sql`CREATE FUNCTION buildings_request_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE reading_requests rr SET search_text = m.search_text || ' ' || NEW.search_text
      FROM meters m WHERE m.id = rr.meter_id AND rr.building_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER buildings_request_search_text AFTER UPDATE ON buildings
    FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
    EXECUTE FUNCTION buildings_request_search_text()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS buildings_request_search_text ON buildings`.execute(db);
  await sql`DROP FUNCTION IF EXISTS buildings_request_search_text()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS meters_request_search_text ON meters`.execute(db);
  await sql`DROP FUNCTION IF EXISTS meters_request_search_text()`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := meter_building_locked(NEW.meter_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`DROP TRIGGER reading_requests_modified ON reading_requests`.execute(db);
  await sql`CREATE TRIGGER reading_requests_modified BEFORE UPDATE ON reading_requests FOR EACH ROW
    WHEN (OLD.meter_id IS DISTINCT FROM NEW.meter_id OR OLD.building_id IS NOT DISTINCT FROM NEW.building_id)
    EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`ALTER TABLE reading_requests DROP COLUMN IF EXISTS search_text`.execute(db);
}

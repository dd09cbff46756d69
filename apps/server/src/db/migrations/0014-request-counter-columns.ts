import { type Kysely, sql } from 'kysely';
import { REQUEST_SUB_METER_BACKFILL } from '../request-copies';

/**
 * The dashboard's request counters from the pending index alone (bench/README.md): "requests for
 * secondary meters" read every pending request's meter (`main_meter_id`), and "pending requests for
 * main meters of contracting partners" also the request's owner, so a supplier with 15 000 buildings
 * spent 190 and 130 ms on them.
 * - every request carries whether its meter is a sub-meter (`sub_meter`), kept by triggers like its
 *   building (migration 0007): set on insert and when the meter changes, from the meter read FOR SHARE
 *   (`meter_building_locked`), and rewritten when a meter gains or loses its main meter (not an edit of
 *   the request: `modified` stays);
 * - the pending index carries it and the owner;
 * - requests are indexed by origin and creation time ("scheduled this week").
 */
const PENDING = sql`status IN ('new', 'postponed', 'postponed_notified')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reading_requests ADD COLUMN sub_meter boolean NOT NULL DEFAULT false`.execute(db);
  await sql.raw(REQUEST_SUB_METER_BACKFILL).execute(db);
  await sql`DROP TRIGGER reading_requests_modified ON reading_requests`.execute(db);
  await sql`CREATE TRIGGER reading_requests_modified BEFORE UPDATE ON reading_requests FOR EACH ROW
    WHEN (OLD.meter_id IS DISTINCT FROM NEW.meter_id OR (OLD.building_id IS NOT DISTINCT FROM NEW.building_id
      AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text AND OLD.sub_meter = NEW.sub_meter))
    EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := meter_building_locked(NEW.meter_id);
      SELECT m.search_text || ' ' || b.search_text, m.main_meter_id IS NOT NULL
        INTO NEW.search_text, NEW.sub_meter
        FROM meters m, buildings b WHERE m.id = NEW.meter_id AND b.id = NEW.building_id FOR SHARE OF b;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE FUNCTION meters_request_sub_meter() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE reading_requests SET sub_meter = NEW.main_meter_id IS NOT NULL WHERE meter_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER meters_request_sub_meter AFTER UPDATE OF main_meter_id ON meters
    FOR EACH ROW WHEN ((OLD.main_meter_id IS NULL) <> (NEW.main_meter_id IS NULL))
    EXECUTE FUNCTION meters_request_sub_meter()`.execute(db);
  await sql`DROP INDEX reading_requests_pending_building_idx`.execute(db);
  await sql`CREATE INDEX reading_requests_pending_building_idx
    ON reading_requests (building_id, planned_reading_date_end)
    INCLUDE (status, meter_id, planned_reading_date, delegate_id, id, sub_meter, owner_company_id)
    WHERE ${PENDING}`.execute(db);
  await sql`CREATE INDEX reading_requests_origin_created_idx ON reading_requests (origin, created)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS reading_requests_origin_created_idx`.execute(db);
  await sql`DROP INDEX reading_requests_pending_building_idx`.execute(db);
  await sql`CREATE INDEX reading_requests_pending_building_idx
    ON reading_requests (building_id, planned_reading_date_end)
    INCLUDE (status, meter_id, planned_reading_date, delegate_id, id)
    WHERE ${PENDING}`.execute(db);
  await sql`DROP TRIGGER IF EXISTS meters_request_sub_meter ON meters`.execute(db);
  await sql`DROP FUNCTION IF EXISTS meters_request_sub_meter()`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := meter_building_locked(NEW.meter_id);
      NEW.search_text := (SELECT m.search_text || ' ' || b.search_text FROM meters m, buildings b
        WHERE m.id = NEW.meter_id AND b.id = NEW.building_id FOR SHARE OF b);
      RETURN NEW;
    END $$`.execute(db);
  await sql`DROP TRIGGER reading_requests_modified ON reading_requests`.execute(db);
  await sql`CREATE TRIGGER reading_requests_modified BEFORE UPDATE ON reading_requests FOR EACH ROW
    WHEN (OLD.meter_id IS DISTINCT FROM NEW.meter_id OR (OLD.building_id IS NOT DISTINCT FROM NEW.building_id
      AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text))
    EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`ALTER TABLE reading_requests DROP COLUMN IF EXISTS sub_meter`.execute(db);
}

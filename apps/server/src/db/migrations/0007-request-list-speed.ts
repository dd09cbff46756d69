import { type Kysely, sql } from 'kysely';

/**
 * The reading requests list as a company sees it (bench/README.md). Its scope is the meter's building
 * (a company's ~2 300 of 100 000 buildings) and its usual filters are on the request (status, overdue);
 * a request only knew its meter, so the plan had to join all of the company's meters (~25 000) to all
 * candidates of the status filter (~90 000 overdue new ones). Now:
 * - every request carries its meter's building (`building_id`), kept by triggers: set from the meter on
 *   insert and when the meter changes, and rewritten when a meter moves to another building (that
 *   rewrite is not an edit of the request: `modified` stays);
 * - the pending requests (where `overdue` looks) are indexed per building with the columns the filters,
 *   orderings and joins read, so the list starts from the company's buildings: one probe per building.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reading_requests ADD COLUMN building_id uuid`.execute(db);
  await sql`UPDATE reading_requests rr SET building_id = m.building_id FROM meters m WHERE m.id = rr.meter_id`.execute(
    db,
  );
  await sql`ALTER TABLE reading_requests ALTER COLUMN building_id SET NOT NULL`.execute(db);
  await sql`CREATE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := (SELECT building_id FROM meters WHERE id = NEW.meter_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER reading_requests_building
    BEFORE INSERT OR UPDATE OF meter_id, building_id ON reading_requests
    FOR EACH ROW EXECUTE FUNCTION reading_requests_set_building()`.execute(db);
  await sql`CREATE FUNCTION meters_move_requests() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE reading_requests SET building_id = NEW.building_id WHERE meter_id = NEW.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER meters_move_requests AFTER UPDATE OF building_id ON meters
    FOR EACH ROW WHEN (OLD.building_id IS DISTINCT FROM NEW.building_id)
    EXECUTE FUNCTION meters_move_requests()`.execute(db);
  // A request whose meter moved is not modified (the building trigger runs first: names in order).
  await sql`DROP TRIGGER reading_requests_modified ON reading_requests`.execute(db);
  await sql`CREATE TRIGGER reading_requests_modified BEFORE UPDATE ON reading_requests FOR EACH ROW
    WHEN (OLD.meter_id IS DISTINCT FROM NEW.meter_id OR OLD.building_id IS NOT DISTINCT FROM NEW.building_id)
    EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`CREATE INDEX reading_requests_pending_building_idx
    ON reading_requests (building_id, planned_reading_date_end)
    INCLUDE (status, meter_id, planned_reading_date, delegate_id, id)
    WHERE status IN ('new', 'postponed', 'postponed_notified')`.execute(db);
  await sql`CREATE INDEX reading_requests_building_idx ON reading_requests (building_id, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER reading_requests_modified ON reading_requests`.execute(db);
  await sql`CREATE TRIGGER reading_requests_modified BEFORE UPDATE ON reading_requests
    FOR EACH ROW EXECUTE FUNCTION set_modified()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS meters_move_requests ON meters`.execute(db);
  await sql`DROP FUNCTION IF EXISTS meters_move_requests()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS reading_requests_building ON reading_requests`.execute(db);
  await sql`DROP FUNCTION IF EXISTS reading_requests_set_building()`.execute(db);
  await sql`ALTER TABLE reading_requests DROP COLUMN IF EXISTS building_id`.execute(db);
}

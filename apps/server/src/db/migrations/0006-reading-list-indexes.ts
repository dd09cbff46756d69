import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the reading requests list as a company sees it (bench/README.md):
 * - requests by status and planned end (the status filter, `overdue`) now carry the meter, the planned
 *   start and the delegate, so the candidates come from the index alone and are joined to the company's
 *   meters by hash;
 * - a building's meters with their ids and search text: the company's meters (the scope of requests and
 *   readings) and the meter part of the requests' search come from the index alone, one probe per building.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reading_requests_status_idx`.execute(db);
  await sql`CREATE INDEX reading_requests_status_idx ON reading_requests (status, planned_reading_date_end)
    INCLUDE (meter_id, planned_reading_date, delegate_id)`.execute(db);
  await sql`CREATE INDEX meters_building_search_idx ON meters (building_id) INCLUDE (id, search_text)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS meters_building_search_idx`.execute(db);
  await sql`DROP INDEX reading_requests_status_idx`.execute(db);
  await sql`CREATE INDEX reading_requests_status_idx ON reading_requests (status, planned_reading_date_end)`.execute(
    db,
  );
}

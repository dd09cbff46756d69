import { type Kysely, sql } from 'kysely';

/**
 * The meters list filters a company's buildings' meters by medium and status (and needs_check) and
 * orders them by meter number. This index answers all of that from the index alone, one probe per
 * visible building, instead of reading every meter row of those buildings (bench/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX meters_building_medium_status_idx ON meters (building_id, physical_medium, status) INCLUDE (needs_check, meter_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS meters_building_medium_status_idx`.execute(db);
}

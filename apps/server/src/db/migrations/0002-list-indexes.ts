import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the big lists as a company sees them (bench/README.md):
 * - the meters list filters the meters of a company's buildings by medium and status (and needs_check)
 *   and orders them by meter number: this index answers that from the index alone, one probe per building;
 * - a company's own buildings (the start of every scope) come from the owner index alone, with their ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX meters_building_medium_status_idx ON meters (building_id, physical_medium, status) INCLUDE (needs_check, meter_id, id)`.execute(
    db,
  );
  await sql`DROP INDEX buildings_owner_company_idx`.execute(db);
  await sql`CREATE INDEX buildings_owner_company_idx ON buildings (owner_company_id, zip_code) INCLUDE (id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS meters_building_medium_status_idx`.execute(db);
  await sql`DROP INDEX buildings_owner_company_idx`.execute(db);
  await sql`CREATE INDEX buildings_owner_company_idx ON buildings (owner_company_id, zip_code)`.execute(db);
}

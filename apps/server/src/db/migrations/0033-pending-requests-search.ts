import { type Kysely, sql } from 'kysely';

/**
 * The pending index (migrations 0007 and 0014) carries each request's search text, so the reading requests
 * list's usual call (open or overdue requests with a search term) finds its rows in the index alone instead
 * of reading every candidate request's row for the text (the figures are in bench/README.md).
 */
const PENDING = sql`status IN ('new', 'postponed', 'postponed_notified')`;

const pendingIndex = (included: ReturnType<typeof sql>) =>
  sql`CREATE INDEX reading_requests_pending_building_idx
    ON reading_requests (building_id, planned_reading_date_end) INCLUDE (${included}) WHERE ${PENDING}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reading_requests_pending_building_idx`.execute(db);
  await pendingIndex(
    sql`status, meter_id, planned_reading_date, delegate_id, id, sub_meter, owner_company_id, search_text`,
  ).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reading_requests_pending_building_idx`.execute(db);
  await pendingIndex(
    sql`status, meter_id, planned_reading_date, delegate_id, id, sub_meter, owner_company_id`,
  ).execute(db);
}

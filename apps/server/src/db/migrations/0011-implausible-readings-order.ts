import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's "implausible readings" row (`readings/?plausibility=implausible`, newest first): once
 * a company has some, PostgreSQL walked the whole date index filtering for them (420–550 ms on 10 M
 * readings with 5 674 implausible); this index holds only them, in the list's order (24 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX readings_implausible_date_idx ON readings (reading_date DESC, id)
    WHERE plausibility = 'implausible'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS readings_implausible_date_idx`.execute(db);
}

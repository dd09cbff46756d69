import { type Kysely, sql } from 'kysely';

/**
 * A contractor link grants only once the contractor consents: `status` is `pending` when a company asks,
 * `accepted` when a scheduler of the contractor (or the companies administration) agrees, `declined` when
 * it refuses or ends the link. Links made before consent existed were agreed on paper: they stay accepted.
 * The audit trigger records the column as `contractors[<id>].status`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE company_contractors ADD COLUMN status text NOT NULL DEFAULT 'accepted'
    CHECK (status IN ('pending', 'accepted', 'declined'))`.execute(db);
  await sql`ALTER TABLE company_contractors ALTER COLUMN status SET DEFAULT 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE company_contractors DROP COLUMN status`.execute(db);
}

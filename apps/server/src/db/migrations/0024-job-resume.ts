import { type Kysely, sql } from 'kysely';

/**
 * Jobs that another process can run again when theirs died: `resume` holds what the work needs
 * besides its owner (a stored export's request and its file's address), `attempts` how often it started.
 * A job without `resume` (an import: its file was in the dead process's memory) is failed as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs ADD COLUMN resume jsonb, ADD COLUMN attempts integer NOT NULL DEFAULT 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs DROP COLUMN resume, DROP COLUMN attempts`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Exports started with `Prefer: respond-async` store their file here, in parts of about 1 MiB, so any
 * server instance serves `jobs/{id}/file/` (no local disk). `file_content_type` marks such an export from
 * its start; `file_size` is set when it succeeded and cleared when its file expires (see
 * EXPORT_FILE_KEEP_HOURS). The partial index serves the expiry, which every server's sweep runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE jobs ADD COLUMN file_content_type text`.execute(db);
  await sql`ALTER TABLE jobs ADD COLUMN file_size bigint`.execute(db);
  await sql`CREATE TABLE job_files (
    job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    part integer NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (job_id, part)
  )`.execute(db);
  await sql`CREATE INDEX jobs_file_kept_idx ON jobs (finished) WHERE file_size IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job_files`.execute(db);
  await sql`DROP INDEX jobs_file_kept_idx`.execute(db);
  await sql`ALTER TABLE jobs DROP COLUMN file_size`.execute(db);
  await sql`ALTER TABLE jobs DROP COLUMN file_content_type`.execute(db);
}

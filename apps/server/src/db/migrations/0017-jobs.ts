import { type Kysely, sql } from 'kysely';

/**
 * Jobs: imports and exports run as jobs whose state lives here, so any server instance answers
 * `jobs/{id}/` and a job whose server stopped is failed by the others (its heartbeat goes stale). A job is
 * also the import's report (`reading_requests-report/{id}/`): its messages name rows and columns. It
 * replaces the never used `import_reports` of 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE import_reports`.execute(db);
  await sql`CREATE TABLE jobs (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
    kind text NOT NULL CHECK (kind IN ('import', 'export')),
    mode text NOT NULL CHECK (mode IN ('ALL', 'BASE', 'READINGS')),
    dry_run boolean NOT NULL DEFAULT false,
    file_name varchar(255) NOT NULL DEFAULT '',
    state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'succeeded', 'failed')),
    rows_done integer NOT NULL DEFAULT 0,
    rows_total integer,
    messages jsonb NOT NULL DEFAULT '[]',
    result jsonb,
    created timestamptz NOT NULL DEFAULT now(),
    finished timestamptz,
    heartbeat timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX jobs_company_idx ON jobs (company_id, kind, created DESC)`.execute(db);
  await sql`CREATE INDEX jobs_running_idx ON jobs (heartbeat) WHERE state = 'running'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE jobs`.execute(db);
  await sql`CREATE TABLE import_reports (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    mode text NOT NULL CHECK (mode IN ('ALL', 'BASE')),
    dry_run boolean NOT NULL,
    file_name varchar(255) NOT NULL,
    result text NOT NULL,
    messages jsonb NOT NULL DEFAULT '[]',
    created timestamptz NOT NULL DEFAULT now(),
    modified timestamptz NOT NULL DEFAULT now(),
    owner_id uuid REFERENCES users (id) ON DELETE SET NULL
  )`.execute(db);
  await sql`CREATE INDEX import_reports_company_idx ON import_reports (company_id, created DESC)`.execute(db);
  await sql`CREATE TRIGGER import_reports_modified BEFORE UPDATE ON import_reports FOR EACH ROW
    EXECUTE FUNCTION set_modified()`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { AUDITED, auditRowFunction } from '../audit-trail';

/**
 * The audit trail: who changed what, written by row triggers in the transaction of the change,
 * so no write path can skip it (bulk updates, the meter change, finalize, autodispose, the schedule,
 * imports). The actor is set per transaction (`DataAccess.transaction`: `portal.audit_actor`, a JSON
 * object `{user, company}` or `{system}`); a change made without one (an operator in psql) is recorded as
 * the database role that made it.
 *
 * One row per changed object and statement row: `changes` maps each changed field to `[before, after]`
 * (`[null, value]` on insert, `[value, null]` on delete; a child row's change is an update of its parent). Kept copies and derived columns (search texts,
 * the request's building, plausibility, `modified`) are not recorded; password hashes and token versions
 * are recorded as changed without their values (`[null, null]`). Child rows are recorded on their parent:
 * a reading's result for OBIS 1.8.0 as `results[1.8.0].value`, a contractor as `contractors[<id>]`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    transaction_id bigint NOT NULL DEFAULT txid_current(),
    actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'system', 'database')),
    actor_id uuid,
    actor_company_id uuid,
    actor_label text,
    object_type text NOT NULL,
    object_id uuid NOT NULL,
    action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
    changes jsonb NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX audit_log_object_idx ON audit_log (object_type, object_id, id)`.execute(db);
  await sql`CREATE INDEX audit_log_company_at_idx ON audit_log (actor_company_id, at)`.execute(db);
  await sql`CREATE INDEX audit_log_at_idx ON audit_log (at)`.execute(db);

  await auditRowFunction.execute(db);

  for (const [table, object, idColumn, child, key, skip, redact] of AUDITED) {
    const args = [object, idColumn, child, key, skip, redact].map((arg) => sql.lit(arg));
    await sql`CREATE TRIGGER ${sql.id(`${table}_audit`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
      FOR EACH ROW EXECUTE FUNCTION audit_row(${sql.join(args)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of AUDITED)
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_audit`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION IF EXISTS audit_row()`.execute(db);
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db);
}

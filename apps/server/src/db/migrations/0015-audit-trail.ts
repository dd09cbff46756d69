import { type Kysely, sql } from 'kysely';

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
export const AUDITED: [
  table: string,
  object: string,
  idColumn: string,
  child: string,
  key: string,
  skip: string,
  redact: string,
][] = [
  ['companies', 'companies', 'id', '', '', 'created,modified', ''],
  ['company_contractors', 'companies', 'company_id', 'contractors', 'contractor_id', 'created', ''],
  [
    'users',
    'users',
    'id',
    '',
    '',
    'created,modified,last_login,webportal_settings',
    'password_hash,token_version',
  ],
  ['buildings', 'buildings', 'id', '', '', 'created,modified,search_text', ''],
  ['meters', 'meters', 'id', '', '', 'created,modified,search_text', ''],
  ['readings', 'readings', 'id', '', '', 'created,modified,answered,plausibility', ''],
  ['reading_results', 'readings', 'reading_id', 'results', 'obis', 'plausibility,plausibility_reasons', ''],
  ['reading_image_metas', 'readings', 'reading_id', 'images', 'id', 'created', ''],
  [
    'reading_requests',
    'reading_requests',
    'id',
    '',
    '',
    'created,modified,building_id,search_text,sub_meter',
    '',
  ],
];

/**
 * The trigger function as 0015 wrote it (0016's down puts it back). Arguments: object type, the column
 * holding the object's id, for a child row its field prefix and key column, the columns not recorded, the
 * columns recorded without values.
 */
export const auditRowFunction = sql`CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    id_column text := TG_ARGV[1];
    prefix text := TG_ARGV[2];
    key_column text := TG_ARGV[3];
    skipped text[] := string_to_array(TG_ARGV[4], ',');
    redacted text[] := string_to_array(TG_ARGV[5], ',');
    before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
    after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
    present jsonb := coalesce(after, before);
    field_name text;
    column_name text;
    changes jsonb := '{}';
    actor jsonb;
  BEGIN
    FOR column_name IN SELECT jsonb_object_keys(present) LOOP
      CONTINUE WHEN column_name = ANY (skipped) OR column_name IN (id_column, key_column);
      CONTINUE WHEN TG_OP = 'UPDATE' AND before -> column_name = after -> column_name;
      CONTINUE WHEN TG_OP <> 'UPDATE' AND present -> column_name = 'null'::jsonb;
      field_name := CASE WHEN prefix = '' THEN column_name
        ELSE prefix || '[' || (present ->> key_column) || '].' || column_name END;
      changes := changes || jsonb_build_object(field_name, CASE
        WHEN column_name = ANY (redacted) THEN '[null, null]'::jsonb
        ELSE jsonb_build_array(before -> column_name, after -> column_name) END);
    END LOOP;
    -- A child row with nothing but its keys (a contractor): its presence is the change.
    IF prefix <> '' AND changes = '{}' AND TG_OP <> 'UPDATE' THEN
      changes := jsonb_build_object(prefix || '[' || (present ->> key_column) || ']',
        jsonb_build_array(CASE WHEN TG_OP = 'DELETE' THEN 'true'::jsonb END,
                          CASE WHEN TG_OP = 'INSERT' THEN 'true'::jsonb END));
    END IF;
    IF changes = '{}' THEN RETURN NULL; END IF;
    actor := nullif(current_setting('portal.audit_actor', true), '')::jsonb;
    INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
    VALUES (
      CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
      (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
      CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
      TG_ARGV[0], (present ->> id_column)::uuid,
      CASE WHEN prefix <> '' THEN 'update' ELSE lower(TG_OP)::text END,
      changes);
    RETURN NULL;
  END $$`;

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

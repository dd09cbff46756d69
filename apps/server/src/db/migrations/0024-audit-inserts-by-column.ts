import { type Kysely, sql } from 'kysely';
import { AUDITED } from './0015-audit-trail';

/** The audited tables whose rows are objects of their own (not a parent's child rows). */
const OBJECT_TABLES = AUDITED.filter(([, , , child]) => child === '');

/**
 * New objects' audit entries built column by column (issue 16): 0018's generic `audit_insert` turns each
 * new row into jsonb, splits it into fields and aggregates them again, about 20 µs a row (2 of a 100 000-
 * meter import's 12 s). `audit_insert_compile(table, …)` writes a trigger function for one table that
 * builds the same `{field: [null, value]}` from the row's columns directly, its column list read from the
 * catalog: a migration that adds a column to an audited table calls it again (a test compares each
 * function with its table). Child rows (a reading's values, contractors) keep the generic function.
 */
const compileFunction = sql`CREATE FUNCTION audit_insert_compile(tbl text, object_type text, id_column text,
    skipped text[], redacted text[]) RETURNS void LANGUAGE plpgsql AS $compile$
  DECLARE
    fields text;
    nulls text;
  BEGIN
    -- Per column: its key and [null, value] (or [null, null] when redacted); and its key when the value is
    -- missing (SQL or JSON null), removed from the object afterwards as the generic function skips it.
    SELECT string_agg(format('%L, %s', a.attname, CASE WHEN a.attname = ANY (redacted) THEN '''[null, null]''::jsonb'
          ELSE format('jsonb_build_array(null, n.%I)', a.attname) END), ', ' ORDER BY a.attnum),
      string_agg(format('CASE WHEN n.%I IS NULL%s THEN %L END', a.attname,
          CASE WHEN a.atttypid IN ('json'::regtype, 'jsonb'::regtype) THEN format(' OR n.%I::jsonb = ''null''::jsonb', a.attname) ELSE '' END,
          a.attname), ', ' ORDER BY a.attnum)
      INTO fields, nulls
    FROM pg_attribute a
    WHERE a.attrelid = tbl::regclass AND a.attnum > 0 AND NOT a.attisdropped
      AND a.attname <> id_column AND NOT a.attname = ANY (skipped);
    EXECUTE format($function$CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $body$
      DECLARE
        actor jsonb := nullif(current_setting('portal.audit_actor', true), '')::jsonb;
      BEGIN
        INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
        SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
          (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
          CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
          %L, fresh.id, 'insert', fresh.changes
        FROM (SELECT n.%I AS id, jsonb_build_object(%s) - array_remove(ARRAY[%s]::text[], NULL) AS changes
          FROM new_rows n) fresh
        WHERE fresh.changes <> '{}'::jsonb;
        RETURN NULL;
      END $body$$function$, 'audit_insert_' || tbl, object_type, id_column, fields, nulls);
    EXECUTE format('DROP TRIGGER %I ON %I', tbl || '_audit_insert', tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      tbl || '_audit_insert', tbl, 'audit_insert_' || tbl);
  END $compile$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await compileFunction.execute(db);
  for (const [table, object, idColumn, , , skip, redact] of OBJECT_TABLES)
    await sql`SELECT audit_insert_compile(${table}, ${object}, ${idColumn},
      string_to_array(${skip}, ','), string_to_array(${redact}, ','))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, object, idColumn, child, key, skip, redact] of OBJECT_TABLES) {
    const args = [object, idColumn, child, key, skip, redact].map((arg) => sql.lit(arg));
    await sql`DROP TRIGGER ${sql.id(`${table}_audit_insert`)} ON ${sql.id(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_audit_insert`)} AFTER INSERT ON ${sql.id(table)}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert(${sql.join(args)})`.execute(
      db,
    );
    await sql`DROP FUNCTION ${sql.id(`audit_insert_${table}`)}()`.execute(db);
  }
  await sql`DROP FUNCTION audit_insert_compile(text, text, text, text[], text[])`.execute(db);
}

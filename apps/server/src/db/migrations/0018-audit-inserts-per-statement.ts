import { type Kysely, sql } from 'kysely';
import { AUDITED } from './0015-audit-trail';

/**
 * Inserts are audited once per statement: an import's 100 000 meters cost 7.8 of their 11 s
 * in the row trigger (a PL/pgSQL loop over the row's fields and a look-up of the object's newest entry
 * per row). `audit_insert` writes the same entries as `audit_row` did for inserts, set-based from the
 * statement's new rows: a new object's entry without a look-up (its id is new), a child row's fields
 * (a reading's values, a contractor) merged into its parent's entry of this transaction as 0016 merges
 * them, or a new `update` entry of the parent. Updates and deletes stay with the row trigger.
 */
export const auditInsertFunction = sql`CREATE OR REPLACE FUNCTION audit_insert() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    audited_type text := TG_ARGV[0];
    id_column text := TG_ARGV[1];
    prefix text := TG_ARGV[2];
    key_column text := TG_ARGV[3];
    skipped text[] := string_to_array(TG_ARGV[4], ',');
    redacted text[] := string_to_array(TG_ARGV[5], ',');
    actor jsonb := nullif(current_setting('portal.audit_actor', true), '')::jsonb;
  BEGIN
    IF prefix = '' THEN
      -- New objects: each one's non-null fields as [null, value]; a new id has no earlier entry.
      INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
      SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
        (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
        CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
        audited_type, (fresh.row ->> id_column)::uuid, 'insert', own.changes
      FROM (SELECT to_jsonb(n) AS row FROM new_rows n) fresh
      CROSS JOIN LATERAL (
        SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY (redacted) THEN '[null, null]'::jsonb
            ELSE jsonb_build_array(null, e.value) END) AS changes
        FROM jsonb_each(fresh.row - skipped - id_column) e WHERE e.value <> 'null'::jsonb
      ) own
      WHERE own.changes IS NOT NULL;
      RETURN NULL;
    END IF;
    -- Child rows: each one's non-null fields as prefix[key].field: [null, value] (a row with nothing but
    -- its keys is itself the change), gathered per parent.
    WITH per_object AS (
      SELECT (fresh.row ->> id_column)::uuid AS object_id, jsonb_object_agg(field.name, field.change) AS changes
      FROM (SELECT to_jsonb(n) AS row FROM new_rows n) fresh
      CROSS JOIN LATERAL (
        SELECT coalesce(jsonb_object_agg(prefix || '[' || (fresh.row ->> key_column) || '].' || e.key,
            CASE WHEN e.key = ANY (redacted) THEN '[null, null]'::jsonb ELSE jsonb_build_array(null, e.value) END),
          jsonb_build_object(prefix || '[' || (fresh.row ->> key_column) || ']', '[null, true]'::jsonb)) AS changes
        FROM jsonb_each(fresh.row - skipped - id_column - key_column) e WHERE e.value <> 'null'::jsonb
      ) own
      CROSS JOIN LATERAL jsonb_each(own.changes) AS field(name, change)
      GROUP BY 1
    ), with_earlier AS (
      -- The parent's newest entry, if this transaction wrote it.
      SELECT f.object_id, f.changes, earlier.id AS earlier_id, earlier.changes AS earlier_changes,
        earlier.action AS earlier_action
      FROM per_object f
      LEFT JOIN LATERAL (SELECT a.id, a.changes, a.action, a.transaction_id FROM audit_log a
        WHERE a.object_type = audited_type AND a.object_id = f.object_id
        ORDER BY a.id DESC LIMIT 1) earlier ON earlier.transaction_id = txid_current()
    ), merged AS (
      -- Each field from its first before to its last after, dropped when back where it began; new fields
      -- alone (a new reading's values) are simply added.
      SELECT w.earlier_id AS id, w.earlier_action AS action, CASE
        WHEN NOT w.earlier_changes ?| ARRAY(SELECT jsonb_object_keys(w.changes))
          THEN w.earlier_changes || w.changes
        ELSE (SELECT coalesce(jsonb_object_agg(m.name, m.change), '{}'::jsonb) FROM (
            SELECT k AS name, CASE WHEN w.earlier_changes ? k
              THEN jsonb_build_array(w.earlier_changes -> k -> 0, w.changes -> k -> 1) ELSE w.changes -> k END AS change
            FROM jsonb_object_keys(w.changes) k
            UNION ALL
            SELECT k, w.earlier_changes -> k FROM jsonb_object_keys(w.earlier_changes) k WHERE NOT w.changes ? k
          ) m WHERE NOT (m.change -> 0 = m.change -> 1 AND m.change <> '[null, null]'::jsonb)) END AS changes
      FROM with_earlier w WHERE w.earlier_id IS NOT NULL
    ), removed AS (
      -- An update entry left with nothing.
      DELETE FROM audit_log a USING merged m WHERE a.id = m.id AND m.changes = '{}' AND m.action = 'update'
    ), kept AS (
      UPDATE audit_log a SET changes = m.changes FROM merged m
      WHERE a.id = m.id AND NOT (m.changes = '{}' AND m.action = 'update')
    )
    INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
    SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
      (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
      CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
      audited_type, w.object_id, 'update', w.changes
    FROM with_earlier w WHERE w.earlier_id IS NULL AND w.changes <> '{}';
    RETURN NULL;
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await auditInsertFunction.execute(db);
  for (const [table, object, idColumn, child, key, skip, redact] of AUDITED) {
    const args = [object, idColumn, child, key, skip, redact].map((arg) => sql.lit(arg));
    await sql`DROP TRIGGER ${sql.id(`${table}_audit`)} ON ${sql.id(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_audit`)} AFTER UPDATE OR DELETE ON ${sql.id(table)}
      FOR EACH ROW EXECUTE FUNCTION audit_row(${sql.join(args)})`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_audit_insert`)} AFTER INSERT ON ${sql.id(table)}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert(${sql.join(args)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, object, idColumn, child, key, skip, redact] of AUDITED) {
    const args = [object, idColumn, child, key, skip, redact].map((arg) => sql.lit(arg));
    await sql`DROP TRIGGER ${sql.id(`${table}_audit_insert`)} ON ${sql.id(table)}`.execute(db);
    await sql`DROP TRIGGER ${sql.id(`${table}_audit`)} ON ${sql.id(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_audit`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(table)}
      FOR EACH ROW EXECUTE FUNCTION audit_row(${sql.join(args)})`.execute(db);
  }
  await sql`DROP FUNCTION audit_insert()`.execute(db);
}

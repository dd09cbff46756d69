import { sql } from 'kysely';

/**
 * The audit trail's triggers (migrations 0015–0027): the audited tables with their triggers' arguments,
 * and the earlier definitions of the trigger functions that a later migration's `down` puts back. The
 * functions as they are now live in `routines/` (`audit_row`, `audit_insert`, `audit_pairs`,
 * `audit_new_readings`); these earlier ones never change.
 */

/**
 * Per audited table: the object type it is recorded as, the column holding the object's id, for a child
 * row its field prefix and key column, the columns not recorded, the columns recorded without values.
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

/** The arguments and the row both `audit_row` definitions below start from. */
const AUDIT_ROW_ARGUMENTS = sql.raw(`id_column text := TG_ARGV[1];
    prefix text := TG_ARGV[2];
    key_column text := TG_ARGV[3];
    skipped text[] := string_to_array(TG_ARGV[4], ',');
    redacted text[] := string_to_array(TG_ARGV[5], ',');
    before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
    after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
    present jsonb := coalesce(after, before);`);

/** Both `audit_row` definitions: the row's changed fields as `field: [before, after]`; none, no entry. */
const AUDIT_ROW_CHANGES = sql.raw(`FOR column_name IN SELECT jsonb_object_keys(present) LOOP
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
    IF changes = '{}' THEN RETURN NULL; END IF;`);

/** Both `audit_row` definitions: the entry's INSERT through its actor (the transaction's `portal.audit_actor`). */
const AUDIT_ENTRY_ACTOR = sql.raw(`actor := nullif(current_setting('portal.audit_actor', true), '')::jsonb;
    INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
    VALUES (
      CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
      (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
      CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,`);

/**
 * The trigger function as 0015 wrote it (0016's down puts it back). Arguments: object type, the column
 * holding the object's id, for a child row its field prefix and key column, the columns not recorded, the
 * columns recorded without values.
 */
export const auditRowFunction = sql`CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    ${AUDIT_ROW_ARGUMENTS}
    field_name text;
    column_name text;
    changes jsonb := '{}';
    actor jsonb;
  BEGIN
    ${AUDIT_ROW_CHANGES}
    ${AUDIT_ENTRY_ACTOR}
      TG_ARGV[0], (present ->> id_column)::uuid,
      CASE WHEN prefix <> '' THEN 'update' ELSE lower(TG_OP)::text END,
      changes);
    RETURN NULL;
  END $$`;

/** `audit_row` as 0016 wrote it (0026's down puts it back): one entry per object and transaction. */
export const auditRowMergeFunction = sql`CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ${AUDIT_ROW_ARGUMENTS}
      changed_id uuid := (present ->> id_column)::uuid;
      this_action text := CASE WHEN prefix <> '' THEN 'update' ELSE lower(TG_OP) END;
      field_name text;
      column_name text;
      changes jsonb := '{}';
      actor jsonb;
      earlier audit_log%ROWTYPE;
      merged jsonb;
    BEGIN
      ${AUDIT_ROW_CHANGES}

      SELECT * INTO earlier FROM audit_log a
        WHERE a.object_type = TG_ARGV[0] AND a.object_id = changed_id
        ORDER BY a.id DESC LIMIT 1;
      IF FOUND AND earlier.transaction_id = txid_current() THEN
        FOR field_name IN SELECT jsonb_object_keys(changes) LOOP
          merged := CASE WHEN earlier.changes ? field_name
            THEN jsonb_build_array(earlier.changes -> field_name -> 0, changes -> field_name -> 1)
            ELSE changes -> field_name END;
          -- Back where it began (a value replaced by itself); a redacted [null, null] stays a change.
          IF merged -> 0 = merged -> 1 AND merged <> '[null, null]'::jsonb THEN
            earlier.changes := earlier.changes - field_name;
          ELSE
            earlier.changes := earlier.changes || jsonb_build_object(field_name, merged);
          END IF;
        END LOOP;
        IF earlier.changes = '{}' AND earlier.action = 'update' THEN
          DELETE FROM audit_log WHERE id = earlier.id;
        ELSE
          UPDATE audit_log SET changes = earlier.changes,
            action = CASE WHEN this_action = 'delete' THEN 'delete' ELSE earlier.action END
            WHERE id = earlier.id;
        END IF;
        RETURN NULL;
      END IF;

      ${AUDIT_ENTRY_ACTOR}
        TG_ARGV[0], changed_id, this_action, changes);
      RETURN NULL;
    END $$`;

/** `audit_insert` as 0018 wrote it (0026's down puts it back): inserts audited once per statement. */
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

-- The audit trail's entries for inserted rows, set-based per statement; a new object's fields plain (migrations 0018, 0026).
CREATE OR REPLACE FUNCTION public.audit_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    audited_type text := TG_ARGV[0];
    id_column text := TG_ARGV[1];
    prefix text := TG_ARGV[2];
    key_column text := TG_ARGV[3];
    skipped text[] := string_to_array(TG_ARGV[4], ',');
    redacted text[] := string_to_array(TG_ARGV[5], ',');
    actor jsonb := nullif(current_setting('portal.audit_actor', true), '')::jsonb;
  BEGIN
    IF prefix = '' AND redacted = '{}' THEN
      -- New objects: each one's fields as they are (a new id has no earlier entry).
      INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action,
        changes, plain)
      SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
        (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
        CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
        audited_type, (fresh.row ->> id_column)::uuid, 'insert', fresh.row - skipped - id_column, true
      FROM (SELECT to_jsonb(n) AS row FROM new_rows n) fresh;
      RETURN NULL;
    END IF;
    IF prefix = '' THEN
      -- New objects with redacted fields: the non-null fields as [null, value], a redacted one [null, null].
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
        earlier.action AS earlier_action, earlier.plain AS earlier_plain,
        earlier.changes ?| ARRAY(SELECT jsonb_object_keys(f.changes)) AS overlap
      FROM per_object f
      LEFT JOIN LATERAL (SELECT a.id, a.changes, a.action, a.plain, a.transaction_id FROM audit_log a
        WHERE a.object_type = audited_type AND a.object_id = f.object_id
        ORDER BY a.id DESC LIMIT 1) earlier ON earlier.transaction_id = txid_current()
    ), merged AS (
      -- New fields alone (a new reading's values) are added, as values to a plain entry; else each field
      -- from its first before to its last after, dropped when back where it began.
      SELECT w.earlier_id AS id, w.earlier_action AS action, w.earlier_plain AND NOT w.overlap AS plain, CASE
        WHEN NOT w.overlap AND w.earlier_plain
          THEN w.earlier_changes || (SELECT jsonb_object_agg(c.key, c.value -> 1) FROM jsonb_each(w.changes) c)
        WHEN NOT w.overlap THEN w.earlier_changes || w.changes
        ELSE (SELECT coalesce(jsonb_object_agg(m.name, m.change), '{}'::jsonb)
          FROM (SELECT CASE WHEN w.earlier_plain THEN audit_pairs(w.earlier_changes)
              ELSE w.earlier_changes END AS pairs) e
          CROSS JOIN LATERAL (
            SELECT k AS name, CASE WHEN e.pairs ? k
              THEN jsonb_build_array(e.pairs -> k -> 0, w.changes -> k -> 1) ELSE w.changes -> k END AS change
            FROM jsonb_object_keys(w.changes) k
            UNION ALL
            SELECT k, e.pairs -> k FROM jsonb_object_keys(e.pairs) k WHERE NOT w.changes ? k
          ) m WHERE NOT (m.change -> 0 = m.change -> 1 AND m.change <> '[null, null]'::jsonb)) END AS changes
      FROM with_earlier w WHERE w.earlier_id IS NOT NULL
    ), removed AS (
      -- An update entry left with nothing.
      DELETE FROM audit_log a USING merged m WHERE a.id = m.id AND m.changes = '{}' AND m.action = 'update'
    ), kept AS (
      UPDATE audit_log a SET changes = m.changes, plain = m.plain FROM merged m
      WHERE a.id = m.id AND NOT (m.changes = '{}' AND m.action = 'update')
    )
    INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
    SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
      (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
      CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
      audited_type, w.object_id, 'update', w.changes
    FROM with_earlier w WHERE w.earlier_id IS NULL AND w.changes <> '{}';
    RETURN NULL;
  END $function$;

CREATE OR REPLACE TRIGGER buildings_audit_insert AFTER INSERT ON public.buildings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('buildings', 'id', '', '', 'created,modified,search_text', '');
CREATE OR REPLACE TRIGGER companies_audit_insert AFTER INSERT ON public.companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('companies', 'id', '', '', 'created,modified', '');
CREATE OR REPLACE TRIGGER company_contractors_audit_insert AFTER INSERT ON public.company_contractors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('companies', 'company_id', 'contractors', 'contractor_id', 'created', '');
CREATE OR REPLACE TRIGGER meters_audit_insert AFTER INSERT ON public.meters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('meters', 'id', '', '', 'created,modified,search_text', '');
CREATE OR REPLACE TRIGGER reading_image_metas_audit_insert AFTER INSERT ON public.reading_image_metas REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('readings', 'reading_id', 'images', 'id', 'created', '');
CREATE OR REPLACE TRIGGER reading_requests_audit_insert AFTER INSERT ON public.reading_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('reading_requests', 'id', '', '', 'created,modified,building_id,search_text,sub_meter', '');
CREATE OR REPLACE TRIGGER reading_results_audit_insert AFTER INSERT ON public.reading_results REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN ((COALESCE(current_setting('portal.audit_readings_by_caller'::text, true), ''::text) <> 'on'::text)) EXECUTE FUNCTION audit_insert('readings', 'reading_id', 'results', 'obis', 'plausibility,plausibility_reasons', '');
CREATE OR REPLACE TRIGGER readings_audit_insert AFTER INSERT ON public.readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT WHEN ((COALESCE(current_setting('portal.audit_readings_by_caller'::text, true), ''::text) <> 'on'::text)) EXECUTE FUNCTION audit_insert('readings', 'id', '', '', 'created,modified,answered,plausibility', '');
CREATE OR REPLACE TRIGGER users_audit_insert AFTER INSERT ON public.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_insert('users', 'id', '', '', 'created,modified,last_login,webportal_settings', 'password_hash,token_version');

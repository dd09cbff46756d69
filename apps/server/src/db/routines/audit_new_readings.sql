-- The audit entries of new readings with their values, written by the caller while portal.audit_readings_by_caller is on (migration 0027).
CREATE OR REPLACE FUNCTION public.audit_new_readings(ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action,
      changes, plain)
    SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
      (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
      CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
      'readings', r.id, 'insert',
      to_jsonb(r) - '{created,modified,answered,plausibility}'::text[] - 'id' || coalesce(with_values.changes, '{}'::jsonb), true
    FROM (SELECT nullif(current_setting('portal.audit_actor', true), '')::jsonb AS actor) setting
    CROSS JOIN readings r
    LEFT JOIN LATERAL (
      -- Each value's non-null fields by name (a value with none: its presence), as the triggers merge them.
      SELECT jsonb_object_agg(field.name, field.value) AS changes
      FROM reading_results v
      CROSS JOIN LATERAL (
        SELECT coalesce(jsonb_object_agg('results' || '[' || v.obis || '].' || e.key, e.value),
          jsonb_build_object('results' || '[' || v.obis || ']', true)) AS fields
        FROM jsonb_each(to_jsonb(v) - '{plausibility,plausibility_reasons}'::text[] - 'reading_id' - 'obis') e
        WHERE e.value <> 'null'::jsonb
      ) own
      CROSS JOIN LATERAL jsonb_each(own.fields) AS field(name, value)
      WHERE v.reading_id = r.id
    ) with_values ON true
    WHERE r.id = ANY (ids)
  $function$;

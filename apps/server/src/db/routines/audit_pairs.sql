-- A plain audit entry's fields as [null, value] pairs, when it is read or merged into (migration 0026).
CREATE OR REPLACE FUNCTION public.audit_pairs(plain jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(null, value)), '{}'::jsonb)
    FROM jsonb_each(plain) WHERE value <> 'null'::jsonb
  $function$;

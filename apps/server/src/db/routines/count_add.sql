-- Adds n to a building's kind on a day (nothing for a building that is gone); kept counts, migration 0010.
CREATE OR REPLACE FUNCTION public.count_add(b uuid, at timestamp with time zone, k text, n integer)
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO building_count_deltas (building_id, day, kind, n)
    SELECT b, (at AT TIME ZONE 'UTC')::date, k, n WHERE b IS NOT NULL
  $function$;

-- A meter's readings' counts, added to (sign = 1) or taken from (-1) building b.
CREATE OR REPLACE FUNCTION public.meters_count_readings(meter uuid, b uuid, sign integer)
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO building_count_deltas (building_id, day, kind, n)
    SELECT b, (r.reading_date AT TIME ZONE 'UTC')::date, k.kind, sign * count(*)::int
    FROM readings r
    CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k(kind)
    WHERE r.meter_id = meter AND k.kind IS NOT NULL AND b IS NOT NULL
    GROUP BY 1, 2, 3
  $function$;

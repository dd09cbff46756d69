-- A reading's counts (its origin; unanswered unless a request links it), n = +1 or -1.
CREATE OR REPLACE FUNCTION public.count_reading(b uuid, r readings, n integer)
 RETURNS void
 LANGUAGE sql
AS $function$
    SELECT count_add(b, r.reading_date, 'r:' || r.origin, n);
    SELECT count_add(b, r.reading_date, 'r:unanswered', n) WHERE NOT r.answered;
  $function$;

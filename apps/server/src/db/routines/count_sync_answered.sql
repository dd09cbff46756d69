-- Whether a request links the reading, decided under the reading's row lock from a fresh look at the requests.
CREATE OR REPLACE FUNCTION public.count_sync_answered(reading uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM 1 FROM readings WHERE id = reading FOR UPDATE;
      UPDATE readings SET answered = linked
      FROM (SELECT EXISTS (SELECT 1 FROM reading_requests WHERE reading_id = reading) AS linked) l
      WHERE id = reading AND answered IS DISTINCT FROM l.linked;
    END $function$;

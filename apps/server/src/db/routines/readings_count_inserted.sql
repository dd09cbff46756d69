-- New readings counted once per statement, their meters locked against a concurrent move (migration 0019).
CREATE OR REPLACE FUNCTION public.readings_count_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      WITH locked AS (
        SELECT m.id, m.building_id FROM meters m
        WHERE m.id IN (SELECT DISTINCT meter_id FROM new_rows) FOR SHARE
      )
      INSERT INTO building_count_deltas (building_id, day, kind, n)
      SELECT m.building_id, (r.reading_date AT TIME ZONE 'UTC')::date, k.kind, count(*)
      FROM new_rows r JOIN locked m ON m.id = r.meter_id
      CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k (kind)
      WHERE k.kind IS NOT NULL
      GROUP BY 1, 2, 3;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER readings_count_insert AFTER INSERT ON public.readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION readings_count_inserted();

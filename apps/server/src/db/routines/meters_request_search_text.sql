-- A meter's new search text rewritten into its requests' kept copy (migration 0013).
CREATE OR REPLACE FUNCTION public.meters_request_search_text()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE reading_requests rr SET search_text = NEW.search_text || ' ' || b.search_text
      FROM buildings b WHERE b.id = rr.building_id AND rr.meter_id = NEW.id;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER meters_request_search_text AFTER UPDATE ON public.meters FOR EACH ROW WHEN ((old.search_text IS DISTINCT FROM new.search_text)) EXECUTE FUNCTION meters_request_search_text();

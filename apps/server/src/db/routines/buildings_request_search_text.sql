-- A building's new search text rewritten into its requests' kept copy (migration 0013).
CREATE OR REPLACE FUNCTION public.buildings_request_search_text()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE reading_requests rr SET search_text = m.search_text || ' ' || NEW.search_text
      FROM meters m WHERE m.id = rr.meter_id AND rr.building_id = NEW.id;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER buildings_request_search_text AFTER UPDATE ON public.buildings FOR EACH ROW WHEN ((old.search_text IS DISTINCT FROM new.search_text)) EXECUTE FUNCTION buildings_request_search_text();

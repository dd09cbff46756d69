-- A request's kept copies of its meter: building (locked like a reading's), search text, sub_meter.
CREATE OR REPLACE FUNCTION public.reading_requests_set_building()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      NEW.building_id := meter_building_locked(NEW.meter_id);
      SELECT m.search_text || ' ' || b.search_text, m.main_meter_id IS NOT NULL
        INTO NEW.search_text, NEW.sub_meter
        FROM meters m, buildings b WHERE m.id = NEW.meter_id AND b.id = NEW.building_id FOR SHARE OF b;
      RETURN NEW;
    END $function$;

CREATE OR REPLACE TRIGGER reading_requests_building BEFORE INSERT OR UPDATE OF meter_id, building_id ON public.reading_requests FOR EACH ROW EXECUTE FUNCTION reading_requests_set_building();

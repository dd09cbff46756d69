-- A meter that gains or loses its main meter rewrites its requests' sub_meter (migration 0014).
CREATE OR REPLACE FUNCTION public.meters_request_sub_meter()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE reading_requests SET sub_meter = NEW.main_meter_id IS NOT NULL WHERE meter_id = NEW.id;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER meters_request_sub_meter AFTER UPDATE OF main_meter_id ON public.meters FOR EACH ROW WHEN (((old.main_meter_id IS NULL) <> (new.main_meter_id IS NULL))) EXECUTE FUNCTION meters_request_sub_meter();

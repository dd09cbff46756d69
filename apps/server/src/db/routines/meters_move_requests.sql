-- A meter moved to another building moves its requests' kept building (migration 0007).
CREATE OR REPLACE FUNCTION public.meters_move_requests()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE reading_requests SET building_id = NEW.building_id WHERE meter_id = NEW.id;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER meters_move_requests AFTER UPDATE OF building_id ON public.meters FOR EACH ROW WHEN ((old.building_id IS DISTINCT FROM new.building_id)) EXECUTE FUNCTION meters_move_requests();

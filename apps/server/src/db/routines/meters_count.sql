-- A deleted meter takes its readings' counts along; a moved one takes them to its new building.
CREATE OR REPLACE FUNCTION public.meters_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM meters_count_readings(OLD.id, OLD.building_id, -1);
        RETURN OLD;
      END IF;
      PERFORM meters_count_readings(NEW.id, OLD.building_id, -1);
      PERFORM meters_count_readings(NEW.id, NEW.building_id, 1);
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER meters_count_delete BEFORE DELETE ON public.meters FOR EACH ROW EXECUTE FUNCTION meters_count();
CREATE OR REPLACE TRIGGER meters_count_move AFTER UPDATE OF building_id ON public.meters FOR EACH ROW WHEN ((old.building_id IS DISTINCT FROM new.building_id)) EXECUTE FUNCTION meters_count();

-- A reading's counts on update and delete (new readings are counted per statement, readings_count_inserted).
CREATE OR REPLACE FUNCTION public.readings_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM count_reading(meter_building_locked(OLD.meter_id), OLD, -1);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM count_reading(meter_building_locked(NEW.meter_id), NEW, 1);
      END IF;
      RETURN OLD;
    END $function$;

CREATE OR REPLACE TRIGGER readings_count_delete BEFORE DELETE ON public.readings FOR EACH ROW EXECUTE FUNCTION readings_count();
CREATE OR REPLACE TRIGGER readings_count_update AFTER UPDATE OF meter_id, reading_date, origin, answered ON public.readings FOR EACH ROW WHEN (((old.meter_id IS DISTINCT FROM new.meter_id) OR (old.reading_date IS DISTINCT FROM new.reading_date) OR (old.origin IS DISTINCT FROM new.origin) OR (old.answered IS DISTINCT FROM new.answered))) EXECUTE FUNCTION readings_count();

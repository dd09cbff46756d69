-- Requests counted by status and planned start on their kept building; a link to a reading syncs its answered flag.
CREATE OR REPLACE FUNCTION public.reading_requests_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP <> 'UPDATE' OR (OLD.building_id, OLD.planned_reading_date, OLD.status)
          IS DISTINCT FROM (NEW.building_id, NEW.planned_reading_date, NEW.status) THEN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM count_add(OLD.building_id, OLD.planned_reading_date, 'q:' || OLD.status, -1);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM count_add(NEW.building_id, NEW.planned_reading_date, 'q:' || NEW.status, 1);
        END IF;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.reading_id IS NOT NULL
          AND (TG_OP = 'DELETE' OR OLD.reading_id IS DISTINCT FROM NEW.reading_id) THEN
        PERFORM count_sync_answered(OLD.reading_id);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.reading_id IS NOT NULL
          AND (TG_OP = 'INSERT' OR OLD.reading_id IS DISTINCT FROM NEW.reading_id) THEN
        PERFORM count_sync_answered(NEW.reading_id);
      END IF;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER reading_requests_count AFTER INSERT OR DELETE OR UPDATE OF meter_id, status, planned_reading_date, building_id, reading_id ON public.reading_requests FOR EACH ROW EXECUTE FUNCTION reading_requests_count();

-- Stamps modified on an update; the triggers' column lists and conditions say what is an edit.
CREATE OR REPLACE FUNCTION public.set_modified()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN NEW.modified := now(); RETURN NEW; END $function$;

CREATE OR REPLACE TRIGGER buildings_modified BEFORE UPDATE ON public.buildings FOR EACH ROW EXECUTE FUNCTION set_modified();
CREATE OR REPLACE TRIGGER companies_modified BEFORE UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION set_modified();
CREATE OR REPLACE TRIGGER images_modified BEFORE UPDATE ON public.images FOR EACH ROW EXECUTE FUNCTION set_modified();
CREATE OR REPLACE TRIGGER meters_modified BEFORE UPDATE ON public.meters FOR EACH ROW EXECUTE FUNCTION set_modified();
CREATE OR REPLACE TRIGGER reading_requests_modified BEFORE UPDATE ON public.reading_requests FOR EACH ROW WHEN (((old.meter_id IS DISTINCT FROM new.meter_id) OR ((NOT (old.building_id IS DISTINCT FROM new.building_id)) AND (NOT (old.search_text IS DISTINCT FROM new.search_text)) AND (old.sub_meter = new.sub_meter)))) EXECUTE FUNCTION set_modified();
CREATE OR REPLACE TRIGGER readings_modified BEFORE UPDATE OF meter_id, reading_date, type, note, applying_person_id, owner_company_id ON public.readings FOR EACH ROW EXECUTE FUNCTION set_modified();
CREATE OR REPLACE TRIGGER users_modified BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION set_modified();

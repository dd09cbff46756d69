-- The building of a meter, locked against a concurrent move until the transaction ends; null once the meter is deleted.
CREATE OR REPLACE FUNCTION public.meter_building_locked(meter uuid)
 RETURNS uuid
 LANGUAGE sql
AS $function$
    SELECT building_id FROM meters WHERE id = meter FOR SHARE
  $function$;

-- UUIDv7: time-ordered ids, also as column defaults so bulk SQL inserts get them.
CREATE OR REPLACE FUNCTION public.uuid_generate_v7()
 RETURNS uuid
 LANGUAGE plpgsql
AS $function$
   DECLARE bytes bytea := uuid_send(gen_random_uuid());
   BEGIN
     bytes := overlay(bytes PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6);
     bytes := set_byte(bytes, 6, (get_byte(bytes, 6) & 15) | 112);
     RETURN encode(bytes, 'hex')::uuid;
   END $function$;

-- Unused set-password links end with a new e-mail, a deactivation or a new password hash (migration 0029).
CREATE OR REPLACE FUNCTION public.end_set_password_links()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      DELETE FROM password_reset_tokens WHERE user_id = NEW.id AND used_at IS NULL;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER users_end_set_password_links AFTER UPDATE OF email, is_active, password_hash ON public.users FOR EACH ROW WHEN ((((new.email)::text IS DISTINCT FROM (old.email)::text) OR (old.is_active AND (NOT new.is_active)) OR (new.password_hash IS DISTINCT FROM old.password_hash))) EXECUTE FUNCTION end_set_password_links();

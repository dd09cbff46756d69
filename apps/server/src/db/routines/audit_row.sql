-- The audit trail's entry for an updated or deleted row, merged into the object's entry of this transaction (migrations 0015, 0016, 0026).
CREATE OR REPLACE FUNCTION public.audit_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    DECLARE
      id_column text := TG_ARGV[1];
      prefix text := TG_ARGV[2];
      key_column text := TG_ARGV[3];
      skipped text[] := string_to_array(TG_ARGV[4], ',');
      redacted text[] := string_to_array(TG_ARGV[5], ',');
      before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
      after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
      present jsonb := coalesce(after, before);
      changed_id uuid := (present ->> id_column)::uuid;
      this_action text := CASE WHEN prefix <> '' THEN 'update' ELSE lower(TG_OP) END;
      field_name text;
      column_name text;
      changes jsonb := '{}';
      actor jsonb;
      earlier audit_log%ROWTYPE;
      merged jsonb;
    BEGIN
      FOR column_name IN SELECT jsonb_object_keys(present) LOOP
        CONTINUE WHEN column_name = ANY (skipped) OR column_name IN (id_column, key_column);
        CONTINUE WHEN TG_OP = 'UPDATE' AND before -> column_name = after -> column_name;
        CONTINUE WHEN TG_OP <> 'UPDATE' AND present -> column_name = 'null'::jsonb;
        field_name := CASE WHEN prefix = '' THEN column_name
          ELSE prefix || '[' || (present ->> key_column) || '].' || column_name END;
        changes := changes || jsonb_build_object(field_name, CASE
          WHEN column_name = ANY (redacted) THEN '[null, null]'::jsonb
          ELSE jsonb_build_array(before -> column_name, after -> column_name) END);
      END LOOP;
      -- A child row with nothing but its keys (a contractor): its presence is the change.
      IF prefix <> '' AND changes = '{}' AND TG_OP <> 'UPDATE' THEN
        changes := jsonb_build_object(prefix || '[' || (present ->> key_column) || ']',
          jsonb_build_array(CASE WHEN TG_OP = 'DELETE' THEN 'true'::jsonb END,
                            CASE WHEN TG_OP = 'INSERT' THEN 'true'::jsonb END));
      END IF;
      IF changes = '{}' THEN RETURN NULL; END IF;

      SELECT * INTO earlier FROM audit_log a
        WHERE a.object_type = TG_ARGV[0] AND a.object_id = changed_id
        ORDER BY a.id DESC LIMIT 1;
      IF FOUND AND earlier.transaction_id = txid_current() THEN
        IF earlier.plain THEN earlier.changes := audit_pairs(earlier.changes); END IF;
        FOR field_name IN SELECT jsonb_object_keys(changes) LOOP
          merged := CASE WHEN earlier.changes ? field_name
            THEN jsonb_build_array(earlier.changes -> field_name -> 0, changes -> field_name -> 1)
            ELSE changes -> field_name END;
          -- Back where it began (a value replaced by itself); a redacted [null, null] stays a change.
          IF merged -> 0 = merged -> 1 AND merged <> '[null, null]'::jsonb THEN
            earlier.changes := earlier.changes - field_name;
          ELSE
            earlier.changes := earlier.changes || jsonb_build_object(field_name, merged);
          END IF;
        END LOOP;
        IF earlier.changes = '{}' AND earlier.action = 'update' THEN
          DELETE FROM audit_log WHERE id = earlier.id;
        ELSE
          UPDATE audit_log SET changes = earlier.changes, plain = false,
            action = CASE WHEN this_action = 'delete' THEN 'delete' ELSE earlier.action END
            WHERE id = earlier.id;
        END IF;
        RETURN NULL;
      END IF;

      actor := nullif(current_setting('portal.audit_actor', true), '')::jsonb;
      INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action, changes)
      VALUES (
        CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
        (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
        CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
        TG_ARGV[0], changed_id, this_action, changes);
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER buildings_audit AFTER DELETE OR UPDATE ON public.buildings FOR EACH ROW EXECUTE FUNCTION audit_row('buildings', 'id', '', '', 'created,modified,search_text', '');
CREATE OR REPLACE TRIGGER companies_audit AFTER DELETE OR UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION audit_row('companies', 'id', '', '', 'created,modified', '');
CREATE OR REPLACE TRIGGER company_contractors_audit AFTER DELETE OR UPDATE ON public.company_contractors FOR EACH ROW EXECUTE FUNCTION audit_row('companies', 'company_id', 'contractors', 'contractor_id', 'created', '');
CREATE OR REPLACE TRIGGER meters_audit AFTER DELETE OR UPDATE ON public.meters FOR EACH ROW EXECUTE FUNCTION audit_row('meters', 'id', '', '', 'created,modified,search_text', '');
CREATE OR REPLACE TRIGGER reading_image_metas_audit AFTER DELETE OR UPDATE ON public.reading_image_metas FOR EACH ROW EXECUTE FUNCTION audit_row('readings', 'reading_id', 'images', 'id', 'created', '');
CREATE OR REPLACE TRIGGER reading_requests_audit AFTER DELETE OR UPDATE ON public.reading_requests FOR EACH ROW EXECUTE FUNCTION audit_row('reading_requests', 'id', '', '', 'created,modified,building_id,search_text,sub_meter', '');
CREATE OR REPLACE TRIGGER reading_results_audit AFTER DELETE OR UPDATE ON public.reading_results FOR EACH ROW EXECUTE FUNCTION audit_row('readings', 'reading_id', 'results', 'obis', 'plausibility,plausibility_reasons', '');
CREATE OR REPLACE TRIGGER readings_audit AFTER DELETE OR UPDATE ON public.readings FOR EACH ROW EXECUTE FUNCTION audit_row('readings', 'id', '', '', 'created,modified,answered,plausibility', '');
CREATE OR REPLACE TRIGGER users_audit AFTER DELETE OR UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION audit_row('users', 'id', '', '', 'created,modified,last_login,webportal_settings', 'password_hash,token_version');

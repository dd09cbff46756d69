-- The audit triggers' cost inside PostgreSQL (migration 0015), without HTTP, the server or the client:
-- the single-row writes of PATCH meters/{id}/ (status and its date) and of POST readings/ (the reading, one
-- result, the plausibility update) for 1 000 of the bench scheduler's active meters, one statement per row
-- as the server sends them, with the audit triggers on and off, alternating, three rounds each after a
-- warm-up round. Every round runs in a transaction that is rolled back (the trigger switch with it):
-- nothing is kept. The switch locks meters, readings and reading_results against writes for the round
-- (about a second): run it while nothing else writes.
--
--   psql "$DATABASE_URL" -q -f bench/audit-trigger-cost.sql
--
-- Prints ms per write (the loop's wall clock / its rows) for each round.
\set ON_ERROR_STOP 1
SELECT id AS user_id, company_id FROM users WHERE email = 'bench-scheduler@bench.example' \gset
CREATE FUNCTION pg_temp.audit_cost_round(round int, audit boolean, user_id uuid, company_id uuid)
RETURNS TABLE (round_no int, write text, audit_triggers text, ms_per_write numeric) LANGUAGE plpgsql AS $$
DECLARE
  t0 timestamptz;
  m record;
  reading uuid;
  rows int;
  label text := CASE WHEN audit THEN 'on' ELSE 'off' END;
BEGIN
  IF NOT audit THEN
    ALTER TABLE meters DISABLE TRIGGER meters_audit;
    ALTER TABLE readings DISABLE TRIGGER readings_audit;
    ALTER TABLE reading_results DISABLE TRIGGER reading_results_audit;
  END IF;
  PERFORM set_config('portal.audit_actor', json_build_object('user', user_id, 'company', company_id)::text, true);
  CREATE TEMP TABLE chosen ON COMMIT DROP AS
    SELECT id, row_number() OVER (ORDER BY meter_id) AS n FROM meters
    WHERE owner_company_id = company_id AND status = 'active' ORDER BY meter_id LIMIT 1000;
  SELECT count(*) INTO rows FROM chosen;
  t0 := clock_timestamp();
  FOR m IN SELECT id FROM chosen LOOP
    UPDATE meters SET status = 'inactive', date_status_change = now() WHERE id = m.id;
  END LOOP;
  RETURN QUERY SELECT round, 'meter: UPDATE status, date_status_change', label,
    round(1000 * extract(epoch FROM clock_timestamp() - t0) / rows, 3);
  t0 := clock_timestamp();
  FOR m IN SELECT id, n FROM chosen LOOP
    INSERT INTO readings (meter_id, reading_date, owner_company_id, applying_person_id, owner_id)
    VALUES (m.id, timestamptz '2013-01-01' + m.n * interval '1 minute', company_id, user_id, user_id)
    RETURNING id INTO reading;
    INSERT INTO reading_results (reading_id, obis, value) VALUES (reading, '1-0:1.8.0', 1234.5);
    UPDATE readings SET plausibility = 'ok' WHERE id = reading;
  END LOOP;
  RETURN QUERY SELECT round, 'reading: INSERT, result INSERT, plausibility UPDATE', label,
    round(1000 * extract(epoch FROM clock_timestamp() - t0) / rows, 3);
END $$;

-- A warm-up round, not shown (caches, the trigger function's first call in this session).
BEGIN; SELECT * FROM pg_temp.audit_cost_round(0, true, :'user_id', :'company_id') \g /dev/null
ROLLBACK;
\pset footer off
BEGIN; SELECT * FROM pg_temp.audit_cost_round(1, true, :'user_id', :'company_id'); ROLLBACK;
\pset tuples_only on
BEGIN; SELECT * FROM pg_temp.audit_cost_round(1, false, :'user_id', :'company_id'); ROLLBACK;
BEGIN; SELECT * FROM pg_temp.audit_cost_round(2, true, :'user_id', :'company_id'); ROLLBACK;
BEGIN; SELECT * FROM pg_temp.audit_cost_round(2, false, :'user_id', :'company_id'); ROLLBACK;
BEGIN; SELECT * FROM pg_temp.audit_cost_round(3, true, :'user_id', :'company_id'); ROLLBACK;
BEGIN; SELECT * FROM pg_temp.audit_cost_round(3, false, :'user_id', :'company_id'); ROLLBACK;

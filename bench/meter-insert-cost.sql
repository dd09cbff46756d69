-- Where a mode 1 import's time goes inside PostgreSQL: one statement inserting 5 000 new meters into one
-- building, as the import sends a part (json_populate_recordset), with everything on, then without the
-- trigram search index, without the audit insert trigger, and with every trigger off (the foreign-key
-- checks are triggers too). Each variant runs twice, each time in a transaction that is rolled back (the
-- dropped index and the switched trigger with it): nothing is kept. The switches lock meters for a
-- moment: run it while nothing else writes. Any database with a company, a user and a building will do
-- (the bench cluster or the demo data).
--
--   psql "$DATABASE_URL" -q -f bench/meter-insert-cost.sql
--
-- Prints each variant's time (psql's \timing) before its ROLLBACK.
\set ON_ERROR_STOP 1
SELECT b.id AS building_id, b.owner_company_id AS company_id,
  (SELECT id FROM users WHERE company_id = b.owner_company_id LIMIT 1) AS user_id
FROM buildings b LIMIT 1 \gset
SELECT json_agg(json_build_object('id', uuid_generate_v7(), 'building_id', :'building_id'::uuid,
    'meter_id', 'COST-' || g || '-' || md5(random()::text), 'obis_codes', ARRAY['1-0:1.8.0'],
    'physical_medium', 'electricity', 'physical_unit', 'kWh', 'needs_check', true,
    'energy_supplier_id', :'company_id'::uuid, 'meter_reading_service_id', :'company_id'::uuid))::text AS doc
FROM generate_series(1, 5000) g \gset
\set insert 'INSERT INTO meters (id, building_id, meter_id, obis_codes, physical_medium, physical_unit, needs_check, energy_supplier_id, meter_reading_service_id, owner_company_id, owner_id) SELECT id, building_id, meter_id, obis_codes, physical_medium, physical_unit, needs_check, energy_supplier_id, meter_reading_service_id, ' :'company_id' '::uuid, ' :'user_id' '::uuid FROM json_populate_recordset(NULL::meters, ' :'doc' '::json);'
\timing on
\echo 'everything on'
BEGIN; :insert ROLLBACK;
BEGIN; :insert ROLLBACK;
\echo 'without the trigram index meters_search_idx'
BEGIN; DROP INDEX meters_search_idx; :insert ROLLBACK;
BEGIN; DROP INDEX meters_search_idx; :insert ROLLBACK;
\echo 'without the audit insert trigger'
BEGIN; ALTER TABLE meters DISABLE TRIGGER meters_audit_insert; :insert ROLLBACK;
BEGIN; ALTER TABLE meters DISABLE TRIGGER meters_audit_insert; :insert ROLLBACK;
\echo 'every trigger off (foreign-key checks included)'
BEGIN; SET LOCAL session_replication_role = replica; :insert ROLLBACK;
BEGIN; SET LOCAL session_replication_role = replica; :insert ROLLBACK;

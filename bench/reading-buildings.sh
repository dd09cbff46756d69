#!/usr/bin/env bash
# The readings list's buildings for another generated company than the bench scheduler's: the company's
# ten buildings with the most readings, as bench/generate.ts lists them, in a JSON for load.ts
# (BENCH_GENERATE_JSON); prints the company's scope (buildings, meters, readings, requests) on stderr.
#   DATABASE_URL=… bash bench/reading-buildings.sh <company id> >/tmp/company.json
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
C=${1:?company id}
[[ $C =~ ^[0-9a-f-]{36}$ ]] || { echo "not a uuid: $C" >&2; exit 2; }
V="SELECT id, building_id FROM meters WHERE building_id IN (SELECT id FROM buildings WHERE owner_company_id = '$C'
  UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = '$C' UNION ALL SELECT building_id FROM meters
  WHERE energy_supplier_id = '$C' UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = '$C')"
ids=$(psql "$DATABASE_URL" -Atc "SELECT json_agg(json_build_object('id', id, 'readings', readings)) FROM (
  SELECT v.building_id AS id, count(*)::int AS readings FROM ($V) v JOIN readings r ON r.meter_id = v.id
  GROUP BY v.building_id ORDER BY readings DESC, v.building_id LIMIT 10) x")
echo "{\"bench\":{\"readingBuildings\":$ids}}"
psql "$DATABASE_URL" -Atc "SELECT 'buildings ' || count(DISTINCT building_id) || ', meters ' || count(*)
  || ', readings ' || (SELECT count(*) FROM readings WHERE meter_id IN (SELECT id FROM ($V) a))
  || ', requests ' || (SELECT count(*) FROM reading_requests WHERE meter_id IN (SELECT id FROM ($V) b)) FROM ($V) v" >&2

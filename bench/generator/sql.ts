/**
 * The generator's SQL. Every object is numbered (company c, user u, building n, meter n, …) and its
 * uuid is a function of kind and number (bench_uuid), so rows reference each other by arithmetic
 * instead of look-ups. Companies: 1–2 administration, 3–72 energy suppliers, 73–122 meter reading
 * services, 123–200 commercial consumers. Users: ten per company, u = (c - 1) * 10 + k with k 1–3
 * schedulers (admins in the administration companies), 4–5 basic, 6–10 meter readers.
 */

export const COMPANIES = 200;
export const USERS_PER_COMPANY = 10;
export const READINGS_PER_METER = 10;
export const ES_FIRST = 3;
export const ES_COUNT = 70;
export const MRS_FIRST = 73;
export const MRS_COUNT = 50;
export const CC_FIRST = 123;
export const CC_COUNT = 78;
/** Owners are the energy suppliers and reading services (3–122). */
const OWNERS = ES_COUNT + MRS_COUNT;

/** The uuid of object number n of a kind: UUIDv7-shaped (time prefix grows with n), unique per kind. */
export const UUID_FUNCTION = `
CREATE OR REPLACE FUNCTION bench_uuid(kind int, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (lpad(to_hex(1735689600000 + n), 12, '0') || '7' || lpad(to_hex(kind), 3, '0') || '8000'
    || lpad(to_hex(n), 12, '0'))::uuid
$$`;
export const KIND = { company: 1, user: 2, building: 3, meter: 4, reading: 5, request: 6 } as const;

/** Helper tables of the lists (cities, streets, media); dropped at the end. */
export const LIST_TABLES = [
  `CREATE UNLOGGED TABLE bench_city (idx int PRIMARY KEY, name text, state text, zip2 text, lat float8, lon float8)`,
  `CREATE UNLOGGED TABLE bench_street (idx int PRIMARY KEY, name text)`,
  `CREATE UNLOGGED TABLE bench_media (idx int PRIMARY KEY, medium text, lo float8, hi float8, units text[],
     obis text[], appearances text[], prefixes text[], quarterly float8, supplied boolean, labels text[])`,
];
export const INSERT_CITIES = `INSERT INTO bench_city SELECT ord - 1, name, state, zip2, lat, lon
  FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[]) WITH ORDINALITY AS t(name, state, zip2, lat, lon, ord)`;
export const INSERT_STREETS = `INSERT INTO bench_street SELECT ord - 1, name FROM unnest($1::text[]) WITH ORDINALITY AS t(name, ord)`;
export const INSERT_MEDIUM = `INSERT INTO bench_media VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
export const DROP_HELPERS = `DROP TABLE IF EXISTS bench_city, bench_street, bench_media, bench_b, bench_m, bench_rq; DROP FUNCTION IF EXISTS bench_uuid(int, bigint)`;

const cityOf = `(CASE WHEN c <= 72 THEN c - 3 WHEN c <= 122 THEN c - 73 ELSE c - 123 END + 40) % 40`;

export const INSERT_COMPANIES = `
INSERT INTO companies (id, name, company_type, custom_reference, address, vat, contract_status, created, modified)
SELECT bench_uuid(${KIND.company}, c),
  CASE WHEN c <= 2 THEN 'Portal Administration ' || c
       WHEN c <= 72 THEN (ARRAY['Stadtwerke ', 'Energieversorgung '])[1 + (c - 3) / 40] || ci.name || ' GmbH'
       WHEN c <= 122 THEN (ARRAY['Messdienst ', 'Ablesedienst '])[1 + (c - 73) / 40] || ci.name || ' GmbH'
       ELSE (ARRAY['Wohnbau ', 'Gewerbepark '])[1 + (c - 123) / 40] || ci.name || ' AG' END,
  CASE WHEN c <= 2 THEN 'companies_administration' WHEN c <= 72 THEN 'energy_supplier'
       WHEN c <= 122 THEN 'meter_reading_service' ELSE 'commercial_consumer' END,
  CASE WHEN c % 3 = 0 THEN 'K-' || lpad(c::text, 5, '0') END,
  st.name || ' ' || (1 + c % 97) || ', ' || ci.zip2 || lpad((100 + c)::text, 3, '0') || ' ' || ci.name,
  'DE' || (100000000 + c * 7919),
  CASE WHEN c >= ${CC_FIRST} THEN 'no_contract' WHEN c % 9 = 0 THEN 'api_user' ELSE 'basis' END,
  now() - make_interval(days => 1200 + c), now() - make_interval(days => c)
FROM generate_series(1, ${COMPANIES}) c
JOIN bench_city ci ON ci.idx = ${cityOf}
JOIN bench_street st ON st.idx = (c * 7) % 50`;

/** $1 password hash, $2 first names, $3 last names. */
export const INSERT_USERS = `
INSERT INTO users (id, email, password_hash, role, company_id, name, created, modified, last_login)
SELECT bench_uuid(${KIND.user}, u), 'user' || u || '@c' || c || '.bench.example', $1,
  CASE WHEN c <= 2 THEN CASE WHEN k <= 3 THEN 'admin' ELSE 'basic' END
       WHEN k <= 3 THEN 'scheduler' WHEN k <= 5 THEN 'basic' ELSE 'meter_reader' END,
  bench_uuid(${KIND.company}, c),
  ($2::text[])[1 + u % 20] || ' ' || ($3::text[])[1 + (u / 20) % 20],
  now() - make_interval(days => 1000 + u % 200), now() - make_interval(days => u % 300),
  CASE WHEN u % 4 <> 0 THEN now() - make_interval(hours => u % 500) END
FROM generate_series(1, ${COMPANIES}) c
CROSS JOIN generate_series(1, ${USERS_PER_COMPANY}) k
CROSS JOIN LATERAL (SELECT (c - 1) * ${USERS_PER_COMPANY} + k AS u) x`;

/** Energy suppliers: 3 reading services + 3 consumers; reading services: 4 energy suppliers. */
export const INSERT_CONTRACTORS = `
INSERT INTO company_contractors (company_id, contractor_id)
SELECT DISTINCT bench_uuid(${KIND.company}, c), bench_uuid(${KIND.company}, x) FROM (
  SELECT c, ${MRS_FIRST} + (c * 7 + k * 11) % ${MRS_COUNT} AS x FROM generate_series(3, 72) c, generate_series(1, 3) k
  UNION ALL SELECT c, ${CC_FIRST} + (c * 5 + k * 13) % ${CC_COUNT} FROM generate_series(3, 72) c, generate_series(1, 3) k
  UNION ALL SELECT c, ${ES_FIRST} + (c * 3 + k * 17) % ${ES_COUNT} FROM generate_series(73, 122) c, generate_series(1, 4) k
) t`;

const reader = (company: string, pick: string) => `(${company} - 1) * ${USERS_PER_COMPANY} + 6 + (${pick})`;

/**
 * The plan of the buildings (numbers only). Owners are skewed (a few large, many small: owner index
 * = floor(120 · r²)); an energy supplier owner supplies 70 % of its buildings itself, otherwise a
 * (skewed) other supplier does; 45 % have a reading service (80 % of a service's own buildings);
 * 30 % a commercial consumer; 92 % are active; 70 % have a property manager (a scheduler of the
 * owner), 40 % a preferred delegate (a reader of the service or owner).
 */
export const buildingPlan = (buildings: number) => `
CREATE UNLOGGED TABLE bench_b AS
WITH s AS (
  SELECT n, (n::bigint * 7919 + 13) % ${buildings} AS p,
    random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7,
    random() r8, random() r9, random() r10, random() r11, random() r12, random() r13
  FROM generate_series(1, ${buildings}) n
), o AS (SELECT s.*, ${ES_FIRST} + floor(${OWNERS} * r1 * r1)::int AS owner FROM s)
SELECT n, p, owner,
  CASE WHEN owner < ${MRS_FIRST} AND r2 < 0.7 THEN owner ELSE ${ES_FIRST} + floor(${ES_COUNT} * r3 * r3)::int END AS supplier,
  CASE WHEN owner >= ${MRS_FIRST} AND r4 < 0.8 THEN owner
       WHEN r4 < 0.45 THEN ${MRS_FIRST} + floor(${MRS_COUNT} * r5 * r5)::int END AS service,
  CASE WHEN r6 < 0.3 THEN ${CC_FIRST} + floor(${CC_COUNT} * r7)::int END AS consumer,
  r8 >= 0.08 AS active,
  CASE WHEN r9 < 0.7 THEN (owner - 1) * ${USERS_PER_COMPANY} + 1 + floor(r10 * 3)::int END AS manager,
  r11 < 0.4 AS has_delegate, r12,
  now() - make_interval(secs => r13 * 3 * 365 * 86400) AS created
FROM o`;

/** Addresses are a bijection of p (city p % 40, street p / 40 % 50, number p / 2000): unique. */
export const INSERT_BUILDINGS = `
INSERT INTO buildings (id, label, lat, lon, country, state, zip_code, city, street, street_number,
  business_entity, business_unit, status, date_status_change, commercial_consumer_id,
  preferred_delegate_id, property_manager_id, owner_company_id, created, modified)
SELECT bench_uuid(${KIND.building}, b.n),
  CASE WHEN b.n % 3 = 0 THEN ($1::text[])[1 + b.n % 10] || ' ' || (1 + b.n % 97) END,
  round((ci.lat + ((b.n * 37) % 1000 - 500) / 10000.0)::numeric, 6),
  round((ci.lon + ((b.n * 53) % 1000 - 500) / 10000.0)::numeric, 6),
  'Deutschland', ci.state,
  ci.zip2 || lpad((100 + (st.idx * 37 + ci.idx * 11) % 900)::text, 3, '0'),
  ci.name, st.name, (1 + b.p / 2000)::text,
  CASE WHEN b.n % 5 < 3 THEN 'WE ' || lpad((b.n % 400)::text, 4, '0') END,
  CASE WHEN b.n % 4 = 0 THEN (ARRAY['Nord', 'Süd', 'Ost', 'West', 'Mitte'])[1 + b.n % 5] END,
  CASE WHEN b.active THEN 'active' ELSE 'inactive' END,
  CASE WHEN NOT b.active THEN b.created + (now() - b.created) / 2 END,
  bench_uuid(${KIND.company}, b.consumer),
  CASE WHEN b.has_delegate THEN bench_uuid(${KIND.user}, ${reader('coalesce(b.service, b.owner)', 'floor(b.r12 * 5)::int')}) END,
  bench_uuid(${KIND.user}, b.manager),
  bench_uuid(${KIND.company}, b.owner),
  b.created, b.created + (now() - b.created) / 3
FROM bench_b b
JOIN bench_city ci ON ci.idx = b.p % 40
JOIN bench_street st ON st.idx = (b.p / 40) % 50`;

/**
 * The plan of the meters: each meter falls into a random building (about ten per building), its
 * medium by the media shares. Billing media have the building's supplier (85 %) or another one;
 * 90 % of the meters of a building with a reading service have it, 3 % of the others one at random.
 * 4 % of the meters of active buildings were replaced (inactive, the next meter of the building is
 * their successor); a quarter of the later meters of buildings with three or more are sub-meters of
 * the building's first meter; 3 % need a check.
 */
export const meterPlan = (meters: number, buildings: number) => `
CREATE UNLOGGED TABLE bench_m AS
WITH g AS (
  SELECT n, 1 + floor(random() * ${buildings})::int AS bn, random() AS rm FROM generate_series(1, ${meters}) n
), w AS (
  SELECT g.*, row_number() OVER (PARTITION BY bn ORDER BY n) AS pos, count(*) OVER (PARTITION BY bn) AS cnt,
    min(n) OVER (PARTITION BY bn) AS first_n
  FROM g
), x AS (
  SELECT w.n, w.bn, w.pos, w.cnt, w.first_n, md.idx AS medium, md.supplied, md.quarterly, md.obis AS md_obis,
    md.medium = 'electricity' AS is_electricity,
    b.owner, b.supplier AS b_supplier, b.service AS b_service, b.active AS b_active, b.created AS b_created,
    random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8,
    random() r9, random() r10
  FROM w JOIN bench_b b ON b.n = w.bn JOIN bench_media md ON w.rm >= md.lo AND w.rm < md.hi
), y AS (
  SELECT x.*,
    CASE WHEN supplied THEN CASE WHEN r1 < 0.85 THEN b_supplier ELSE ${ES_FIRST} + floor(${ES_COUNT} * r2)::int END END AS supplier,
    CASE WHEN b_service IS NOT NULL AND r3 < 0.9 THEN b_service
         WHEN b_service IS NULL AND r3 >= 0.97 THEN ${MRS_FIRST} + floor(${MRS_COUNT} * r4)::int END AS service,
    b_active AND r5 < 0.04 AND pos < cnt AS replaced
  FROM x
)
SELECT n, bn, medium, owner, supplier, service, b_active, replaced,
  lag(CASE WHEN replaced THEN n END) OVER (PARTITION BY bn ORDER BY n) AS predecessor,
  CASE WHEN pos > 1 AND cnt >= 3 AND r6 < 0.25 THEN first_n END AS main,
  r10 < 0.03 AS needs_check,
  CASE WHEN NOT is_electricity THEN md_obis WHEN n % 10 < 7 THEN ARRAY['1-1:1.8.0']
       WHEN n % 10 < 9 THEN ARRAY['1-1:1.8.1', '1-1:1.8.2'] ELSE ARRAY['1-1:1.8.0', '1-1:2.8.0'] END AS obis_codes,
  round((r7 * quarterly * 40)::numeric, 3) AS start_value,
  quarterly * (0.6 + 0.8 * r8) AS advance,
  floor(r9 * 60)::int AS jitter,
  b_created + (now() - b_created) * ((n % 97) / 300.0) AS created
FROM y`;

export const INSERT_METERS = `
INSERT INTO meters (id, building_id, label, meter_id, barcode_id, metering_code, malo_code, obis_codes,
  physical_medium, physical_unit, appearance, reading_frequency, energy_supplier_id, meter_reading_service_id,
  needs_check, calibration_period_start, calibration_period_end, predecessor_meter_id, main_meter_id, status,
  date_status_change, owner_company_id, created, modified)
SELECT bench_uuid(${KIND.meter}, m.n), bench_uuid(${KIND.building}, m.bn),
  CASE WHEN m.n % 10 < 3 THEN md.labels[1 + m.n % cardinality(md.labels)] END,
  md.prefixes[1 + (m.n / 3) % cardinality(md.prefixes)] || lpad(m.n::text, 9, '0'),
  CASE WHEN m.n % 5 = 0 THEN 'BC' || lpad(m.n::text, 10, '0') END,
  CASE WHEN md.medium IN ('electricity', 'gas') AND m.n % 2 = 0 THEN 'DE0001' || lpad(m.n::text, 27, '0') END,
  CASE WHEN md.medium IN ('electricity', 'gas') AND m.n % 3 = 0 THEN lpad((50000000000 + m.n * 7)::text, 11, '0') END,
  m.obis_codes, md.medium,
  CASE WHEN m.n % 7 = 0 THEN md.units[1 + (m.n / 7) % cardinality(md.units)] ELSE md.units[1] END,
  md.appearances[1 + (m.n / 11) % cardinality(md.appearances)],
  -- Cron expressions, as the meter rules ask: yearly on 1 January, quarterly on the first of a quarter.
  CASE m.n % 4 WHEN 0 THEN '0 0 1 1 *' WHEN 1 THEN '0 0 1 */3 *' END,
  bench_uuid(${KIND.company}, m.supplier), bench_uuid(${KIND.company}, m.service),
  m.needs_check,
  CASE WHEN md.medium IN ('water', 'water_cold', 'water_warm', 'heat', 'gas') THEN date_trunc('year', m.created) END,
  CASE WHEN md.medium IN ('water', 'water_cold', 'water_warm', 'heat', 'gas') THEN date_trunc('year', m.created) + interval '6 years' END,
  bench_uuid(${KIND.meter}, m.predecessor), bench_uuid(${KIND.meter}, m.main),
  CASE WHEN m.b_active AND NOT m.replaced THEN 'active' ELSE 'inactive' END,
  CASE WHEN NOT m.b_active OR m.replaced THEN m.created + (now() - m.created) / 2 END,
  bench_uuid(${KIND.company}, m.owner), m.created, m.created
FROM bench_m m JOIN bench_media md ON md.idx = m.medium`;

/**
 * Quarterly readings over the last ~29 months (the last one 1–9 weeks ago), by a reader of the meter's
 * service (or owner). `readingDateOf(slot)`: the date of the meter's reading number `slot` (0-based);
 * slot READINGS_PER_METER is the next one, due in the coming 3 months.
 */
const readingDateOf = (slot: string) =>
  `((current_date - ${READINGS_PER_METER * 91 - 25})::timestamptz + make_interval(days => (${slot}) * 91 + m.jitter, mins => 480 + (m.n * 31 + (${slot}) * 17) % 600))`;
const readingDate = readingDateOf('k');
const readingNumber = `(m.n - 1) * ${READINGS_PER_METER} + k + 1`;

export const insertReadings = (where: string) => `
INSERT INTO readings (id, meter_id, reading_date, type, applying_person_id, owner_company_id, created, modified)
SELECT bench_uuid(${KIND.reading}, ${readingNumber}), bench_uuid(${KIND.meter}, m.n), ${readingDate},
  CASE WHEN k = 0 AND m.predecessor IS NOT NULL THEN 'meter_replacement_in'
       WHEN k = ${READINGS_PER_METER - 1} AND m.replaced THEN 'meter_replacement_out'
       WHEN m.n % 20 = k THEN 'control' ELSE 'periodic' END,
  bench_uuid(${KIND.user}, ${reader('coalesce(m.service, m.owner)', '(m.n + k) % 5')}),
  bench_uuid(${KIND.company}, m.owner), ${readingDate} + interval '1 hour', ${readingDate} + interval '1 hour'
FROM bench_m m CROSS JOIN generate_series(0, ${READINGS_PER_METER - 1}) k
WHERE ${where}`;

/**
 * One result per reading and OBIS code of the meter (1 or 2: a third of the electricity meters have two
 * registers); values strictly increase per meter and code (the second register advances 40 % as fast).
 */
export const insertReadingResults = (where: string) => `
INSERT INTO reading_results (reading_id, obis, value, applied_method)
SELECT bench_uuid(${KIND.reading}, ${readingNumber}), o.obis,
  round((m.start_value / o.i + m.advance * (CASE WHEN o.i = 1 THEN 1 ELSE 0.4 END)
    * (k + 0.5 * ((m.n * 13 + k * 7) % 100) / 100.0))::numeric, 3),
  (ARRAY['manual', 'ocr', 'ocr', 'portal', 'import'])[1 + (m.n + k) % 5]
FROM bench_m m CROSS JOIN generate_series(0, ${READINGS_PER_METER - 1}) k
CROSS JOIN LATERAL unnest(m.obis_codes) WITH ORDINALITY AS o(obis, i)
WHERE ${where}`;

/**
 * Reading requests (about one per meter, 1 000 000 at full scale), each for one of the meter's reading
 * slots: the next one (in 3–12 weeks) for 30 % of the meters, the last one (1–10 weeks ago) for 30 %,
 * one of the seven before (the last 2 years) for 40 %. A request is planned from a few days before its
 * slot's reading date for 2 or 4 weeks. Statuses by slot: coming ones mostly new (some postponed or
 * rejected), past ones mostly success (linked to the meter's reading of that slot, same meter), some
 * rejected (with a status note), and a backlog still new or postponed: those are overdue. 90 % of the
 * requests of meters with a reading service are dispatched to one of its meter readers (60 % of the
 * coming ones); the others have no delegate. Slots differ per meter, so (meter, delegate, planned start)
 * is unique.
 */
export const requestPlan = () => `
CREATE UNLOGGED TABLE bench_rq AS
WITH s AS (
  SELECT m.n, m.service, m.owner, m.jitter, k, random() AS pick, random() AS r1, random() AS r2
  FROM bench_m m CROSS JOIN generate_series(${READINGS_PER_METER - 8}, ${READINGS_PER_METER}) k
)
SELECT n, service, owner, jitter, k, r2,
  CASE WHEN k = ${READINGS_PER_METER} THEN
         CASE WHEN r1 < 0.80 THEN 'new' WHEN r1 < 0.88 THEN 'postponed' WHEN r1 < 0.92 THEN 'postponed_notified'
              WHEN r1 < 0.97 THEN 'rejected' ELSE 'rejected_selfservice' END
       WHEN k = ${READINGS_PER_METER - 1} THEN
         CASE WHEN r1 < 0.55 THEN 'success' WHEN r1 < 0.60 THEN 'success_selfservice' WHEN r1 < 0.80 THEN 'new'
              WHEN r1 < 0.86 THEN 'postponed' WHEN r1 < 0.88 THEN 'postponed_notified'
              WHEN r1 < 0.97 THEN 'rejected' ELSE 'rejected_selfservice' END
       ELSE
         CASE WHEN r1 < 0.76 THEN 'success' WHEN r1 < 0.80 THEN 'success_selfservice' WHEN r1 < 0.89 THEN 'new'
              WHEN r1 < 0.91 THEN 'postponed' WHEN r1 < 0.92 THEN 'postponed_notified'
              WHEN r1 < 0.98 THEN 'rejected' ELSE 'rejected_selfservice' END
  END AS status
FROM s
WHERE pick < CASE WHEN k >= ${READINGS_PER_METER - 1} THEN 0.3 ELSE 0.4 / 7 END`;

const requestStart = `(date_trunc('day', ${readingDateOf('q.k')}) - make_interval(days => 3 + (q.n * 7 + q.k) % 8))`;

export const INSERT_REQUESTS = `
INSERT INTO reading_requests (id, meter_id, status, status_note, delegate_id, planned_reading_date,
  planned_reading_date_end, reason, reading_id, employee_id, tour, owner_company_id, created, modified,
  building_id)
SELECT bench_uuid(${KIND.request}, (q.n - 1) * 16 + q.k), bench_uuid(${KIND.meter}, q.n), q.status,
  CASE WHEN q.status = 'rejected'
         THEN (ARRAY['access_not_possible', 'meter_not_found', 'meter_defect', 'object_closed',
                     'incorrect_scheduled', 'reading_period_finalized'])[1 + (q.n + q.k) % 6]
       WHEN q.status = 'rejected_selfservice' THEN 'meter_not_read_in_time'
       WHEN q.status LIKE 'postponed%' AND q.n % 2 = 0
         THEN (ARRAY['access_not_possible', 'object_closed'])[1 + q.k % 2] END,
  CASE WHEN q.service IS NOT NULL AND q.r2 < CASE WHEN q.k = ${READINGS_PER_METER} THEN 0.6 ELSE 0.9 END
       THEN bench_uuid(${KIND.user}, ${reader('q.service', '(q.n + q.k) % 5')}) END,
  ${requestStart}, ${requestStart} + make_interval(days => CASE WHEN q.n % 3 = 0 THEN 28 ELSE 14 END),
  (ARRAY['Turnusablesung', 'Zwischenablesung', 'Mieterwechsel'])[1 + (q.n + q.k) % 3],
  CASE WHEN q.status LIKE 'success%' THEN bench_uuid(${KIND.reading}, (q.n - 1) * ${READINGS_PER_METER} + q.k + 1) END,
  bench_uuid(${KIND.user}, (q.owner - 1) * ${USERS_PER_COMPANY} + 1 + q.n % 3),
  'Tour ' || (1 + q.n % 12), bench_uuid(${KIND.company}, q.owner),
  ${requestStart} - make_interval(days => 20 + q.n % 20),
  CASE WHEN q.status LIKE 'success%' THEN ${readingDateOf('q.k')} + interval '1 hour'
       ELSE ${requestStart} - make_interval(days => 20 + q.n % 20) END,
  bench_uuid(${KIND.building}, m.bn) -- the meter's building (migration 0007's triggers do not run here)
FROM bench_rq q JOIN bench_m m ON m.n = q.n`;

/** Visible buildings per energy supplier (the scope of apps/server/src/auth/scope.ts), to pick a mid-sized one. */
export const SUPPLIER_SCOPE_SIZES = `
WITH visible AS (
  SELECT owner_company_id AS c, id FROM buildings
  UNION SELECT commercial_consumer_id, id FROM buildings WHERE commercial_consumer_id IS NOT NULL
  UNION SELECT energy_supplier_id, building_id FROM meters WHERE energy_supplier_id IS NOT NULL
  UNION SELECT meter_reading_service_id, building_id FROM meters WHERE meter_reading_service_id IS NOT NULL
)
SELECT co.id, co.name, count(*)::int AS buildings
FROM visible v JOIN companies co ON co.id = v.c
WHERE co.company_type = 'energy_supplier'
GROUP BY co.id, co.name ORDER BY buildings, co.id`;

import { type Kysely, sql } from 'kysely';

/**
 * Dashboard counts kept per scope and day, so `statistics/` and the readings trend read a few hundred
 * rows instead of counting every reading a company sees (bench/README.md, "Dashboard").
 *
 * A scope is what a caller's statistics cover: a company (the buildings `companyBuildings` shows it:
 * owned, consumed, or holding a meter it supplies or reads), everything (the nil uuid: the companies
 * administration), and for each of these the buildings a user manages among them ("my buildings":
 * `manager_scope(company, user)`).
 * - `count_scopes` (building, scope): the scopes whose counts include a building's rows now;
 * - `scope_day_counts` (scope, kind, day, n): kinds `r:portal|app|import` (readings by origin),
 *   `r:unanswered` (readings no request links), `q:<status>` (requests by status, by planned start);
 *   days are UTC days (the server's sessions run in UTC, as the lists' date filters do).
 * - `readings.answered`: whether a request links the reading, kept by the requests' triggers.
 *
 * Row triggers add and subtract as readings and requests change; when a building's scopes change
 * (owner, consumer, property manager; a meter's supplier, reading service or building), a statement
 * trigger moves the building's whole counts from the scopes it left to the scopes it joined.
 */
const NIL = '00000000-0000-0000-0000-000000000000';

/** The counting triggers, by table: a bulk load switches them off and then runs REBUILD_COUNTS. */
export const COUNT_TRIGGERS = {
  readings: ['readings_count_insert', 'readings_count_delete', 'readings_count_update'],
  reading_requests: ['reading_requests_count'],
  meters: [
    'meters_count_delete',
    'meters_count_move',
    'meters_count_scopes_insert',
    'meters_count_scopes_delete',
    'meters_count_scopes_update',
  ],
  buildings: [
    'buildings_count_scopes_insert',
    'buildings_count_scopes_delete',
    'buildings_count_scopes_update',
  ],
} as const;

/** Counts everything from the tables: `answered`, the buildings' scopes, the counts per scope and day. */
export const REBUILD_COUNTS = [
  'TRUNCATE count_scopes, scope_day_counts',
  `UPDATE readings r SET answered = true
    FROM (SELECT DISTINCT reading_id FROM reading_requests WHERE reading_id IS NOT NULL) a
    WHERE a.reading_id = r.id AND NOT r.answered`,
  `UPDATE readings r SET answered = false
    WHERE r.answered AND NOT EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.reading_id = r.id)`,
  `INSERT INTO count_scopes (building_id, scope_id)
    SELECT b.id, s.scope_id FROM buildings b CROSS JOIN LATERAL building_scopes(b.id) s`,
  `INSERT INTO scope_day_counts (scope_id, kind, day, n)
    SELECT s.scope_id, c.kind, c.day, sum(c.n)::int
    FROM (
      SELECT m.building_id, k.kind, (r.reading_date AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM readings r JOIN meters m ON m.id = r.meter_id
      CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k(kind)
      WHERE k.kind IS NOT NULL
      GROUP BY 1, 2, 3
      UNION ALL
      SELECT rr.building_id, 'q:' || rr.status, (rr.planned_reading_date AT TIME ZONE 'UTC')::date, count(*)
      FROM reading_requests rr GROUP BY 1, 2, 3
    ) c JOIN count_scopes s ON s.building_id = c.building_id
    GROUP BY 1, 2, 3`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE count_scopes (
    building_id uuid NOT NULL,
    scope_id uuid NOT NULL,
    PRIMARY KEY (building_id, scope_id)
  )`.execute(db);
  await sql`CREATE TABLE scope_day_counts (
    scope_id uuid NOT NULL,
    kind text NOT NULL,
    day date NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (scope_id, kind, day)
  )`.execute(db);
  await sql`ALTER TABLE readings ADD COLUMN answered boolean NOT NULL DEFAULT false`.execute(db);
  // The scope of the buildings a user manages among those a company (or, nil, everyone) sees.
  await sql`CREATE FUNCTION manager_scope(company uuid, manager uuid) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
    SELECT md5(company::text || '/' || manager::text)::uuid
  $$`.execute(db);

  // The scopes that see a building now: all (nil), the building's and its meters' companies, and for
  // each of those the building's property manager within it ("my buildings" of a company's user).
  await sql`CREATE FUNCTION building_scopes(b uuid) RETURNS TABLE (scope_id uuid) LANGUAGE sql STABLE AS $$
    WITH companies AS (
      SELECT ${sql.lit(NIL)}::uuid AS id WHERE EXISTS (SELECT 1 FROM buildings WHERE id = b)
      UNION SELECT owner_company_id FROM buildings WHERE id = b
      UNION SELECT commercial_consumer_id FROM buildings WHERE id = b AND commercial_consumer_id IS NOT NULL
      UNION SELECT energy_supplier_id FROM meters WHERE building_id = b AND energy_supplier_id IS NOT NULL
      UNION SELECT meter_reading_service_id FROM meters WHERE building_id = b AND meter_reading_service_id IS NOT NULL
    )
    SELECT id FROM companies
    UNION
    SELECT manager_scope(c.id, bb.property_manager_id) FROM companies c JOIN buildings bb ON bb.id = b
    WHERE bb.property_manager_id IS NOT NULL
  $$`.execute(db);

  // A building's rows as counts, from the tables themselves.
  await sql`CREATE FUNCTION building_counts(b uuid) RETURNS TABLE (kind text, day date, n integer)
    LANGUAGE sql STABLE AS $$
    SELECT k.kind, (r.reading_date AT TIME ZONE 'UTC')::date, count(*)::int
    FROM readings r JOIN meters m ON m.id = r.meter_id
    CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k(kind)
    WHERE m.building_id = b AND k.kind IS NOT NULL
    GROUP BY 1, 2
    UNION ALL
    SELECT 'q:' || rr.status, (rr.planned_reading_date AT TIME ZONE 'UTC')::date, count(*)::int
    FROM reading_requests rr WHERE rr.building_id = b
    GROUP BY 1, 2
  $$`.execute(db);

  // Adds `delta` to a building's kind and day in every scope that counts the building.
  await sql`CREATE FUNCTION count_bump(b uuid, k text, d date, delta integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO scope_day_counts AS c (scope_id, kind, day, n)
    SELECT s.scope_id, k, d, delta FROM count_scopes s WHERE s.building_id = b
    ON CONFLICT (scope_id, kind, day) DO UPDATE SET n = c.n + EXCLUDED.n
  $$`.execute(db);

  // One reading's counts (its origin; unanswered unless a request links it), +1 or -1.
  await sql`CREATE FUNCTION count_reading(b uuid, origin text, answered boolean, at timestamptz, delta integer)
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF b IS NULL THEN RETURN; END IF;
      PERFORM count_bump(b, 'r:' || origin, (at AT TIME ZONE 'UTC')::date, delta);
      IF NOT answered THEN PERFORM count_bump(b, 'r:unanswered', (at AT TIME ZONE 'UTC')::date, delta); END IF;
    END $$`.execute(db);

  // Moves a building between scopes: the scopes it left lose its counts, the ones it joined gain them.
  await sql`CREATE FUNCTION count_rescope(b uuid) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      left_scopes uuid[];
      joined uuid[];
    BEGIN
      SELECT array_agg(scope_id) INTO left_scopes FROM count_scopes
        WHERE building_id = b AND scope_id NOT IN (SELECT scope_id FROM building_scopes(b));
      SELECT array_agg(s.scope_id) INTO joined FROM building_scopes(b) s
        WHERE s.scope_id NOT IN (SELECT scope_id FROM count_scopes WHERE building_id = b);
      IF left_scopes IS NULL AND joined IS NULL THEN RETURN; END IF;
      INSERT INTO scope_day_counts AS c (scope_id, kind, day, n)
        SELECT s.scope_id, bc.kind, bc.day, CASE WHEN s.scope_id = ANY (coalesce(joined, '{}')) THEN bc.n ELSE -bc.n END
        FROM building_counts(b) bc CROSS JOIN unnest(coalesce(left_scopes, '{}') || coalesce(joined, '{}')) s(scope_id)
        ON CONFLICT (scope_id, kind, day) DO UPDATE SET n = c.n + EXCLUDED.n;
      DELETE FROM count_scopes WHERE building_id = b AND scope_id = ANY (coalesce(left_scopes, '{}'));
      INSERT INTO count_scopes (building_id, scope_id) SELECT b, unnest(coalesce(joined, '{}'));
    END $$`.execute(db);

  // Readings.
  await sql`CREATE FUNCTION readings_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM count_reading((SELECT building_id FROM meters WHERE id = NEW.meter_id), NEW.origin, NEW.answered, NEW.reading_date, 1);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER readings_count_insert AFTER INSERT ON readings
    FOR EACH ROW EXECUTE FUNCTION readings_count_insert()`.execute(db);
  // Before the delete: the requests that link the reading still do (they are unlinked after it), and
  // its meter is still there unless the meter itself is being deleted (then the meter's trigger counted).
  await sql`CREATE FUNCTION readings_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM count_reading((SELECT building_id FROM meters WHERE id = OLD.meter_id), OLD.origin, OLD.answered, OLD.reading_date, -1);
      RETURN OLD;
    END $$`.execute(db);
  await sql`CREATE TRIGGER readings_count_delete BEFORE DELETE ON readings
    FOR EACH ROW EXECUTE FUNCTION readings_count_delete()`.execute(db);
  await sql`CREATE FUNCTION readings_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM count_reading((SELECT building_id FROM meters WHERE id = OLD.meter_id), OLD.origin, OLD.answered, OLD.reading_date, -1);
      PERFORM count_reading((SELECT building_id FROM meters WHERE id = NEW.meter_id), NEW.origin, NEW.answered, NEW.reading_date, 1);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER readings_count_update AFTER UPDATE OF meter_id, reading_date, origin, answered ON readings
    FOR EACH ROW WHEN (OLD.meter_id IS DISTINCT FROM NEW.meter_id OR OLD.reading_date IS DISTINCT FROM NEW.reading_date
      OR OLD.origin IS DISTINCT FROM NEW.origin OR OLD.answered IS DISTINCT FROM NEW.answered)
    EXECUTE FUNCTION readings_count_update()`.execute(db);

  // Requests: by status and planned start; linking or unlinking a reading sets its `answered`.
  await sql`CREATE FUNCTION count_sync_answered(reading uuid) RETURNS void LANGUAGE sql AS $$
    UPDATE readings SET answered = EXISTS (SELECT 1 FROM reading_requests WHERE reading_id = reading)
    WHERE id = reading AND answered IS DISTINCT FROM EXISTS (SELECT 1 FROM reading_requests WHERE reading_id = reading)
  $$`.execute(db);
  await sql`CREATE FUNCTION reading_requests_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.status IS DISTINCT FROM NEW.status
          OR OLD.planned_reading_date IS DISTINCT FROM NEW.planned_reading_date OR OLD.building_id IS DISTINCT FROM NEW.building_id) THEN
        PERFORM count_bump(OLD.building_id, 'q:' || OLD.status, (OLD.planned_reading_date AT TIME ZONE 'UTC')::date, -1);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status
          OR OLD.planned_reading_date IS DISTINCT FROM NEW.planned_reading_date OR OLD.building_id IS DISTINCT FROM NEW.building_id) THEN
        PERFORM count_bump(NEW.building_id, 'q:' || NEW.status, (NEW.planned_reading_date AT TIME ZONE 'UTC')::date, 1);
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
    END $$`.execute(db);
  await sql`CREATE TRIGGER reading_requests_count AFTER INSERT OR UPDATE OR DELETE ON reading_requests
    FOR EACH ROW EXECUTE FUNCTION reading_requests_count()`.execute(db);

  // Meters: a deleted meter takes its readings' counts along (its readings go after it, by cascade);
  // a moved meter takes them to its new building (its requests move by their own trigger).
  await sql`CREATE FUNCTION meters_count_readings(meter uuid, b uuid, sign integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO scope_day_counts AS c (scope_id, kind, day, n)
    SELECT s.scope_id, k.kind, (r.reading_date AT TIME ZONE 'UTC')::date, sign * count(*)::int
    FROM readings r
    CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k(kind)
    JOIN count_scopes s ON s.building_id = b
    WHERE r.meter_id = meter AND k.kind IS NOT NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (scope_id, kind, day) DO UPDATE SET n = c.n + EXCLUDED.n
  $$`.execute(db);
  await sql`CREATE FUNCTION meters_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM meters_count_readings(OLD.id, OLD.building_id, -1);
        RETURN OLD;
      END IF;
      IF OLD.building_id IS DISTINCT FROM NEW.building_id THEN
        PERFORM meters_count_readings(NEW.id, OLD.building_id, -1);
        PERFORM meters_count_readings(NEW.id, NEW.building_id, 1);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER meters_count_delete BEFORE DELETE ON meters
    FOR EACH ROW EXECUTE FUNCTION meters_count_row()`.execute(db);
  await sql`CREATE TRIGGER meters_count_move AFTER UPDATE OF building_id ON meters
    FOR EACH ROW EXECUTE FUNCTION meters_count_row()`.execute(db);

  // Scope changes, once per statement over the buildings it touched.
  for (const [table, event, buildings] of [
    ['meters', 'INSERT', 'SELECT building_id FROM new_rows'],
    ['meters', 'DELETE', 'SELECT building_id FROM old_rows'],
    [
      'meters',
      'UPDATE',
      `SELECT o.building_id FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.building_id, o.energy_supplier_id, o.meter_reading_service_id)
           IS DISTINCT FROM (n.building_id, n.energy_supplier_id, n.meter_reading_service_id)
       UNION SELECT n.building_id FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.building_id, o.energy_supplier_id, o.meter_reading_service_id)
           IS DISTINCT FROM (n.building_id, n.energy_supplier_id, n.meter_reading_service_id)`,
    ],
    ['buildings', 'INSERT', 'SELECT id FROM new_rows'],
    ['buildings', 'DELETE', 'SELECT id FROM old_rows'],
    [
      'buildings',
      'UPDATE',
      `SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (o.owner_company_id, o.commercial_consumer_id, o.property_manager_id)
           IS DISTINCT FROM (n.owner_company_id, n.commercial_consumer_id, n.property_manager_id)`,
    ],
  ] as const) {
    const name = `${table}_count_scopes_${event.toLowerCase()}`;
    const transition =
      event === 'INSERT'
        ? 'NEW TABLE AS new_rows'
        : event === 'DELETE'
          ? 'OLD TABLE AS old_rows'
          : 'OLD TABLE AS old_rows NEW TABLE AS new_rows';
    await sql
      .raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM count_rescope(b) FROM (${buildings}) touched(b) GROUP BY b;
          RETURN NULL;
        END $$`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${transition}
        FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`)
      .execute(db);
  }

  for (const statement of REBUILD_COUNTS) await sql.raw(statement).execute(db);

  // The sub-meter requests row (`meter__main_meter__isnull=false`): the meter's main meter from the same
  // index the requests list already reads a meter's search text from (p95 63 → 39 ms on the bench).
  await sql`DROP INDEX meters_building_search_idx`.execute(db);
  await sql`CREATE INDEX meters_building_search_idx ON meters (building_id) INCLUDE (id, search_text, main_meter_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX meters_building_search_idx`.execute(db);
  await sql`CREATE INDEX meters_building_search_idx ON meters (building_id) INCLUDE (id, search_text)`.execute(
    db,
  );
  for (const table of ['meters', 'buildings'])
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_count_scopes_${event} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_count_scopes_${event}()`).execute(db);
    }
  await sql`DROP TRIGGER IF EXISTS meters_count_delete ON meters`.execute(db);
  await sql`DROP TRIGGER IF EXISTS meters_count_move ON meters`.execute(db);
  await sql`DROP TRIGGER IF EXISTS reading_requests_count ON reading_requests`.execute(db);
  await sql`DROP TRIGGER IF EXISTS readings_count_insert ON readings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS readings_count_delete ON readings`.execute(db);
  await sql`DROP TRIGGER IF EXISTS readings_count_update ON readings`.execute(db);
  for (const fn of [
    'meters_count_row()',
    'meters_count_readings(uuid, uuid, integer)',
    'reading_requests_count()',
    'count_sync_answered(uuid)',
    'readings_count_update()',
    'readings_count_delete()',
    'readings_count_insert()',
    'count_rescope(uuid)',
    'count_reading(uuid, text, boolean, timestamptz, integer)',
    'count_bump(uuid, text, date, integer)',
    'building_counts(uuid)',
    'building_scopes(uuid)',
    'manager_scope(uuid, uuid)',
  ])
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
  await sql`ALTER TABLE readings DROP COLUMN IF EXISTS answered`.execute(db);
  await sql`DROP TABLE IF EXISTS scope_day_counts`.execute(db);
  await sql`DROP TABLE IF EXISTS count_scopes`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { COUNT_KINDS, COUNT_TRIGGERS, countColumn, REBUILD_COUNTS } from '../kept-counts';

/**
 * The dashboard's kept counts, keyed by what they count: a building and a UTC period (kept
 * per scope, as migration 0009 did, they drifted when scopes changed under concurrent writes). The
 * caller's scope is applied when they are read, by `auth/scope.ts` like every list: a change of a
 * meter's supplier or a building's owner moves nothing here.
 *
 * - `building_count_deltas` (building, day, kind, n): only ever INSERTed, by row triggers on readings,
 *   reading requests and meters, in the transaction of the change. No unique key: writers never wait
 *   for each other or deadlock on a count row, and a rolled-back change takes its delta with it.
 * - `building_counts` (building, period, start) → one column per kind (a building's rows lie together
 *   in the index, so the few probes a range makes per building read neighbouring pages): the deltas merged
 *   (`BuildingCountsRepository.merge`, every few seconds under an advisory lock) per day (`d`), month
 *   (`m`) and year (`y`), and for all buildings together under the nil building id (the companies
 *   administration sees every building). A range reads its whole years, whole months and the days at
 *   its edges: a company's year is about a dozen rows per building instead of a few hundred. A read sums
 *   them with the deltas not merged yet in one statement (one snapshot): a merge is either wholly
 *   visible or not at all.
 * - kinds: `q:<status>` (requests by status, by planned start), `r:<origin>` (readings by origin, by
 *   reading date), `r:unanswered` (readings no request links, kept with `readings.answered`).
 *
 * Concurrency: a reading's building is its meter's, read with FOR SHARE, so a meter moving to another
 * building (which moves its readings' counts) and a reading written for it at the same time take turns;
 * a request's own copy of the building (migration 0007) is read the same way. `readings.answered` is
 * set under a row lock of the reading, from a fresh look at the requests linking it.
 */

const OLD_TRIGGERS = [
  ['readings', 'readings_count_insert'],
  ['readings', 'readings_count_delete'],
  ['readings', 'readings_count_update'],
  ['reading_requests', 'reading_requests_count'],
  ['meters', 'meters_count_delete'],
  ['meters', 'meters_count_move'],
  ...['meters', 'buildings'].flatMap((table) =>
    ['insert', 'delete', 'update'].map((event) => [table, `${table}_count_scopes_${event}`]),
  ),
] as const;

const OLD_FUNCTIONS = [
  ...['meters', 'buildings'].flatMap((table) =>
    ['insert', 'delete', 'update'].map((event) => `${table}_count_scopes_${event}()`),
  ),
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
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, trigger] of OLD_TRIGGERS)
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`).execute(db);
  for (const fn of OLD_FUNCTIONS) await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
  await sql`DROP TABLE IF EXISTS scope_day_counts, count_scopes`.execute(db);

  const columns = COUNT_KINDS.map(countColumn);
  await sql
    .raw(`CREATE TABLE building_counts (
      period char(1) NOT NULL CHECK (period IN ('d', 'm', 'y')),
      building_id uuid NOT NULL,
      start date NOT NULL,
      ${columns.map((column) => `${column} integer NOT NULL DEFAULT 0`).join(',\n')},
      PRIMARY KEY (building_id, period, start) INCLUDE (${columns.join(', ')})
    )`)
    .execute(db);
  await sql`CREATE TABLE building_count_deltas (
    building_id uuid NOT NULL,
    day date NOT NULL,
    kind text NOT NULL,
    n integer NOT NULL
  )`.execute(db);

  // Adds n to a building's kind on a day (nothing for a building that is gone).
  await sql`CREATE FUNCTION count_add(b uuid, at timestamptz, k text, n integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO building_count_deltas (building_id, day, kind, n)
    SELECT b, (at AT TIME ZONE 'UTC')::date, k, n WHERE b IS NOT NULL
  $$`.execute(db);
  // A reading's counts (its origin; unanswered unless a request links it), n = +1 or -1.
  await sql`CREATE FUNCTION count_reading(b uuid, r readings, n integer) RETURNS void LANGUAGE sql AS $$
    SELECT count_add(b, r.reading_date, 'r:' || r.origin, n);
    SELECT count_add(b, r.reading_date, 'r:unanswered', n) WHERE NOT r.answered;
  $$`.execute(db);
  // The building of a meter, locked against a concurrent move until this transaction ends; null once the
  // meter is deleted (its own trigger then took its readings' counts away).
  await sql`CREATE FUNCTION meter_building_locked(meter uuid) RETURNS uuid LANGUAGE sql AS $$
    SELECT building_id FROM meters WHERE id = meter FOR SHARE
  $$`.execute(db);

  // Readings: after an insert or update (a skipped insert counts nothing), before a delete (the meter is
  // still there, unless its own delete runs and already took away the counts of every reading it takes along).
  await sql`CREATE FUNCTION readings_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM count_reading(meter_building_locked(OLD.meter_id), OLD, -1);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM count_reading(meter_building_locked(NEW.meter_id), NEW, 1);
      END IF;
      RETURN OLD;
    END $$`.execute(db);
  await sql`CREATE TRIGGER readings_count_insert AFTER INSERT ON readings
    FOR EACH ROW EXECUTE FUNCTION readings_count()`.execute(db);
  await sql`CREATE TRIGGER readings_count_update AFTER UPDATE OF meter_id, reading_date, origin, answered ON readings
    FOR EACH ROW WHEN ((OLD.meter_id, OLD.reading_date, OLD.origin, OLD.answered)
      IS DISTINCT FROM (NEW.meter_id, NEW.reading_date, NEW.origin, NEW.answered))
    EXECUTE FUNCTION readings_count()`.execute(db);
  await sql`CREATE TRIGGER readings_count_delete BEFORE DELETE ON readings
    FOR EACH ROW EXECUTE FUNCTION readings_count()`.execute(db);

  // Whether a request links the reading, decided under the reading's row lock from a fresh look at the
  // requests (so a link and an unlink of the same reading in two transactions take turns).
  await sql`CREATE FUNCTION count_sync_answered(reading uuid) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM readings WHERE id = reading FOR UPDATE;
      UPDATE readings SET answered = linked
      FROM (SELECT EXISTS (SELECT 1 FROM reading_requests WHERE reading_id = reading) AS linked) l
      WHERE id = reading AND answered IS DISTINCT FROM l.linked;
    END $$`.execute(db);

  // Requests: by status and planned start, on the request's own copy of its meter's building.
  await sql`CREATE FUNCTION reading_requests_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'UPDATE' OR (OLD.building_id, OLD.planned_reading_date, OLD.status)
          IS DISTINCT FROM (NEW.building_id, NEW.planned_reading_date, NEW.status) THEN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM count_add(OLD.building_id, OLD.planned_reading_date, 'q:' || OLD.status, -1);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM count_add(NEW.building_id, NEW.planned_reading_date, 'q:' || NEW.status, 1);
        END IF;
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
  await sql`CREATE TRIGGER reading_requests_count AFTER INSERT OR DELETE OR UPDATE OF meter_id, status, planned_reading_date, building_id, reading_id
    ON reading_requests FOR EACH ROW EXECUTE FUNCTION reading_requests_count()`.execute(db);

  // A request takes its meter's building under the same lock as a reading (migration 0007 read it unlocked).
  await sql`CREATE OR REPLACE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := meter_building_locked(NEW.meter_id);
      RETURN NEW;
    END $$`.execute(db);

  // Meters: a deleted meter takes its readings' counts along (they go after it, by cascade); a moved one
  // takes them to its new building (its requests move by their own trigger).
  await sql`CREATE FUNCTION meters_count_readings(meter uuid, b uuid, sign integer) RETURNS void LANGUAGE sql AS $$
    INSERT INTO building_count_deltas (building_id, day, kind, n)
    SELECT b, (r.reading_date AT TIME ZONE 'UTC')::date, k.kind, sign * count(*)::int
    FROM readings r
    CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k(kind)
    WHERE r.meter_id = meter AND k.kind IS NOT NULL AND b IS NOT NULL
    GROUP BY 1, 2, 3
  $$`.execute(db);
  await sql`CREATE FUNCTION meters_count() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM meters_count_readings(OLD.id, OLD.building_id, -1);
        RETURN OLD;
      END IF;
      PERFORM meters_count_readings(NEW.id, OLD.building_id, -1);
      PERFORM meters_count_readings(NEW.id, NEW.building_id, 1);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER meters_count_delete BEFORE DELETE ON meters
    FOR EACH ROW EXECUTE FUNCTION meters_count()`.execute(db);
  await sql`CREATE TRIGGER meters_count_move AFTER UPDATE OF building_id ON meters
    FOR EACH ROW WHEN (OLD.building_id IS DISTINCT FROM NEW.building_id) EXECUTE FUNCTION meters_count()`.execute(
    db,
  );

  for (const statement of REBUILD_COUNTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, triggers] of Object.entries(COUNT_TRIGGERS))
    for (const trigger of triggers)
      await sql.raw(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`).execute(db);
  for (const fn of [
    'meters_count()',
    'meters_count_readings(uuid, uuid, integer)',
    'reading_requests_count()',
    'count_sync_answered(uuid)',
    'readings_count()',
    'count_reading(uuid, readings, integer)',
    'count_add(uuid, timestamptz, text, integer)',
  ])
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
  await sql`CREATE OR REPLACE FUNCTION reading_requests_set_building() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.building_id := (SELECT building_id FROM meters WHERE id = NEW.meter_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`DROP FUNCTION IF EXISTS meter_building_locked(uuid)`.execute(db);
  await sql`DROP TABLE IF EXISTS building_counts, building_count_deltas`.execute(db);
}

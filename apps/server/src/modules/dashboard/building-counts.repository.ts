import { type Kysely, sql } from 'kysely';
import {
  ALL_BUILDINGS,
  COUNT_KINDS,
  countColumn,
  perPeriod,
  TRUE_COUNTS,
  trueCountsPerPeriod,
} from '../../db/kept-counts';
import type { Database } from '../../db/schema';

/** Any number, the same in every instance: the key of the merge's advisory lock. */
const MERGE_LOCK_KEY = 7_100_421_002;

const COLUMNS = COUNT_KINDS.map(countColumn);
const columnList = sql.raw(COLUMNS.join(', '));
const added = sql.raw(COLUMNS.map((column) => `${column} = c.${column} + EXCLUDED.${column}`).join(', '));

/** A kept row that differed from the tables: truth minus kept, per kind (only the kinds that differ). */
export interface CountDifference {
  period: string;
  building_id: string;
  start: string;
  differences: Record<string, number>;
}

/** The largest uuid: a recount pass past every building, the counts of all buildings together next. */
export const PAST_EVERY_BUILDING = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

const sums = sql.raw(COLUMNS.map((c) => `sum(${c})::int AS ${c}`).join(', '));

/** `truth` against `kept` (both `period, building_id, start, <kinds>`): truth minus kept where they differ. */
const compared = (truth: ReturnType<typeof sql>, kept: ReturnType<typeof sql>) => sql`
  SELECT period, building_id, start,
    ${sql.raw(COLUMNS.map((c) => `coalesce(t.${c}, 0) - coalesce(k.${c}, 0) AS ${c}`).join(', '))}
  FROM (${truth}) t FULL JOIN (${kept}) k USING (period, building_id, start)
  WHERE ${sql.raw(COLUMNS.map((c) => `coalesce(t.${c}, 0) <> coalesce(k.${c}, 0)`).join(' OR '))}`;

/**
 * The kept rows (merged, and the deltas not merged yet) of the buildings whose id meets `buildings`: the
 * merged rows joined to the deltas' (one row each per period, building and start on both sides).
 */
const kept = (buildings: (column: string) => string, rows: 'both' | 'each') => sql`
  SELECT period, building_id, start,
    ${sql.raw(COLUMNS.map((c) => `coalesce(b.${c}, 0) + coalesce(d.${c}, 0) AS ${c}`).join(', '))}
  FROM (SELECT period, building_id, start, ${columnList} FROM building_counts WHERE ${sql.raw(buildings('building_id'))}) b
  FULL JOIN (${sql.raw(perPeriod(`SELECT building_id, day, kind, n FROM building_count_deltas WHERE ${buildings('building_id')}`, rows))}) d
  USING (period, building_id, start)`;

/**
 * Every kept row against the tables (every building and all together; read only: a full count, for
 * tests), from `TRUE_COUNTS`, the narrow form a bulk load counts with.
 */
const DIFFERENCES = sql`WITH truth_days AS MATERIALIZED (${sql.raw(TRUE_COUNTS)}) ${compared(
  sql.raw(perPeriod('SELECT building_id, day, kind, n FROM truth_days')),
  kept(() => 'true', 'both'),
)}`;

/** A slice of buildings: ids after `after`, up to `up_to` (the CTE `slice` the recount's statements open with). */
const inSlice = (column: string) =>
  `${column} > (SELECT after FROM slice) AND ${column} <= (SELECT up_to FROM slice)`;
const slice = (after: string, upTo: string) =>
  sql`slice AS (SELECT ${after}::uuid AS after, ${upTo}::uuid AS up_to)`;

/** The kept rows of each building of the slice (`slice`) against the tables. */
const SLICE_DIFFERENCES = compared(sql.raw(trueCountsPerPeriod(inSlice)), kept(inSlice, 'each'));

/**
 * The merged rows of all buildings together against the sum of every building's merged rows (the
 * unmerged deltas count the same on both sides).
 */
const ALL_BUILDINGS_DIFFERENCES = compared(
  sql`SELECT period, ${ALL_BUILDINGS}::uuid AS building_id, start, ${sums}
    FROM building_counts WHERE building_id <> ${ALL_BUILDINGS} GROUP BY 1, 3`,
  sql`SELECT period, building_id, start, ${columnList} FROM building_counts WHERE building_id = ${ALL_BUILDINGS}`,
);

/** Adds the differences of the CTE `found` to the merged rows (the statement's CTE `repaired`). */
const REPAIR = sql`repaired AS (
  INSERT INTO building_counts AS c (period, building_id, start, ${columnList})
  SELECT * FROM found ORDER BY 1, 2, 3
  ON CONFLICT (building_id, period, start) DO UPDATE SET ${added}
)`;
const ALL_ZERO = sql.raw(COLUMNS.map((c) => `${c} = 0`).join(' AND '));

/** Every change of building_counts raises its generation in the same transaction (migration 0012). */
const RAISE_GENERATION = sql`UPDATE building_counts_generation SET generation = generation + 1`;

const ANSWERED_WRONG = sql`r.answered <> EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.reading_id = r.id)`;

/** Wide difference rows → the kinds that differ. */
function differencesOf(rows: Array<Record<string, unknown>>): CountDifference[] {
  return rows.map((row) => ({
    period: String(row.period),
    building_id: String(row.building_id),
    start: row.start instanceof Date ? row.start.toISOString().slice(0, 10) : String(row.start),
    differences: Object.fromEntries(
      COUNT_KINDS.flatMap((kind) => (row[countColumn(kind)] ? [[kind, Number(row[countColumn(kind)])]] : [])),
    ),
  }));
}

/**
 * Upkeep of the dashboard's kept counts (migration 0010). Unscoped by design: the system's own job, run
 * by no user, over every building's counts; what a caller sees of them is read by DashboardRepository
 * through `auth/scope.ts`.
 */
export class BuildingCountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Takes the merge's lock for the current transaction; false when another instance merges now. */
  async tryLockMerge(): Promise<boolean> {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${MERGE_LOCK_KEY}::bigint) AS locked`.execute(this.db);
    return rows[0]!.locked;
  }

  /**
   * Moves the committed deltas into the kept counts of every period in one statement (deltas of
   * transactions still running stay for the next merge); the number of deltas merged.
   */
  async merge(): Promise<number> {
    const { rows } = await sql<{ merged: number }>`
      WITH moved AS (DELETE FROM building_count_deltas RETURNING building_id, day, kind, n),
      merged AS (
        INSERT INTO building_counts AS c (period, building_id, start, ${columnList})
        SELECT * FROM (${sql.raw(perPeriod('SELECT building_id, day, kind, n FROM moved'))}) p ORDER BY 1, 2, 3
        ON CONFLICT (building_id, period, start) DO UPDATE SET ${added}
      ),
      raised AS (${RAISE_GENERATION} WHERE EXISTS (SELECT 1 FROM moved))
      SELECT count(*)::int AS merged FROM moved`.execute(this.db);
    return rows[0]!.merged;
  }

  /** Every kept row that differs from the tables; read only. */
  async differences(): Promise<CountDifference[]> {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT * FROM (${DIFFERENCES}) d ORDER BY 1, 2, 3`.execute(this.db);
    return differencesOf(rows);
  }

  /** Readings whose `answered` flag disagrees with the requests linking them; read only. */
  async answeredDifferences(): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM readings r WHERE ${ANSWERED_WRONG}`.execute(this.db);
    return rows[0]!.n;
  }

  /**
   * Takes the merge's lock for the current transaction (so nothing else writes the merged rows
   * meanwhile: the recount's slices run one at a time, from any process) and the recount's position.
   */
  async lockRecount(): Promise<{ recountedTo: string | null; stepped: Date | null; completed: Date | null }> {
    await sql`SELECT pg_advisory_xact_lock(${MERGE_LOCK_KEY}::bigint)`.execute(this.db);
    const row = await this.db
      .selectFrom('building_counts_recount')
      .select(['recounted_to', 'stepped', 'completed'])
      .forUpdate()
      .executeTakeFirstOrThrow();
    const date = (value: Date | null) => (value ? new Date(value) : null);
    return { recountedTo: row.recounted_to, stepped: date(row.stepped), completed: date(row.completed) };
  }

  /** Records the recount's position after a step (null: the pass is over, completed now if `completed`). */
  async setRecountPosition(recountedTo: string | null, completed: boolean): Promise<void> {
    await this.db
      .updateTable('building_counts_recount')
      .set({
        recounted_to: recountedTo,
        stepped: sql<Date>`now()`,
        ...(completed ? { completed: sql<Date>`now()` } : {}),
      })
      .execute();
  }

  /** The id of the `size`th building after `after` (the end of the next slice); null when fewer are left. */
  async sliceEnd(after: string, size: number): Promise<string | null> {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM buildings WHERE id > ${after}::uuid ORDER BY id OFFSET ${size - 1} LIMIT 1`.execute(
      this.db,
    );
    return rows[0]?.id ?? null;
  }

  /**
   * Recounts the buildings after `after` up to `upTo` (the caller holds `lockRecount`): their readings'
   * `answered` flags first, each set under its reading's lock, then their kept rows against the tables in
   * one statement (one snapshot: a transaction committing meanwhile brings its own deltas), adding the
   * differences to the merged rows, then their rows that count nothing are dropped. Through the indexes on
   * the building: a slice reads only its buildings' rows. Returns what differed.
   */
  async recountSlice(
    after: string,
    upTo: string,
  ): Promise<{ answered: number; differences: CountDifference[] }> {
    const answered = await sql`WITH ${slice(after, upTo)}
      SELECT count_sync_answered(r.id) FROM meters m JOIN readings r ON r.meter_id = m.id
      WHERE ${sql.raw(inSlice('m.building_id'))} AND ${ANSWERED_WRONG}`.execute(this.db);
    const { rows } = await sql<Record<string, unknown>>`
      WITH ${slice(after, upTo)}, found AS MATERIALIZED (${SLICE_DIFFERENCES}), ${REPAIR}
      SELECT * FROM found ORDER BY 1, 2, 3`.execute(this.db);
    await sql`WITH ${slice(after, upTo)}
      DELETE FROM building_counts WHERE ${sql.raw(inSlice('building_id'))} AND ${ALL_ZERO}`.execute(this.db);
    if (rows.length) await RAISE_GENERATION.execute(this.db);
    return { answered: answered.rows.length, differences: differencesOf(rows) };
  }

  /**
   * Recounts the rows of all buildings together from every building's merged rows (the caller holds
   * `lockRecount`; after the pass's slices, which made those equal to the tables), repairing what differs.
   */
  async recountAllBuildings(): Promise<CountDifference[]> {
    const { rows } = await sql<Record<string, unknown>>`
      WITH found AS MATERIALIZED (${ALL_BUILDINGS_DIFFERENCES}), ${REPAIR}
      SELECT * FROM found ORDER BY 1, 2, 3`.execute(this.db);
    await sql`DELETE FROM building_counts WHERE building_id = ${ALL_BUILDINGS} AND ${ALL_ZERO}`.execute(
      this.db,
    );
    if (rows.length) await RAISE_GENERATION.execute(this.db);
    return differencesOf(rows);
  }
}

import { type Kysely, sql } from 'kysely';
import { COUNT_KINDS, countColumn, perPeriod, TRUE_COUNTS } from '../../db/kept-counts';
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

/**
 * Every kept row (merged, and the deltas not merged yet) against the tables, per period, building and
 * start: truth minus kept where they differ.
 */
const DIFFERENCES = sql`
  WITH truth_days AS MATERIALIZED (${sql.raw(TRUE_COUNTS)}),
  truth AS (${sql.raw(perPeriod('SELECT building_id, day, kind, n FROM truth_days'))}),
  kept AS (
    SELECT period, building_id, start, ${sql.raw(COLUMNS.map((c) => `sum(${c})::int AS ${c}`).join(', '))}
    FROM (
      SELECT period, building_id, start, ${columnList} FROM building_counts
      UNION ALL ${sql.raw(perPeriod('SELECT building_id, day, kind, n FROM building_count_deltas'))}
    ) k GROUP BY 1, 2, 3
  )
  SELECT period, building_id, start,
    ${sql.raw(COLUMNS.map((c) => `coalesce(t.${c}, 0) - coalesce(k.${c}, 0) AS ${c}`).join(', '))}
  FROM truth t FULL JOIN kept k USING (period, building_id, start)
  WHERE ${sql.raw(COLUMNS.map((c) => `coalesce(t.${c}, 0) <> coalesce(k.${c}, 0)`).join(' OR '))}`;

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
   * Compares the kept counts with the tables and adds the differences to the merged rows, holding the
   * merge's lock (so nothing else writes them meanwhile) and in one statement (one snapshot: a
   * transaction committing meanwhile brings its own deltas). The `answered` flags are checked first,
   * each set under its reading's lock. Returns what differed.
   */
  async recount(): Promise<{ answered: number; differences: CountDifference[] }> {
    await sql`SELECT pg_advisory_xact_lock(${MERGE_LOCK_KEY}::bigint)`.execute(this.db);
    const answered =
      await sql`SELECT count_sync_answered(r.id) FROM readings r WHERE ${ANSWERED_WRONG}`.execute(this.db);
    const { rows } = await sql<Record<string, unknown>>`
      WITH found AS MATERIALIZED (SELECT * FROM (${DIFFERENCES}) d),
      repaired AS (
        INSERT INTO building_counts AS c (period, building_id, start, ${columnList})
        SELECT * FROM found ORDER BY 1, 2, 3
        ON CONFLICT (building_id, period, start) DO UPDATE SET ${added}
      )
      SELECT * FROM found ORDER BY 1, 2, 3`.execute(this.db);
    await sql`DELETE FROM building_counts WHERE ${sql.raw(COLUMNS.map((c) => `${c} = 0`).join(' AND '))}`.execute(
      this.db,
    );
    await RAISE_GENERATION.execute(this.db);
    return { answered: answered.rows.length, differences: differencesOf(rows) };
  }
}

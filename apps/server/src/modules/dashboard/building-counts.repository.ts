import { type Kysely, sql } from 'kysely';
import { TRUE_COUNTS } from '../../db/migrations/0010-building-day-counts';
import type { Database } from '../../db/schema';

/** Any number, the same in every instance: the key of the merge's advisory lock. */
const MERGE_LOCK_KEY = 7_100_421_002;

/** Kept minus true counts per building, day and kind, where they differ. */
const DIFFERENCES = sql`
  WITH kept AS (
    SELECT building_id, day, kind, sum(n)::int AS n FROM (
      SELECT building_id, day, kind, n FROM building_day_counts
      UNION ALL SELECT building_id, day, kind, n FROM building_count_deltas
    ) k GROUP BY 1, 2, 3
  ), truth AS (${sql.raw(TRUE_COUNTS)})
  SELECT building_id, day, kind, coalesce(t.n, 0) - coalesce(k.n, 0) AS n
  FROM truth t FULL JOIN kept k USING (building_id, day, kind)
  WHERE coalesce(t.n, 0) <> coalesce(k.n, 0)`;

const ANSWERED_WRONG = sql`r.answered <> EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.reading_id = r.id)`;

/** A kept count that differed from the tables, as the recount found and repaired it. */
export interface CountDifference {
  building_id: string;
  day: string;
  kind: string;
  /** What the tables hold minus what was kept. */
  n: number;
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
   * Moves the committed deltas into the merged counts in one statement (deltas of transactions still
   * running stay for the next merge); the number of deltas merged.
   */
  async merge(): Promise<number> {
    const { rows } = await sql<{ merged: number }>`
      WITH moved AS (DELETE FROM building_count_deltas RETURNING building_id, day, kind, n),
      merged AS (
        INSERT INTO building_day_counts AS c (building_id, day, kind, n)
        SELECT building_id, day, kind, sum(n)::int FROM moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (building_id, day, kind) DO UPDATE SET n = c.n + EXCLUDED.n
      )
      SELECT count(*)::int AS merged FROM moved`.execute(this.db);
    return rows[0]!.merged;
  }

  /** Every kept count that differs from the tables (building, day, kind, truth minus kept); read only. */
  async differences(): Promise<CountDifference[]> {
    const { rows } = await sql<CountDifference>`
      SELECT building_id, day::text AS day, kind, n FROM (${DIFFERENCES}) d ORDER BY 1, 2, 3`.execute(
      this.db,
    );
    return rows;
  }

  /** Readings whose `answered` flag disagrees with the requests linking them; read only. */
  async answeredDifferences(): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM readings r WHERE ${ANSWERED_WRONG}`.execute(this.db);
    return rows[0]!.n;
  }

  /**
   * Compares the kept counts with the tables and adds the difference as deltas, in one statement (one
   * snapshot: a transaction committing meanwhile brings its own deltas). The `answered` flags are
   * checked first, each set under its reading's lock. Returns what differed.
   */
  async recount(): Promise<{ answered: number; differences: CountDifference[] }> {
    const answered = await sql`
      SELECT count_sync_answered(r.id) FROM readings r WHERE ${ANSWERED_WRONG}`.execute(this.db);
    const { rows } = await sql<CountDifference>`
      INSERT INTO building_count_deltas (building_id, day, kind, n) ${DIFFERENCES}
      RETURNING building_id, day::text AS day, kind, n`.execute(this.db);
    await sql`DELETE FROM building_day_counts WHERE n = 0`.execute(this.db);
    return { answered: answered.rows.length, differences: rows };
  }
}

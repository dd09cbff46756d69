import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What operators' metrics read from the database at each scrape (all companies: this is no one's data). */
export class MetricsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Jobs running now, by kind. */
  async runningJobs(): Promise<{ kind: string; n: number }[]> {
    const { rows } = await sql<{ kind: string; n: number }>`SELECT kind, count(*)::int AS n FROM jobs
      WHERE state = 'running' GROUP BY kind`.execute(this.db);
    return rows;
  }

  /** The reading schedule's runs by outcome, and when the last one finished. */
  async scheduleRuns() {
    const { rows } = await sql<{ outcome: string; n: number; last: Date | null }>`SELECT
        CASE WHEN error IS NOT NULL THEN 'failed' WHEN finished IS NULL THEN 'running' ELSE 'succeeded' END
          AS outcome, count(*)::int AS n, max(finished) AS last
      FROM reading_schedule_runs GROUP BY 1`.execute(this.db);
    return rows;
  }
}

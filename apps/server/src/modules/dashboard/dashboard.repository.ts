import {
  type Actor,
  isMeterReader,
  PENDING_READING_REQUEST_STATUSES,
  READING_ORIGINS,
} from '@portal/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { companyBuildingIdScope, meterScope, readingRequestScope } from '../../auth/scope';
import type { Database } from '../../db/schema';
import { after, before } from '../../http/filters';

const statuses = (list: readonly string[]) => sql.join(list.map((status) => sql.lit(status)));
const PENDING = statuses(PENDING_READING_REQUEST_STATUSES);

/** The statistics' days, `YYYY-MM-DD`, inclusive; either may be open. */
export interface StatisticsRange {
  start?: string;
  end?: string;
}

/** Requests of one status, and whether they stand in a building the caller manages. */
export interface StatusCount {
  mine: boolean;
  status: string;
  n: number;
}
/** Readings that answer no request, likewise. */
export interface UnansweredCount {
  mine: boolean;
  n: number;
}

/**
 * The dashboard's numbers and its two bulk actions, all within the caller's scope (`auth/scope.ts`):
 * requests as the requests list scopes them, readings as the readings list does. A company's (and the
 * administration's) numbers come from the counts kept per building and day (migration 0010), read
 * through the same building scope as the lists; a meter reader's are counted from the rows (their
 * requests are those assigned to them, not those of a set of buildings).
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether a building column names one the caller manages ("my buildings"). */
  private managed(actor: Actor, column: string) {
    return sql<boolean>`${sql.ref(column)} IN (SELECT id FROM buildings WHERE property_manager_id = ${actor.userId})`;
  }

  /**
   * The kept counts of the caller's buildings (merged and not yet merged, in one statement), of the
   * given kinds and days (UTC days, as the lists' date filters read them).
   */
  private kept(actor: Actor, kinds: Expression<SqlBool>, from?: string, until?: string) {
    const conditions = [kinds];
    if (from) conditions.push(sql<SqlBool>`day >= ${from}::date`);
    if (until) conditions.push(sql<SqlBool>`day <= ${until}::date`);
    const where = sql.join(conditions, sql` AND `);
    return sql`(
      SELECT building_id, day, kind, n FROM building_day_counts WHERE ${where}
      UNION ALL SELECT building_id, day, kind, n FROM building_count_deltas WHERE ${where}
    ) c WHERE ${companyBuildingIdScope(actor, 'c.building_id')}`;
  }

  /**
   * Requests by status (planned start within the range) and readings that answer no request (reading
   * date within the range), each split by whether the caller manages the building. The date conditions
   * are the lists' own (`planned_reading_date_after/_before`, `reading_date_after/_before`), so the
   * counts agree with the lists.
   */
  async statistics(
    actor: Actor,
    range: StatisticsRange,
  ): Promise<{ requests: StatusCount[]; unanswered: UnansweredCount[] }> {
    if (isMeterReader(actor)) return this.liveStatistics(actor, range);
    const { rows } = await sql<{ mine: boolean; kind: string; n: number }>`
      SELECT ${this.managed(actor, 'c.building_id')} AS mine, c.kind, sum(c.n)::int AS n
      FROM ${this.kept(actor, sql<SqlBool>`(kind LIKE 'q:%' OR kind = 'r:unanswered')`, range.start, range.end)}
      GROUP BY 1, 2`.execute(this.db);
    return {
      requests: rows
        .filter((row) => row.kind.startsWith('q:'))
        .map((row) => ({ mine: row.mine, status: row.kind.slice(2), n: row.n })),
      unanswered: rows.filter((row) => row.kind === 'r:unanswered').map(({ mine, n }) => ({ mine, n })),
    };
  }

  /** A meter reader's statistics, counted from the rows. */
  private async liveStatistics(actor: Actor, range: StatisticsRange) {
    const inRange = (column: string) => {
      const conditions: Expression<SqlBool>[] = [sql<SqlBool>`true`];
      if (range.start) conditions.push(after(column).apply(range.start));
      if (range.end) conditions.push(before(column).apply(range.end));
      return sql.join(conditions, sql` AND `);
    };
    // Two statements at once (two pooled connections): the answer waits for the slower one only.
    const [requests, unanswered] = await Promise.all([
      sql<StatusCount>`
        SELECT ${this.managed(actor, 'rr.building_id')} AS mine, rr.status, count(*)::int AS n
        FROM reading_requests rr
        WHERE ${readingRequestScope(actor)} AND ${inRange('rr.planned_reading_date')}
        GROUP BY 1, 2`.execute(this.db),
      sql<UnansweredCount>`
        SELECT ${this.managed(actor, 'm.building_id')} AS mine, count(*)::int AS n
        FROM readings r JOIN meters m ON m.id = r.meter_id
        WHERE ${meterScope(actor, 'm')} AND ${inRange('r.reading_date')}
          AND NOT EXISTS (SELECT 1 FROM reading_requests answered WHERE answered.reading_id = r.id)
        GROUP BY 1`.execute(this.db),
    ]);
    return { requests: requests.rows, unanswered: unanswered.rows };
  }

  /** Readings per month (`YYYY-MM`) and origin from `from` on, of all the caller sees or the buildings they manage. */
  async readingsPerMonth(actor: Actor, myBuildings: boolean, from: Date) {
    const since = from.toISOString().slice(0, 10);
    if (!isMeterReader(actor)) {
      const { rows } = await sql<{ month: string; origin: string; count: number }>`
        SELECT to_char(c.day, 'YYYY-MM') AS month, substr(c.kind, 3) AS origin, sum(c.n)::int AS count
        FROM ${this.kept(actor, sql<SqlBool>`kind IN (${statuses(READING_ORIGINS.map((origin) => `r:${origin}`))})`, since)}
        ${myBuildings ? sql`AND ${this.managed(actor, 'c.building_id')}` : sql``}
        GROUP BY 1, 2`.execute(this.db);
      return rows;
    }
    const { rows } = await sql<{ month: string; origin: string; count: number }>`
      SELECT to_char(date_trunc('month', r.reading_date AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, r.origin,
             count(*)::int AS count
      FROM readings r
      JOIN meters m ON m.id = r.meter_id
      WHERE ${meterScope(actor, 'm')} AND r.reading_date >= ${from}
        ${myBuildings ? sql`AND ${this.managed(actor, 'm.building_id')}` : sql``}
      GROUP BY 1, 2`.execute(this.db);
    return rows;
  }

  /**
   * Undispatched pending requests whose building has a preferred delegate (all the caller sees, or only
   * the buildings they manage), leaving out those whose assignment would make a twin of another request
   * (same meter, delegate and planned start).
   */
  private disposable(actor: Actor, allBuildings: boolean) {
    return sql<SqlBool>`rr.delegate_id IS NULL AND rr.status IN (${PENDING})
      AND ${readingRequestScope(actor)}
      ${allBuildings ? sql`` : sql`AND b.property_manager_id = ${actor.userId}`}
      AND NOT EXISTS (SELECT 1 FROM reading_requests twin WHERE twin.meter_id = rr.meter_id
        AND twin.delegate_id = b.preferred_delegate_id AND twin.planned_reading_date = rr.planned_reading_date)`;
  }

  async countDisposable(actor: Actor, allBuildings: boolean): Promise<number> {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM reading_requests rr
      JOIN buildings b ON b.id = rr.building_id AND b.preferred_delegate_id IS NOT NULL
      WHERE ${this.disposable(actor, allBuildings)}`.execute(this.db);
    return rows[0]!.count;
  }

  /** Assigns each disposable request to its building's preferred delegate; the number assigned. */
  async dispose(actor: Actor, allBuildings: boolean): Promise<number> {
    const result = await sql`
      UPDATE reading_requests rr SET delegate_id = b.preferred_delegate_id
      FROM buildings b
      WHERE b.id = rr.building_id AND b.preferred_delegate_id IS NOT NULL
        AND ${this.disposable(actor, allBuildings)}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Rejects the pending requests that can no longer be read, with the note "reading not performed":
   * the company's own, or (with a supplier) those of the supplier's meters; only requests the caller sees.
   */
  async finalize(actor: Actor, energySupplierId: string | null): Promise<number> {
    const which = energySupplierId
      ? sql<SqlBool>`rr.meter_id IN (SELECT id FROM meters WHERE energy_supplier_id = ${energySupplierId})`
      : sql<SqlBool>`rr.owner_company_id = ${actor.companyId}`;
    const result = await sql`
      UPDATE reading_requests rr
      SET status = 'rejected', status_note = 'reading_period_finalized', status_note_text = NULL
      WHERE rr.status IN (${PENDING}) AND ${which} AND ${readingRequestScope(actor)}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}

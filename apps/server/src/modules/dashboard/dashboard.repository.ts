import {
  type Actor,
  isAdministration,
  isMeterReader,
  PENDING_READING_REQUEST_STATUSES,
  READINGS_TREND_MONTHS,
  STATISTICS_STATUSES,
  type StatisticsQuery,
} from '@portal/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { meterScope } from '../../auth/scope';
import type { Database } from '../../db/schema';
import { after, before } from '../../http/filters';

const statuses = (list: readonly string[]) => sql.join(list.map((status) => sql.lit(status)));
const PENDING = statuses(PENDING_READING_REQUEST_STATUSES);

/** The kept counts' scope (migration 0009) of a company's user: the company; the administration's: all. */
const countScope = (actor: Actor) =>
  isAdministration(actor) ? '00000000-0000-0000-0000-000000000000' : actor.companyId;
/** …and of the buildings the user manages among those. */
const managerScope = (actor: Actor) => sql`manager_scope(${countScope(actor)}::uuid, ${actor.userId}::uuid)`;

type RequestCounts = { count: number; success: number; rejected: number; new: number };

/**
 * The dashboard's numbers and its two bulk actions, all within the caller's scope: requests as the
 * requests list scopes them (a meter reader: those assigned to them; a company: those of its buildings,
 * read from the request's copy of its meter's building), readings as the readings list does.
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private requestScope(actor: Actor, rr = 'rr'): Expression<SqlBool> {
    return isMeterReader(actor)
      ? sql<SqlBool>`${sql.ref(`${rr}.delegate_id`)} = ${actor.userId}`
      : meterScope(actor, rr);
  }

  /**
   * Requests by status (planned start within the range) and readings that answer no request (reading
   * date within the range), each also for the buildings the caller manages. The date conditions are the
   * lists' own filters (`planned_reading_date_after/_before`, `reading_date_after/_before`), so the counts
   * agree with the lists.
   */
  statistics(actor: Actor, range: StatisticsQuery) {
    return isMeterReader(actor) ? this.liveStatistics(actor, range) : this.keptStatistics(actor, range);
  }

  /**
   * A company's (or the administration's) statistics from the kept counts: a few rows per day of the
   * range instead of every reading and request (UTC days, as the lists' date filters read them).
   */
  private async keptStatistics(actor: Actor, range: StatisticsQuery) {
    const days = [
      range.start ? sql`AND day >= ${range.start}::date` : sql``,
      range.end ? sql`AND day <= ${range.end}::date` : sql``,
    ];
    const { rows } = await sql<{ mine: boolean; kind: string; n: number }>`
      SELECT scope_id <> ${countScope(actor)}::uuid AS mine, kind, sum(n)::int AS n
      FROM scope_day_counts
      WHERE scope_id IN (${countScope(actor)}::uuid, ${managerScope(actor)})
        AND (kind LIKE 'q:%' OR kind = 'r:unanswered') ${days[0]} ${days[1]}
      GROUP BY 1, 2`.execute(this.db);
    const total = (mine: boolean, kinds: (kind: string) => boolean) =>
      rows.filter((row) => row.mine === mine && kinds(row.kind)).reduce((sum, row) => sum + row.n, 0);
    const requests = (mine: boolean): RequestCounts => ({
      count: total(mine, (kind) => kind.startsWith('q:')),
      success: total(mine, (kind) => STATISTICS_STATUSES.success.some((status) => kind === `q:${status}`)),
      rejected: total(mine, (kind) => STATISTICS_STATUSES.rejected.some((status) => kind === `q:${status}`)),
      new: total(mine, (kind) => STATISTICS_STATUSES.new.some((status) => kind === `q:${status}`)),
    });
    return {
      requests: { all: requests(false), mine: requests(true) },
      readings: {
        all: total(false, (kind) => kind === 'r:unanswered'),
        mine: total(true, (kind) => kind === 'r:unanswered'),
      },
    };
  }

  /** A meter reader's statistics, counted from the rows (their scope is not a set of buildings). */
  private async liveStatistics(actor: Actor, range: StatisticsQuery) {
    const inRange = (column: string) => {
      const conditions: Expression<SqlBool>[] = [];
      if (range.start) conditions.push(after(column).apply(range.start));
      if (range.end) conditions.push(before(column).apply(range.end));
      return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
    };
    const mine = sql<SqlBool>`b.property_manager_id = ${actor.userId}`;
    const columns = [sql`count(*)::int AS count`, sql`count(*) FILTER (WHERE ${mine})::int AS my_count`];
    for (const [name, list] of Object.entries(STATISTICS_STATUSES)) {
      columns.push(sql`count(*) FILTER (WHERE rr.status IN (${statuses(list)}))::int AS ${sql.ref(name)}`);
      columns.push(
        sql`count(*) FILTER (WHERE rr.status IN (${statuses(list)}) AND ${mine})::int AS ${sql.ref(`my_${name}`)}`,
      );
    }
    // Two statements at once (two pooled connections): the answer waits for the slower one only.
    const [requestCounts, readings] = await Promise.all([
      sql<Record<string, number>>`
      SELECT ${sql.join(columns)}
      FROM reading_requests rr JOIN buildings b ON b.id = rr.building_id
      WHERE ${this.requestScope(actor)} AND ${inRange('rr.planned_reading_date')}`.execute(this.db),
      sql<{ all: number; mine: number }>`
      SELECT count(*)::int AS all, count(*) FILTER (WHERE ${mine})::int AS mine
      FROM readings r
      JOIN meters m ON m.id = r.meter_id
      JOIN buildings b ON b.id = m.building_id
      WHERE ${meterScope(actor, 'm')} AND ${inRange('r.reading_date')}
        AND NOT EXISTS (SELECT 1 FROM reading_requests answered WHERE answered.reading_id = r.id)`.execute(
        this.db,
      ),
    ]);
    const row = requestCounts.rows[0]!;
    const requests = {
      all: { count: row.count!, success: row.success!, rejected: row.rejected!, new: row.new! },
      mine: { count: row.my_count!, success: row.my_success!, rejected: row.my_rejected!, new: row.my_new! },
    };
    return { requests, readings: readings.rows[0]! };
  }

  /** Readings per month and origin over the last READINGS_TREND_MONTHS months (this one included). */
  async readingsPerMonth(actor: Actor, myBuildings: boolean, now = new Date()) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (READINGS_TREND_MONTHS - 1), 1));
    if (!isMeterReader(actor)) {
      const scope = myBuildings ? managerScope(actor) : sql`${countScope(actor)}::uuid`;
      const { rows } = await sql<{ month: string; origin: string; count: number }>`
        SELECT to_char(day, 'YYYY-MM') AS month, substr(kind, 3) AS origin, sum(n)::int AS count
        FROM scope_day_counts
        WHERE scope_id = ${scope} AND kind IN ('r:portal', 'r:app', 'r:import') AND day >= ${from.toISOString().slice(0, 10)}::date
        GROUP BY 1, 2`.execute(this.db);
      return { from, rows };
    }
    const { rows } = await sql<{ month: string; origin: string; count: number }>`
      SELECT to_char(date_trunc('month', r.reading_date AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, r.origin,
             count(*)::int AS count
      FROM readings r
      JOIN meters m ON m.id = r.meter_id
      ${myBuildings ? sql`JOIN buildings b ON b.id = m.building_id AND b.property_manager_id = ${actor.userId}` : sql``}
      WHERE ${meterScope(actor, 'm')} AND r.reading_date >= ${from}
      GROUP BY 1, 2`.execute(this.db);
    return { from, rows };
  }

  /**
   * Undispatched pending requests whose building has a preferred delegate (all the caller sees, or only
   * the buildings they manage), leaving out those whose assignment would make a twin of another request
   * (same meter, delegate and planned start).
   */
  private disposable(actor: Actor, allBuildings: boolean) {
    return sql<SqlBool>`rr.delegate_id IS NULL AND rr.status IN (${PENDING})
      AND ${this.requestScope(actor)}
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
   * the company's own, or (with a supplier) those of the supplier's meters the caller sees.
   */
  async finalize(actor: Actor, energySupplierId: string | null): Promise<number> {
    const which = energySupplierId
      ? sql<SqlBool>`rr.meter_id IN (SELECT id FROM meters WHERE energy_supplier_id = ${energySupplierId})
          AND ${this.requestScope(actor)}`
      : sql<SqlBool>`rr.owner_company_id = ${actor.companyId}`;
    const result = await sql`
      UPDATE reading_requests rr
      SET status = 'rejected', status_note = 'reading_period_finalized', status_note_text = NULL
      WHERE rr.status IN (${PENDING}) AND ${which}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}

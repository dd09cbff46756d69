import {
  type Actor,
  isAdministration,
  isMeterReader,
  PENDING_READING_REQUEST_STATUSES,
  READING_ORIGINS,
  READING_REQUEST_STATUSES,
  type ReadingRequestStatus,
} from '@portal/contracts';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { buildingScope, companyBuildingIds, meterScope, readingRequestScope } from '../../auth/scope';
import { ALL_BUILDINGS, COUNT_KINDS, countColumn } from '../../db/kept-counts';
import type { Database } from '../../db/schema';
import { after, before } from '../../http/filters';
import { periodSegments } from './count-periods';
import { addSums, type GroupSums, type KeptSumsCache } from './kept-sums-cache';

const ALL = 'all' as const;

const statuses = (list: readonly string[]) => sql.join(list.map((status) => sql.lit(status)));
const PENDING = statuses(PENDING_READING_REQUEST_STATUSES);

/** The statistics' days, `YYYY-MM-DD`, inclusive; either may be open. */
export interface StatisticsRange {
  start?: string;
  end?: string;
}

/** One side of the statistics (all the caller sees, or the buildings they manage). */
export interface StatisticsCounts {
  /** Requests by status, planned to start within the range. */
  requests: Partial<Record<ReadingRequestStatus, number>>;
  /** Readings within the range that answer no request. */
  unanswered: number;
}

const COLUMNS = COUNT_KINDS.map(countColumn);
const columnSums = () =>
  sql.raw(COLUMNS.map((column) => `coalesce(sum(${column}), 0)::int AS ${column}`).join(', '));
/** The deltas not merged yet, narrow rows summed into the columns of building_counts. */
const deltaSums = (kinds: readonly string[] = COUNT_KINDS) =>
  sql.raw(
    kinds
      .map((kind) => `coalesce(sum(d.n) FILTER (WHERE d.kind = '${kind}'), 0)::int AS ${countColumn(kind)}`)
      .join(', '),
  );

/** A row of kept sums → the statistics of one side. */
function statisticsOf(row: Record<string, number>): StatisticsCounts {
  return {
    requests: Object.fromEntries(
      READING_REQUEST_STATUSES.map((status) => [status, row[countColumn(`q:${status}`)] ?? 0]),
    ),
    unanswered: row[countColumn('r:unanswered')] ?? 0,
  };
}

/**
 * The dashboard's numbers and its two bulk actions, all within the caller's scope (`auth/scope.ts`):
 * requests as the requests list scopes them, readings as the readings list does. A company's numbers
 * are summed from the counts kept per building and period (migration 0010) over the buildings its scope
 * lists, the administration's from those kept for all buildings together; a meter reader's are counted
 * from the rows (their requests are those assigned to them, not those of a set of buildings).
 */
export class DashboardRepository {
  /** `keptSums`: the server's cache of kept sums; none inside a transaction (its reads may see its own writes). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keptSums?: KeptSumsCache,
  ) {}

  /** Whether a building column names one the caller manages ("my buildings"). */
  private managed(actor: Actor, column: string) {
    return sql<boolean>`${sql.ref(column)} IN (SELECT id FROM buildings WHERE property_manager_id = ${actor.userId})`;
  }

  /** The buildings a company's user (or the administration: all) sees, or those of them the user manages. */
  private buildings(actor: Actor, mine: boolean) {
    if (mine)
      return sql`SELECT b.id FROM buildings b WHERE b.property_manager_id = ${actor.userId} AND ${buildingScope(actor, 'b')}`;
    return isAdministration(actor) ? ALL : companyBuildingIds(actor);
  }

  /**
   * Sums of the kept counts of `buildings` (a scope's, or ALL: those kept for all buildings together),
   * grouped: `kept` reads building_counts `c` (joined to `scope` unless ALL; `keptIn` is that FROM and
   * its condition), `deltas` the deltas `d` not merged yet (`deltaIn`: the scope's). The deltas are
   * summed at every read; the kept part comes from the cache when it was read at the current generation
   * for the same scope (one statement: generation, scope fingerprint and deltas), else from a second
   * statement that reads it all in one snapshot.
   */
  private async sums(
    buildings: typeof ALL | RawBuilder<unknown>,
    question: string,
    kept: (keptIn: { from: RawBuilder<unknown>; where: RawBuilder<unknown> }) => RawBuilder<unknown>,
    deltas: (deltaIn: RawBuilder<unknown>) => RawBuilder<unknown>,
  ): Promise<GroupSums> {
    const all = buildings === ALL;
    const scope = all
      ? sql``
      : sql`WITH scope AS MATERIALIZED (SELECT DISTINCT id FROM (${buildings}) s(id))`;
    const keptIn = all
      ? { from: sql`building_counts c`, where: sql`c.building_id = ${ALL_BUILDINGS}::uuid` }
      : { from: sql`scope JOIN building_counts c ON c.building_id = scope.id`, where: sql`true` };
    const asJson = (query: RawBuilder<unknown>) =>
      sql`(SELECT coalesce(jsonb_object_agg(x.grp, to_jsonb(x) - 'grp'), '{}') FROM (${query}) x)`;
    const state = sql`(SELECT generation::text FROM building_counts_generation) AS generation,
      ${all ? sql`'all'` : sql`(SELECT md5(string_agg(id::text, ',' ORDER BY id)) FROM scope)`} AS fingerprint,
      ${asJson(deltas(all ? sql`true` : sql`d.building_id IN (SELECT id FROM scope)`))} AS deltas`;
    type State = { generation: string; fingerprint: string; deltas: GroupSums };
    const now = (await sql<State>`${scope} SELECT ${state}`.execute(this.db)).rows[0]!;
    const key = `${question} ${now.fingerprint}`;
    const cached = this.keptSums?.get(key, now.generation);
    if (cached) return addSums(cached, now.deltas);
    const { rows } = await sql<State & { kept: GroupSums }>`
      ${scope} SELECT ${state}, ${asJson(kept(keptIn))} AS kept`.execute(this.db);
    const read = rows[0]!;
    this.keptSums?.set(`${question} ${read.fingerprint}`, read.generation, read.kept);
    return addSums(read.kept, read.deltas);
  }

  /** The statistics' kept counts of `buildings` over the range: whole years, months and edge days. */
  private async keptStatistics(buildings: typeof ALL | RawBuilder<unknown>, range: StatisticsRange) {
    const segments = periodSegments(range.start, range.end);
    const kept = await this.sums(
      buildings,
      JSON.stringify(segments),
      ({ from, where }) =>
        sql`SELECT '' AS grp, ${columnSums()} FROM (${sql.join(
          segments.map(
            ({ period, from: start, until }) => sql`SELECT ${sql.raw(COLUMNS.map((c) => `c.${c}`).join(', '))}
            FROM ${from} WHERE ${where} AND c.period = ${period} AND c.start >= ${start}::date AND c.start < ${until}::date`,
          ),
          sql` UNION ALL `,
        )}) x`,
      (deltaIn) => sql`SELECT '' AS grp, ${deltaSums()} FROM building_count_deltas d
        WHERE d.day >= ${segments[0]!.from}::date AND d.day < ${segments.at(-1)!.until}::date AND ${deltaIn}`,
    );
    return kept[''] ?? {};
  }

  /**
   * Requests by status (planned start within the range) and readings that answer no request (reading
   * date within the range), for all the caller sees and for the buildings they manage. The date
   * conditions are the lists' own (`planned_reading_date_after/_before`, `reading_date_after/_before`,
   * whole UTC days), so the counts agree with the lists.
   */
  async statistics(
    actor: Actor,
    range: StatisticsRange,
  ): Promise<{ all: StatisticsCounts; mine: StatisticsCounts }> {
    if (isMeterReader(actor)) return this.liveStatistics(actor, range);
    // Two statements at once (two pooled connections): the answer waits for the slower one only.
    const [all, mine] = await Promise.all([
      this.keptStatistics(this.buildings(actor, false), range),
      this.keptStatistics(this.buildings(actor, true), range),
    ]);
    return { all: statisticsOf(all), mine: statisticsOf(mine) };
  }

  /** A meter reader's statistics, counted from the rows. */
  private async liveStatistics(actor: Actor, range: StatisticsRange) {
    const inRange = (column: string) => {
      const conditions: Expression<SqlBool>[] = [sql<SqlBool>`true`];
      if (range.start) conditions.push(after(column).apply(range.start));
      if (range.end) conditions.push(before(column).apply(range.end));
      return sql.join(conditions, sql` AND `);
    };
    const [requests, unanswered] = await Promise.all([
      sql<{ mine: boolean; status: ReadingRequestStatus; n: number }>`
        SELECT ${this.managed(actor, 'rr.building_id')} AS mine, rr.status, count(*)::int AS n
        FROM reading_requests rr
        WHERE ${readingRequestScope(actor)} AND ${inRange('rr.planned_reading_date')}
        GROUP BY 1, 2`.execute(this.db),
      sql<{ mine: boolean; n: number }>`
        SELECT ${this.managed(actor, 'm.building_id')} AS mine, count(*)::int AS n
        FROM readings r JOIN meters m ON m.id = r.meter_id
        WHERE ${meterScope(actor, 'm')} AND ${inRange('r.reading_date')}
          AND NOT EXISTS (SELECT 1 FROM reading_requests answered WHERE answered.reading_id = r.id)
        GROUP BY 1`.execute(this.db),
    ]);
    const side = (mine: boolean): StatisticsCounts => {
      const counts: StatisticsCounts = { requests: {}, unanswered: 0 };
      for (const row of requests.rows)
        if (!mine || row.mine) counts.requests[row.status] = (counts.requests[row.status] ?? 0) + row.n;
      for (const row of unanswered.rows) if (!mine || row.mine) counts.unanswered += row.n;
      return counts;
    };
    return { all: side(false), mine: side(true) };
  }

  /** Readings per month (`YYYY-MM`) and origin from `from` on, of all the caller sees or the buildings they manage. */
  async readingsPerMonth(actor: Actor, myBuildings: boolean, from: Date) {
    const since = from.toISOString().slice(0, 10);
    if (isMeterReader(actor)) {
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
    const origins = READING_ORIGINS.map((origin) => countColumn(`r:${origin}`));
    // Grouped by the month's first day and formatted once per month (to_char on every kept row cost a third).
    const months = await this.sums(
      this.buildings(actor, myBuildings),
      `months from ${since}`,
      ({ from, where }) => sql`SELECT to_char(c.start, 'YYYY-MM') AS grp,
          ${sql.raw(origins.map((c) => `sum(c.${c})::int AS ${c}`).join(', '))}
        FROM ${from} WHERE ${where} AND c.period = 'm' AND c.start >= ${since}::date GROUP BY c.start`,
      (deltaIn) => sql`SELECT to_char(date_trunc('month', d.day), 'YYYY-MM') AS grp,
          ${deltaSums(READING_ORIGINS.map((origin) => `r:${origin}`))}
        FROM building_count_deltas d WHERE d.day >= ${since}::date AND ${deltaIn} GROUP BY 1`,
    );
    return Object.entries(months).flatMap(([month, counts]) =>
      READING_ORIGINS.map((origin) => ({ month, origin, count: counts[countColumn(`r:${origin}`)] ?? 0 })),
    );
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

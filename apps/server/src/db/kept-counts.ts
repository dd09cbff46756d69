/**
 * The dashboard's kept counts (`building_counts`, `building_count_deltas`; migration 0010 built them):
 * what is counted, and the SQL that counts it from the tables. The migrations, the repositories
 * (`BuildingCountsRepository`, `DashboardRepository`) and the bench's bulk load read them here.
 *
 * A change to what is counted is a migration that changes the table, the triggers (`routines/`) and
 * these lists together; 0010 built the table from these lists, so it then keeps a copy of the lists it had.
 */

/** What is counted, each a column of `building_counts` (`q:new` → `q_new`). */
export const COUNT_KINDS = [
  ...[
    'new',
    'postponed',
    'postponed_notified',
    'rejected',
    'rejected_selfservice',
    'success',
    'success_selfservice',
  ].map((status) => `q:${status}`),
  'r:portal',
  'r:app',
  'r:import',
  'r:unanswered',
] as const;
export const countColumn = (kind: string) => kind.replace(':', '_');
/** The periods counts are kept for, and the nil building id under which all buildings are counted together. */
export const COUNT_PERIODS = { d: 'day', m: 'month', y: 'year' } as const;
export const ALL_BUILDINGS = '00000000-0000-0000-0000-000000000000';

/** The counting triggers, by table: a bulk load switches them off and then runs REBUILD_COUNTS. */
export const COUNT_TRIGGERS = {
  readings: ['readings_count_insert', 'readings_count_update', 'readings_count_delete'],
  reading_requests: ['reading_requests_count'],
  meters: ['meters_count_delete', 'meters_count_move'],
} as const;

/**
 * A building's counts per day and kind as the tables hold them now (the recount's truth; REBUILD_COUNTS),
 * of the buildings whose id meets `buildings` (a condition on the column it is given; all by default).
 */
export function trueCounts(buildings: (column: string) => string = () => 'true'): string {
  return `
  SELECT m.building_id, (r.reading_date AT TIME ZONE 'UTC')::date AS day, k.kind, count(*)::int AS n
  FROM readings r JOIN meters m ON m.id = r.meter_id
  CROSS JOIN LATERAL (VALUES ('r:' || r.origin), (CASE WHEN NOT r.answered THEN 'r:unanswered' END)) k(kind)
  WHERE k.kind IS NOT NULL AND ${buildings('m.building_id')}
  GROUP BY 1, 2, 3
  UNION ALL
  SELECT rr.building_id, (rr.planned_reading_date AT TIME ZONE 'UTC')::date, 'q:' || rr.status, count(*)::int
  FROM reading_requests rr WHERE ${buildings('rr.building_id')} GROUP BY 1, 2, 3`;
}
export const TRUE_COUNTS = trueCounts();

/**
 * Narrow rows `(building_id, day, kind, n)` of `source` as `building_counts` rows of every period, per
 * building and for all buildings under the nil id (`rows`: only one of the two):
 * `SELECT period, building_id, start, <one sum per kind>`.
 */
export function perPeriod(source: string, rows: 'both' | 'each' | 'all' = 'both'): string {
  const sums = COUNT_KINDS.map(
    (kind) => `coalesce(sum(n) FILTER (WHERE kind = '${kind}'), 0)::int AS ${countColumn(kind)}`,
  );
  return Object.entries(COUNT_PERIODS)
    .flatMap(([period, unit]) =>
      [
        ...(rows === 'all' ? [] : ['building_id']),
        ...(rows === 'each' ? [] : [`'${ALL_BUILDINGS}'::uuid`]),
      ].map(
        (building) => `SELECT '${period}'::char AS period, ${building} AS building_id,
          date_trunc('${unit}', day)::date AS start, ${sums.join(', ')}
        FROM (${source}) source GROUP BY 1, 2, 3`,
      ),
    )
    .join('\n  UNION ALL ');
}

/**
 * The same truth as `trueCounts` in `building_counts` rows (`SELECT period, building_id, start, <one
 * count per kind>`, every period, each building only), counted per building and day in one pass over
 * the readings and one over the requests, then summed into months and years: the recount's form.
 */
export function trueCountsPerPeriod(buildings: (column: string) => string): string {
  const columns = COUNT_KINDS.map(countColumn);
  const counted = (table: 'r' | 'q') =>
    COUNT_KINDS.map((kind) => {
      const [of, value] = kind.split(':') as [string, string];
      if (of !== table) return `0 AS ${countColumn(kind)}`;
      const condition =
        of === 'q'
          ? `rr.status = '${value}'`
          : value === 'unanswered'
            ? 'NOT r.answered'
            : `r.origin = '${value}'`;
      return `(count(*) FILTER (WHERE ${condition}))::int AS ${countColumn(kind)}`;
    }).join(', ');
  return `
  SELECT p.period, d.building_id, p.start, ${columns.map((c) => `sum(${c})::int AS ${c}`).join(', ')}
  FROM (
    SELECT m.building_id, (r.reading_date AT TIME ZONE 'UTC')::date AS day, ${counted('r')}
    FROM readings r JOIN meters m ON m.id = r.meter_id WHERE ${buildings('m.building_id')} GROUP BY 1, 2
    UNION ALL
    SELECT rr.building_id, (rr.planned_reading_date AT TIME ZONE 'UTC')::date, ${counted('q')}
    FROM reading_requests rr WHERE ${buildings('rr.building_id')} GROUP BY 1, 2
  ) d
  CROSS JOIN LATERAL (VALUES ${Object.entries(COUNT_PERIODS)
    .map(([period, unit]) => `('${period}'::char, date_trunc('${unit}', d.day)::date)`)
    .join(', ')}) p(period, start)
  GROUP BY 1, 2, 3`;
}

/** Counts everything from the tables: `answered`, then the counts (for a bulk load with the triggers off). */
export const REBUILD_COUNTS = [
  'TRUNCATE building_counts, building_count_deltas',
  `UPDATE readings r SET answered = true
    FROM (SELECT DISTINCT reading_id FROM reading_requests WHERE reading_id IS NOT NULL) a
    WHERE a.reading_id = r.id AND NOT r.answered`,
  `UPDATE readings r SET answered = false
    WHERE r.answered AND NOT EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.reading_id = r.id)`,
  `WITH truth_days AS MATERIALIZED (${TRUE_COUNTS})
    INSERT INTO building_counts (period, building_id, start, ${COUNT_KINDS.map(countColumn).join(', ')})
    ${perPeriod('SELECT building_id, day, kind, n FROM truth_days')}`,
];

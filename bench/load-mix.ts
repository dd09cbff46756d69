import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Actor,
  BASE_CONFIGURATION,
  dashboardTasks,
  type PortalConfiguration,
  statisticsParameters,
} from '@portal/contracts';
import { LOAD_MEDIA, SEARCH_TERMS } from './generator/lists';

/**
 * The request mix of the load (bench/load.ts) and of its pgbench twin (bench/pgbench/make-sql.ts):
 * a scheduler paging through a filtered, ordered list with its count — three filters each (the
 * readings list: a building and a date range).
 */
export const PAGE_SIZE = 50;
/**
 * Pages 1 … PAGES, each equally often; BENCH_PAGES=2 for a smaller scope (a generated account at
 * BENCH_SCALE < 1, where the searched lists may have fewer than five pages).
 */
export const PAGES = Number(process.env.BENCH_PAGES ?? 5);

/** Buildings: status, property manager set, a search term; ordered by zip code. */
export const buildingsQuery = (page: number, term: string) =>
  `/api/v2/buildings/?pagination=page_number&page=${page}&page_size=${PAGE_SIZE}&o=zip_code&status=active` +
  `&property_manager__isnull=false&search=${encodeURIComponent(term)}`;

/** Meters: status, medium, no check needed; ordered by meter number. */
export const metersQuery = (page: number, medium: string) =>
  `/api/v2/meters/?pagination=page_number&page=${page}&page_size=${PAGE_SIZE}&o=meter_id&status=active` +
  `&physical_medium=${medium}&needs_check=false`;

/**
 * Reading requests: new or rejected, overdue, a search term (street-name suffix, as for buildings);
 * ordered by planned start. Overdue covers only pending requests, so this lists the overdue new ones.
 */
export const readingRequestsQuery = (page: number, term: string) =>
  `/api/v2/reading_requests/?pagination=page_number&page=${page}&page_size=${PAGE_SIZE}&o=planned_reading_date` +
  `&status=new,rejected&overdue=true&search=${encodeURIComponent(term)}`;

/** Readings: the last 365 days of one building (newest first, the default ordering). */
export const READING_PAGES = 2;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
export const READING_DATE_AFTER = day(365);
export const READING_DATE_BEFORE = day(0);
export const readingsQuery = (page: number, building: string) =>
  `/api/v2/readings/?pagination=page_number&page=${page}&page_size=${PAGE_SIZE}&meter__building__id=${building}` +
  `&reading_date_after=${READING_DATE_AFTER}&reading_date_before=${READING_DATE_BEFORE}`;

/**
 * The buildings the readings list loads: those of the bench company with the most readings, as the
 * newest bench/out/generate-*.json lists them (BENCH_GENERATE_JSON names another file).
 */
export function readingBuildings(): string[] {
  const outDir = join(import.meta.dirname, 'out');
  const file =
    process.env.BENCH_GENERATE_JSON ??
    readdirSync(outDir)
      .filter((name) => name.startsWith('generate-') && name.endsWith('.json'))
      .sort()
      .map((name) => join(outDir, name))
      .at(-1);
  if (!file) throw new Error('No bench/out/generate-*.json: run bench/generate.ts first.');
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    bench?: { readingBuildings?: { id: string }[] };
  };
  const ids = report.bench?.readingBuildings?.map((b) => b.id) ?? [];
  if (ids.length === 0) throw new Error(`${file} lists no readingBuildings: generate the data again.`);
  return ids;
}

const pages = Array.from({ length: PAGES }, (_, i) => i + 1);

/** Every (value, page) pair once, in a fixed shuffled order: the load cycles through it. */
function mix(
  values: readonly string[],
  query: (page: number, value: string) => string,
  pageCount = PAGES,
): string[] {
  const all = values.flatMap((value) => pages.slice(0, pageCount).map((page) => query(page, value)));
  // Deterministic Fisher–Yates (LCG), so every run sends the same sequence.
  let seed = 20261122;
  for (let i = all.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

/**
 * The dashboard, as the web page's first paint sends it: the statistics for the default
 * range (a year ago … today), the readings trend over all buildings, and every task row's count
 * (`dashboardTasks`: GET {endpoint}?page_size=1&{query}).
 */
export const statisticsQuery = `/api/v2/statistics/?${new URLSearchParams(
  statisticsParameters({ start: READING_DATE_AFTER, end: READING_DATE_BEFORE }, BASE_CONFIGURATION),
)}`;
export const readingsPerMonthQuery = '/api/v2/statistics/readings_per_month/?my_buildings=false';
/** Every task row's counter in one call, as the web page asks for them. */
export const taskCountsQuery = '/api/v2/statistics/task_counts/';
export const dashboardCounts = (
  actor: Actor & { email: string },
  config: Pick<PortalConfiguration, 'DASHBOARD_WATER_METERS'>,
) =>
  dashboardTasks(actor, config).map((task) => ({
    key: task.key,
    path: `/api/v2/${task.endpoint}?${new URLSearchParams({ page_size: '1', ...task.query })}`,
  }));

/** The signed-in user as the dashboard sees it (GET users/{id}/: role, first company, features). */
export interface DashboardUser {
  actor: Actor & { email: string };
  config: Pick<PortalConfiguration, 'DASHBOARD_WATER_METERS'>;
}

/** A load step: one path, or several sent at once (timed until the last answers). */
export type Step = string | readonly string[];

export const LIST_NAMES = ['buildings', 'meters', 'reading_requests', 'readings'] as const;
/**
 * BENCH_ENDPOINTS=dashboard: statistics (the range), statistics_all_time (no range), readings_per_month,
 * autodispose_dry_run (all buildings), task_counts (every row's counter in one call), each task row's count
 * through its list call as `count:<key>`, and dashboard_first_paint (statistics, readings_per_month and
 * task_counts at once, as the web page sends them).
 */
export const DASHBOARD_NAMES = [
  'statistics',
  'statistics_all_time',
  'readings_per_month',
  'autodispose_dry_run',
  'task_counts',
  'dashboard_counts',
  'dashboard_first_paint',
] as const;
/**
 * The endpoints (BENCH_ENDPOINTS=readings,… picks some; `dashboard` stands for DASHBOARD_NAMES; default:
 * the four lists) with the steps each cycles through. Lists must answer full pages; dashboard calls may
 * count 0 (`emptyOk`).
 */
export function endpoints(only = process.env.BENCH_ENDPOINTS, user?: DashboardUser) {
  const chosen = (only ?? LIST_NAMES.join(','))
    .split(',')
    .flatMap((name) => (name === 'dashboard' ? [...DASHBOARD_NAMES] : [name]));
  const lists = {
    buildings: () => mix(SEARCH_TERMS, buildingsQuery),
    meters: () => mix(LOAD_MEDIA, metersQuery),
    reading_requests: () => mix(SEARCH_TERMS, readingRequestsQuery),
    readings: () => mix(readingBuildings(), readingsQuery, READING_PAGES),
  };
  const result: { name: string; steps: Step[]; emptyOk?: boolean }[] = LIST_NAMES.filter((name) =>
    chosen.includes(name),
  ).map((name) => ({ name, steps: lists[name]() }));
  if (!DASHBOARD_NAMES.some((name) => chosen.includes(name))) return result;
  if (!user) throw new Error('The dashboard endpoints need the signed-in user.');
  const counts = dashboardCounts(user.actor, user.config);
  const dashboard: Record<(typeof DASHBOARD_NAMES)[number], () => { name: string; steps: Step[] }[]> = {
    statistics: () => [{ name: 'statistics', steps: [statisticsQuery] }],
    statistics_all_time: () => [{ name: 'statistics_all_time', steps: ['/api/v2/statistics/'] }],
    readings_per_month: () => [{ name: 'readings_per_month', steps: [readingsPerMonthQuery] }],
    autodispose_dry_run: () => [
      { name: 'autodispose_dry_run', steps: ['/api/v2/autodispose/?dry_run=true&all_buildings=true'] },
    ],
    task_counts: () => [{ name: 'task_counts', steps: [taskCountsQuery] }],
    dashboard_counts: () => counts.map(({ key, path }) => ({ name: `count:${key}`, steps: [path] })),
    dashboard_first_paint: () => [
      { name: 'dashboard_first_paint', steps: [[statisticsQuery, readingsPerMonthQuery, taskCountsQuery]] },
    ],
  };
  for (const name of DASHBOARD_NAMES)
    if (chosen.includes(name)) result.push(...dashboard[name]().map((e) => ({ ...e, emptyOk: true })));
  return result;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOAD_MEDIA, SEARCH_TERMS } from './generator/lists';

/**
 * The request mix of the load (bench/load.ts) and of its pgbench twin (bench/pgbench/make-sql.ts):
 * a scheduler paging through a filtered, ordered list with its count — three filters each (the
 * readings list: a building and a date range).
 */
export const PAGE_SIZE = 50;
/** Pages 1 … PAGES, each equally often. */
export const PAGES = 5;

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

export const ENDPOINT_NAMES = ['buildings', 'meters', 'reading_requests', 'readings'] as const;

/** The endpoints (BENCH_ENDPOINTS=readings,… picks some) with the paths each cycles through. */
export function endpoints(only = process.env.BENCH_ENDPOINTS) {
  const chosen = only ? only.split(',') : ENDPOINT_NAMES;
  const paths = {
    buildings: () => mix(SEARCH_TERMS, buildingsQuery),
    meters: () => mix(LOAD_MEDIA, metersQuery),
    reading_requests: () => mix(SEARCH_TERMS, readingRequestsQuery),
    readings: () => mix(readingBuildings(), readingsQuery, READING_PAGES),
  };
  return ENDPOINT_NAMES.filter((name) => chosen.includes(name)).map((name) => ({
    name,
    paths: paths[name](),
  }));
}

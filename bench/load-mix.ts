import { LOAD_MEDIA, SEARCH_TERMS } from './generator/lists';

/**
 * The request mix of the load (bench/load.ts) and of its pgbench twin (bench/pgbench/make-sql.ts):
 * a scheduler paging through a filtered, ordered list with its count — three filters each.
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

const pages = Array.from({ length: PAGES }, (_, i) => i + 1);

/** Every (value, page) pair once, in a fixed shuffled order: the load cycles through it. */
function mix(values: readonly string[], query: (page: number, value: string) => string): string[] {
  const all = values.flatMap((value) => pages.map((page) => query(page, value)));
  // Deterministic Fisher–Yates (LCG), so every run sends the same sequence.
  let seed = 20261122;
  for (let i = all.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

export const ENDPOINTS = [
  { name: 'buildings', paths: mix(SEARCH_TERMS, buildingsQuery) },
  { name: 'meters', paths: mix(LOAD_MEDIA, metersQuery) },
] as const;

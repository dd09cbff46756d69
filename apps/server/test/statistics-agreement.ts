import { STATISTICS_STATUSES, type Statistics } from '@portal/contracts';
import { DEMO, type TestApp } from './app';

/** The demo accounts whose dashboards the agreement checks (every role and company type). */
export const EVERY_DEMO_ACCOUNT = Object.values(DEMO);

const DEFAULT_RANGE = { start: '2025-06-01', end: '2026-12-31' };

/** Every number the agreement compares, keyed `<email> <period> <what>`. */
export type DashboardCounts = Record<string, number>;

type Side = 'statistics' | 'lists';

async function dashboardCounts(
  side: Side,
  t: Pick<TestApp, 'get'>,
  emails: readonly string[],
  range: { start: string; end: string },
): Promise<DashboardCounts> {
  const found: DashboardCounts = {};
  const json = async (email: string, url: string) => {
    const response = await t.get(email, url);
    if (response.statusCode !== 200)
      throw new Error(`${email} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const count = async (email: string, url: string) =>
    (await json(email, `${url}${url.includes('?') ? '&' : '?'}page_size=1`)).count as number;
  for (const email of emails) {
    for (const [statisticsQuery, requestRange, readingRange] of [
      ['', '', ''],
      [
        `start_date=${range.start}&end_date=${range.end}`,
        `&planned_reading_date_after=${range.start}&planned_reading_date_before=${range.end}`,
        `&reading_date_after=${range.start}&reading_date_before=${range.end}`,
      ],
    ] as const) {
      const stats =
        side === 'statistics'
          ? ((await json(email, `/api/v2/statistics/?${statisticsQuery}`)) as Statistics)
          : undefined;
      const me = `&meter__building__property_manager__email=${encodeURIComponent(email)}`;
      const put = async (
        what: string,
        kept: (stats: Statistics) => number,
        listed: () => Promise<number>,
      ) => {
        found[`${email} ${statisticsQuery || 'all time'} ${what}`] = stats ? kept(stats) : await listed();
      };
      for (const [tab, mine] of [
        ['reading_requests', ''],
        ['reading_requests_my_buildings', me],
      ] as const) {
        const requests = `/api/v2/reading_requests/?o=planned_reading_date${requestRange}${mine}`;
        await put(
          `${tab}.count`,
          (s) => s[tab].count,
          () => count(email, requests),
        );
        for (const bucket of ['success', 'rejected', 'new'] as const)
          await put(
            `${tab}.${bucket}`,
            (s) => s[tab][bucket],
            () => count(email, `${requests}&status=${STATISTICS_STATUSES[bucket].join(',')}`),
          );
      }
      const readings = `/api/v2/readings/?reading_request__isnull=true${readingRange}`;
      await put(
        'readings_without_reading_requests',
        (s) => s.readings_without_reading_requests.count,
        () => count(email, readings),
      );
      await put(
        'readings_without_reading_requests_my_buildings',
        (s) => s.readings_without_reading_requests_my_buildings.count,
        () => count(email, `${readings}${me}`),
      );
    }
  }
  return found;
}

/**
 * What `statistics/` answers for each account, all time and within a range, all buildings and "my
 * buildings": the numbers `listedCounts` finds in the lists.
 */
export const statisticsCounts = (
  t: Pick<TestApp, 'get'>,
  emails: readonly string[] = EVERY_DEMO_ACCOUNT,
  range = DEFAULT_RANGE,
) => dashboardCounts('statistics', t, emails, range);

/**
 * The same numbers counted in the lists `statistics/` summarises (`reading_requests/`, `readings/` with
 * `page_size=1`). They change only with the rows or the scope, so a test that reads the statistics after
 * several steps that change neither (a merge, a recount) may count the lists once for all of them.
 */
export const listedCounts = (
  t: Pick<TestApp, 'get'>,
  emails: readonly string[] = EVERY_DEMO_ACCOUNT,
  range = DEFAULT_RANGE,
) => dashboardCounts('lists', t, emails, range);

/**
 * Where `statistics/` disagrees with the lists it summarises: `[]` when everything agrees, else one
 * line per difference.
 */
export async function statisticsDisagreements(
  t: Pick<TestApp, 'get'>,
  emails: readonly string[] = EVERY_DEMO_ACCOUNT,
  range: { start: string; end: string } = DEFAULT_RANGE,
): Promise<string[]> {
  const kept = await statisticsCounts(t, emails, range);
  const listed = await listedCounts(t, emails, range);
  return Object.keys(listed)
    .filter((key) => kept[key] !== listed[key])
    .map((key) => `${key}: ${kept[key]} ≠ ${listed[key]}`);
}

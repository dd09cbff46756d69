import { STATISTICS_STATUSES, type Statistics } from '@portal/contracts';
import { DEMO, type TestApp } from './app';

/** The demo accounts whose dashboards the agreement checks (every role and company type). */
export const EVERY_DEMO_ACCOUNT = Object.values(DEMO);

/**
 * Where `statistics/` disagrees with the lists it summarises (`reading_requests/`, `readings/` with
 * `page_size=1`), for each account, all time and within a range, all buildings and "my buildings":
 * `[]` when everything agrees, else one line per difference.
 */
export async function statisticsDisagreements(
  t: Pick<TestApp, 'get'>,
  emails: readonly string[] = EVERY_DEMO_ACCOUNT,
  range: { start: string; end: string } = { start: '2025-06-01', end: '2026-12-31' },
): Promise<string[]> {
  const found: string[] = [];
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
      const stats = (await json(email, `/api/v2/statistics/?${statisticsQuery}`)) as Statistics;
      const me = `&meter__building__property_manager__email=${encodeURIComponent(email)}`;
      const expect = (what: string, kept: number, listed: number) => {
        if (kept !== listed)
          found.push(`${email} ${statisticsQuery || 'all time'} ${what}: ${kept} ≠ ${listed}`);
      };
      for (const [tab, mine] of [
        ['reading_requests', ''],
        ['reading_requests_my_buildings', me],
      ] as const) {
        const requests = `/api/v2/reading_requests/?o=planned_reading_date${requestRange}${mine}`;
        expect(`${tab}.count`, stats[tab].count, await count(email, requests));
        for (const bucket of ['success', 'rejected', 'new'] as const)
          expect(
            `${tab}.${bucket}`,
            stats[tab][bucket],
            await count(email, `${requests}&status=${STATISTICS_STATUSES[bucket].join(',')}`),
          );
      }
      const readings = `/api/v2/readings/?reading_request__isnull=true${readingRange}`;
      expect(
        'readings_without_reading_requests',
        stats.readings_without_reading_requests.count,
        await count(email, readings),
      );
      expect(
        'readings_without_reading_requests_my_buildings',
        stats.readings_without_reading_requests_my_buildings.count,
        await count(email, `${readings}${me}`),
      );
    }
  }
  return found;
}

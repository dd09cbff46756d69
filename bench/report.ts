/**
 * Times the annual report (GET reporting/?year=) on a generated cluster: the service as the route calls
 * it (five statements at once on a pool), then each grouped statement alone. No HTTP: the route adds only
 * the sending of a few kilobytes.
 *
 *   DATABASE_URL=… [BENCH_REPORT_YEAR=2026] [BENCH_ROUNDS=5] npx tsx bench/report.ts
 */
import type { AppContext, RequestAuth } from '../apps/server/src/context';
import { openPostgres } from '../apps/server/src/db/connection';
import { DataAccess } from '../apps/server/src/modules/data-access';
import { ReportingService, reportWindow } from '../apps/server/src/modules/reporting/reporting.service';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the bench cluster.');
const year = Number(process.env.BENCH_REPORT_YEAR ?? new Date().getUTCFullYear());
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const handle = openPostgres(url, 10);
const data = new DataAccess(handle.db);
const ctx = { config: { portal: { OVERDUE_BEFORE_DAYS: 0 } }, data } as unknown as AppContext;
const auth = {
  actor: { userId: 'bench', role: 'admin', companyId: 'bench', companyType: 'companies_administration' },
} as unknown as RequestAuth;

async function timed(label: string, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(14)} median ${times[times.length >> 1]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`,
  );
}

const service = new ReportingService(ctx);
const window = reportWindow(year, 0);
const { csv } = await service.annualReport(auth, year);
console.log(
  `year ${year}: ${csv.split('\r\n').length - 2} companies, ${csv.length} characters; ${rounds} rounds`,
);
await timed('report', () => service.annualReport(auth, year));
await timed('companies', () => data.reporting.companies());
await timed('buildings', () => data.reporting.buildings());
await timed('active meters', () => data.reporting.activeMeters());
await timed('requests', () => data.reporting.requests(window));
await timed('readings', () => data.reporting.readings(window));
await handle.close();

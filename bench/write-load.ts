/**
 * Reading writes as the portal takes them, for docs/operations.md: `POST /api/v2/readings/` as the bench
 * scheduler at 1 and 20 clients, every trigger as it is (nothing is switched, unlike bench/ingest.ts),
 * each reading new (its own meter and minute, on one of the company's first 1 000 active meters). The
 * readings a run wrote are deleted after it, directly in the database (the triggers keep the counts).
 *
 *   BENCH_URL=http://127.0.0.1:8088 DATABASE_URL=postgresql://… npx tsx bench/write-load.ts
 *
 * Env: BENCH_URL, DATABASE_URL (the server's database, for the clean-up only), BENCH_DURATION seconds per
 * run (15) after BENCH_WARMUP seconds not counted (3), BENCH_CONCURRENCY (1,20), BENCH_EMAIL /
 * BENCH_PASSWORD. Prints req/s, p50/p95/p99 and errors; JSON in bench/out/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { httpClient, percentile } from './http-client';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:8088');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const email = process.env.BENCH_EMAIL ?? 'bench-scheduler@bench.example';
const password = process.env.BENCH_PASSWORD ?? 'bench-password-1';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('Set DATABASE_URL to the server’s database (to delete the readings written).');

const { send, close } = httpClient(base);

const login = await send(
  'POST',
  '/api/v2/access-token/',
  { 'content-type': 'application/json' },
  JSON.stringify({ email, password }),
);
if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${login.body}`);
const headers = {
  authorization: `Bearer ${JSON.parse(login.body).access_token}`,
  'content-type': 'application/json',
};
const page = await send(
  'GET',
  '/api/v2/meters/?pagination=page_number&page_size=1000&status=active&o=meter_id',
  headers,
);
const meters = (JSON.parse(page.body).results as Array<{ url: string; obis_codes: string[] }>).filter(
  (m) => m.obis_codes.length,
);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

// Minutes from a fixed past day: every reading is the first of its meter and minute.
let minute = Math.floor((Date.now() - Date.UTC(2015, 0, 1)) / 60_000) % 1_000_000;
const results: Array<Record<string, number | string>> = [];
try {
  for (const concurrency of concurrencies) {
    const created: string[] = [];
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    let next = 0;
    const from = performance.now() + warmup * 1000;
    const until = from + duration * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          const meter = meters[next++ % meters.length]!;
          minute += 1;
          const body = JSON.stringify({
            meter: meter.url,
            reading_date: new Date(Date.UTC(2015, 0, 1) + minute * 60_000).toISOString(),
            results: meter.obis_codes.map((obis) => ({ obis, value: 1000 + (minute % 5000) })),
          });
          const t = performance.now();
          const answer = await send('POST', '/api/v2/readings/', headers, body).catch((error: unknown) => ({
            status: 0,
            body: String(error),
          }));
          if (answer.status === 201) created.push(JSON.parse(answer.body).resource_id as string);
          if (t < from) continue;
          latencies.push(performance.now() - t);
          if (answer.status !== 201) {
            errors += 1;
            firstError ??= `${answer.status} ${answer.body.slice(0, 300)}`;
          }
        }
      }),
    );
    await db.query('DELETE FROM readings WHERE id = ANY($1::uuid[])', [created]);
    latencies.sort((a, b) => a - b);
    const result = {
      concurrency,
      requests: latencies.length,
      perSecond: Number((latencies.length / duration).toFixed(1)),
      p50: Number(percentile(latencies, 0.5).toFixed(1)),
      p95: Number(percentile(latencies, 0.95).toFixed(1)),
      p99: Number(percentile(latencies, 0.99).toFixed(1)),
      errors,
      deleted: created.length,
      ...(firstError ? { firstError } : {}),
    };
    results.push(result);
    console.log(
      `readings c=${String(concurrency).padStart(2)} ${String(result.perSecond).padStart(7)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${errors}  (${created.length} written and deleted)${firstError ? ` first error: ${firstError}` : ''}`,
    );
  }
} finally {
  await db.end();
  close();
}
const outDir = join(import.meta.dirname, 'out');
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `write-load-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ url: base.href, duration, warmup, meters: meters.length, results }, null, 2),
);
console.log(`written ${file}`);

/**
 * Readings ingest: `POST /api/v2/readings/` as the bench scheduler, at 1 and 20 clients, with the
 * dashboard's counting triggers on and off (migration 0010), alternating on/off/on/off per concurrency so
 * that the machine's load hits both alike. Each reading is new (its own meter and minute), for one of the
 * company's active meters; the readings a run wrote are deleted after it (with the triggers as they were
 * during the run, so the kept counts stay right).
 *
 *   BENCH_URL=http://127.0.0.1:8080 DATABASE_URL=postgresql://… npx tsx bench/ingest.ts
 *
 * Env: BENCH_URL, DATABASE_URL (the server's database: switches the triggers and cleans up),
 * BENCH_DURATION seconds per run (15) after BENCH_WARMUP seconds not counted (3), BENCH_CONCURRENCY (1,20),
 * BENCH_EMAIL / BENCH_PASSWORD.
 * Prints req/s, p50/p95/p99 and errors per run and the ratio off/on; JSON in bench/out/.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { COUNT_TRIGGERS } from '../apps/server/src/db/migrations/0010-building-counts';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:8080');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const email = process.env.BENCH_EMAIL ?? 'bench-scheduler@bench.example';
const password = process.env.BENCH_PASSWORD ?? 'bench-password-1';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the server’s database.');

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function send(method: string, path: string, headers: http.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port || 80, method, path, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
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
  const setTriggers = async (on: boolean) => {
    for (const [table, triggers] of Object.entries(COUNT_TRIGGERS))
      for (const trigger of triggers)
        await db.query(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  };
  // Minutes from a fixed past day: every reading is the first of its meter and minute.
  let minute = Math.floor((Date.now() - Date.UTC(2015, 0, 1)) / 60_000) % 1_000_000;
  const results: Array<{
    concurrency: number;
    counts: 'on' | 'off';
    requests: number;
    perSecond: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
  }> = [];
  for (const concurrency of concurrencies) {
    for (const counts of [true, false, true, false]) {
      await setTriggers(counts);
      const created: string[] = [];
      const latencies: number[] = [];
      let errors = 0;
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
            const answer = await send('POST', '/api/v2/readings/', headers, body);
            if (t >= from) latencies.push(performance.now() - t);
            if (answer.status === 201) created.push(JSON.parse(answer.body).resource_id);
            else if (t >= from) errors += 1;
          }
        }),
      );
      // Cleaned up as written: with the triggers of the run.
      await db.query('DELETE FROM readings WHERE id = ANY($1::uuid[])', [created]);
      latencies.sort((a, b) => a - b);
      const result = {
        concurrency,
        counts: counts ? ('on' as const) : ('off' as const),
        requests: latencies.length,
        perSecond: Number((latencies.length / duration).toFixed(1)),
        p50: Number(percentile(latencies, 0.5).toFixed(1)),
        p95: Number(percentile(latencies, 0.95).toFixed(1)),
        p99: Number(percentile(latencies, 0.99).toFixed(1)),
        errors,
      };
      results.push(result);
      console.log(
        `c=${String(concurrency).padStart(2)} counts ${result.counts.padEnd(3)} ${String(result.perSecond).padStart(7)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${errors}`,
      );
    }
    const rate = (on: boolean) => {
      const runs = results.filter((r) => r.concurrency === concurrency && r.counts === (on ? 'on' : 'off'));
      return runs.reduce((sum, r) => sum + r.perSecond, 0) / runs.length;
    };
    console.log(
      `c=${concurrency}: with the kept counts ${(100 * (1 - rate(true) / rate(false))).toFixed(1)} % fewer readings per second`,
    );
  }
  await setTriggers(true);
  await db.end();
  const outDir = join(import.meta.dirname, 'out');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `ingest-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(file, JSON.stringify({ duration, meters: meters.length, results }, null, 2));
  console.log(`written ${file}`);
  agent.destroy();
}

await main();

/**
 * Write cost of row triggers: `POST /api/v2/readings/` (and, with BENCH_WRITES, `PATCH /api/v2/meters/{id}/`)
 * as the bench scheduler, at 1 and 20 clients, with a set of triggers on and off, alternating on/off/on/off
 * per write and concurrency so that the machine's load hits both alike.
 *
 *   BENCH_URL=http://127.0.0.1:8080 DATABASE_URL=postgresql://… npx tsx bench/ingest.ts
 *   BENCH_TRIGGERS=audit BENCH_WRITES=readings,meters BENCH_URL=… DATABASE_URL=… npx tsx bench/ingest.ts
 *
 * Triggers (BENCH_TRIGGERS): `counts` (default) the dashboard's counting triggers (migration 0010);
 * `audit` the audit trail's `<table>_audit` triggers (every trigger running `audit_row()`, migration 0015).
 * When the database has none of them (a build before the migration), every run is labelled `absent`
 * and nothing is switched: the baseline of the code before it.
 *
 * Writes (BENCH_WRITES, a comma list; `readings` by default):
 * - `readings`: each reading is new (its own meter and minute), for one of the company's active meters;
 *   the readings a run wrote are deleted after it (with the triggers as they were during the run, so the
 *   kept counts stay right).
 * - `meters`: PATCH `{status}` toggling active ⇄ inactive (a field the scheduler of an energy supplier may
 *   change, as the list's bulk action does) on those of the same 1 000 active meters without a reading
 *   frequency (about half); client k writes only the meters k, k + C, k + 2C, … of them, so no two
 *   clients write the same row. After each run the meters get back their status and status date (one
 *   UPDATE, triggers as during the run).
 *
 * The switched triggers end ENABLED, and the meters active again, also when a run fails or on Ctrl-C.
 *
 * Env: BENCH_URL, DATABASE_URL (the server's database: switches the triggers and cleans up),
 * BENCH_DURATION seconds per run (15) after BENCH_WARMUP seconds not counted (3), BENCH_CONCURRENCY (1,20),
 * BENCH_ROUNDS on/off pairs per write and concurrency (2), BENCH_EMAIL / BENCH_PASSWORD.
 * Prints req/s, mean, p50/p95/p99 and errors per run and the cost (on against off); JSON in bench/out/.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { COUNT_TRIGGERS } from '../apps/server/src/db/kept-counts';
import { httpClient, percentile } from './http-client';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:8080');
const duration = Number(process.env.BENCH_DURATION ?? 15);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const triggerSet = process.env.BENCH_TRIGGERS ?? 'counts';
if (triggerSet !== 'counts' && triggerSet !== 'audit') throw new Error('BENCH_TRIGGERS: counts or audit.');
const WRITES = ['readings', 'meters'] as const;
type Write = (typeof WRITES)[number];
const writes = (process.env.BENCH_WRITES ?? 'readings').split(',') as Write[];
for (const write of writes)
  if (!WRITES.includes(write)) throw new Error(`BENCH_WRITES: ${WRITES.join(', ')} (not ${write}).`);
const email = process.env.BENCH_EMAIL ?? 'bench-scheduler@bench.example';
const password = process.env.BENCH_PASSWORD ?? 'bench-password-1';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the server’s database.');

const { send, close } = httpClient(base);

type Triggers = 'on' | 'off' | 'absent';
interface Result {
  write: Write;
  concurrency: number;
  triggers: Triggers;
  requests: number;
  perSecond: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The first answer that was not a success, to see why. */
  firstError?: string;
}

/** The triggers of the chosen set as [table, trigger] (only those the database has). */
async function triggerList(db: pg.Client): Promise<Array<[string, string]>> {
  if (triggerSet === 'counts')
    return Object.entries(COUNT_TRIGGERS).flatMap(([table, names]) =>
      names.map((name): [string, string] => [table, name]),
    );
  const { rows } = await db.query<{ table: string; name: string }>(
    `SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND t.tgfoid = to_regproc('audit_row') ORDER BY 1, 2`,
  );
  return rows.map((row) => [row.table, row.name]);
}

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
  const meters = (
    JSON.parse(page.body).results as Array<{
      url: string;
      resource_id: string;
      obis_codes: string[];
      reading_frequency: string | null;
    }>
  ).filter((m) => m.obis_codes.length);
  // PATCHed: those without a reading frequency (a database generated before the generator wrote cron
  // expressions holds `quarterly` / `yearly`, which the meter rules refuse: any PATCH of those answers 400).
  const patched = meters.filter((m) => m.reading_frequency === null);
  if (patched.length < Math.max(...concurrencies))
    throw new Error(`${patched.length} meters to PATCH: fewer than the clients.`);
  const meterIds = patched.map((m) => m.resource_id);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const triggers = await triggerList(db);
  const switched = triggers.length > 0;
  console.log(
    `${triggerSet} triggers: ${switched ? triggers.map(([table, name]) => `${table}.${name}`).join(', ') : 'none in this database (runs labelled absent)'}`,
  );
  const setTriggers = async (on: boolean) => {
    for (const [table, trigger] of triggers)
      await db.query(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  };
  // The meters' status as it was, to put back after each PATCH run (and on failure).
  const { rows: statusBefore } = await db.query<{ id: string; status: string; date: Date | null }>(
    'SELECT id, status, date_status_change AS date FROM meters WHERE id = ANY($1::uuid[])',
    [meterIds],
  );
  const restoreMeters = () =>
    db.query(
      `UPDATE meters m SET status = b.status, date_status_change = b.date
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS b(id, status, date)
       WHERE m.id = b.id AND (m.status IS DISTINCT FROM b.status OR m.date_status_change IS DISTINCT FROM b.date)`,
      [statusBefore.map((r) => r.id), statusBefore.map((r) => r.status), statusBefore.map((r) => r.date)],
    );
  let cleanedUp = false;
  const cleanUp = async () => {
    if (cleanedUp) return;
    cleanedUp = true;
    try {
      if (writes.includes('meters')) await restoreMeters();
    } finally {
      if (switched) await setTriggers(true);
    }
  };
  // Interrupted: no new requests; the run ends when the requests in flight have answered (a PATCH still
  // in the server would otherwise land after the meters were put back), then the cleanup below. A second
  // signal cleans up at once.
  let stopping = false;
  const onSignal = () => {
    if (stopping) {
      cleanUp().finally(() => process.exit(130));
      return;
    }
    stopping = true;
    console.error('interrupted: waiting for the requests in flight, then switching the triggers back on');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // Minutes from a fixed past day: every reading is the first of its meter and minute.
  let minute = Math.floor((Date.now() - Date.UTC(2015, 0, 1)) / 60_000) % 1_000_000;
  const status = new Map(statusBefore.map((row) => [row.id, row.status]));

  /** One request of `write` by client `k` of `concurrency`; the id of a created row, or an error text. */
  const request = async (write: Write, k: number, n: number, concurrency: number) => {
    if (write === 'readings') {
      const meter = meters[n % meters.length]!;
      minute += 1;
      const body = JSON.stringify({
        meter: meter.url,
        reading_date: new Date(Date.UTC(2015, 0, 1) + minute * 60_000).toISOString(),
        results: meter.obis_codes.map((obis) => ({ obis, value: 1000 + (minute % 5000) })),
      });
      const answer = await send('POST', '/api/v2/readings/', headers, body);
      return answer.status === 201
        ? { created: JSON.parse(answer.body).resource_id as string }
        : { error: `${answer.status} ${answer.body.slice(0, 300)}` };
    }
    // Client k's meters: k, k + C, k + 2C, …
    const own = Math.ceil((patched.length - k) / concurrency);
    const id = patched[k + (n % own) * concurrency]!.resource_id;
    const next = status.get(id) === 'active' ? 'inactive' : 'active';
    const answer = await send('PATCH', `/api/v2/meters/${id}/`, headers, JSON.stringify({ status: next }));
    if (answer.status !== 200) return { error: `${answer.status} ${answer.body.slice(0, 300)}` };
    status.set(id, next);
    return {};
  };

  const results: Result[] = [];
  try {
    for (const write of writes) {
      for (const concurrency of concurrencies) {
        for (let round = 0; round < rounds * 2 && !stopping; round++) {
          const on = round % 2 === 0;
          if (switched) await setTriggers(on);
          const created: string[] = [];
          const latencies: number[] = [];
          let errors = 0;
          let firstError: string | undefined;
          let next = 0;
          const from = performance.now() + warmup * 1000;
          const until = from + duration * 1000;
          await Promise.all(
            Array.from({ length: concurrency }, async (_, k) => {
              let n = 0;
              while (!stopping && performance.now() < until) {
                const t = performance.now();
                // A failed connection counts as an error too (and does not end the run before its cleanup).
                const answer = await request(
                  write,
                  k,
                  write === 'readings' ? next++ : n++,
                  concurrency,
                ).catch((error: unknown) => ({ error: String(error) }));
                if (t >= from) latencies.push(performance.now() - t);
                if ('created' in answer && answer.created) created.push(answer.created);
                if ('error' in answer && t >= from) {
                  errors += 1;
                  firstError ??= answer.error;
                }
              }
            }),
          );
          // Cleaned up as written: with the triggers of the run.
          if (write === 'readings')
            await db.query('DELETE FROM readings WHERE id = ANY($1::uuid[])', [created]);
          else {
            await restoreMeters();
            for (const row of statusBefore) status.set(row.id, row.status);
          }
          latencies.sort((a, b) => a - b);
          const result: Result = {
            write,
            concurrency,
            triggers: switched ? (on ? 'on' : 'off') : 'absent',
            requests: latencies.length,
            perSecond: Number((latencies.length / duration).toFixed(1)),
            mean: Number((latencies.reduce((sum, x) => sum + x, 0) / (latencies.length || 1)).toFixed(1)),
            p50: Number(percentile(latencies, 0.5).toFixed(1)),
            p95: Number(percentile(latencies, 0.95).toFixed(1)),
            p99: Number(percentile(latencies, 0.99).toFixed(1)),
            errors,
            ...(firstError ? { firstError } : {}),
          };
          results.push(result);
          console.log(
            `${write.padEnd(8)} c=${String(concurrency).padStart(2)} ${triggerSet} ${result.triggers.padEnd(6)} ${String(result.perSecond).padStart(7)} req/s  mean ${result.mean} ms  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${errors}${firstError ? ` (first: ${firstError})` : ''}`,
          );
        }
        if (!switched || stopping) continue;
        const average = (on: boolean, key: 'perSecond' | 'mean' | 'p95') => {
          const runs = results.filter(
            (r) => r.write === write && r.concurrency === concurrency && r.triggers === (on ? 'on' : 'off'),
          );
          return runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
        };
        const pct = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
        console.log(
          `${write} c=${concurrency}: ${triggerSet} triggers on against off: req/s ${pct(100 * (average(true, 'perSecond') / average(false, 'perSecond') - 1))}, mean ${pct(100 * (average(true, 'mean') / average(false, 'mean') - 1))}, p95 ${pct(100 * (average(true, 'p95') / average(false, 'p95') - 1))}`,
        );
      }
    }
  } finally {
    await cleanUp();
    await db.end();
    close();
  }
  if (stopping) process.exit(130);
  const outDir = join(import.meta.dirname, 'out');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `ingest-${new Date().toISOString().replaceAll(':', '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { duration, warmup, triggerSet, triggers, meters: meters.length, patched: patched.length, results },
      null,
      2,
    ),
  );
  console.log(`written ${file}`);
}

await main();

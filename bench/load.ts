/**
 * Loads the buildings, meters, reading requests and readings list endpoints (and, with
 * BENCH_ENDPOINTS=dashboard, the dashboard's calls) as the bench scheduler and
 * prints req/s and latency.
 *
 *   BENCH_URL=http://127.0.0.1:8080 npx tsx bench/load.ts
 *
 * Env: BENCH_URL (default http://127.0.0.1:8080), BENCH_DURATION seconds per run (20), BENCH_WARMUP
 * seconds before each run (3), BENCH_CONCURRENCY (1,20), BENCH_EMAIL / BENCH_PASSWORD (the generator's
 * account; BENCH_EMAILS=a,b,… several accounts, client k as the k-th), BENCH_ENDPOINTS (a comma list: only these endpoints; `dashboard` = the dashboard's calls, see
 * bench/load-mix.ts). Each endpoint × concurrency: C workers send requests back to back over keep-alive
 * connections, cycling through the fixed mix of bench/load-mix.ts, for warm-up + N seconds; counted
 * are the requests that end inside the last N seconds. Writes bench/out/load-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { User } from '@portal/contracts';
import { type HttpClient, httpClient } from './http-client';
import { type DashboardUser, endpoints, type Step } from './load-mix';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:8080');
const duration = Number(process.env.BENCH_DURATION ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const email = process.env.BENCH_EMAIL ?? 'bench-scheduler@bench.example';
/** BENCH_EMAILS: several accounts (same password); client k signs in as the k-th (round robin). */
const emails = (process.env.BENCH_EMAILS ?? email).split(',');
const password = process.env.BENCH_PASSWORD ?? 'bench-password-1';

async function signIn(client: HttpClient, email: string): Promise<{ token: string; userId: string }> {
  const answer = await client.send(
    'POST',
    '/api/v2/access-token/',
    { 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  if (answer.status !== 200) throw new Error(`Sign-in failed (${answer.status}): ${answer.body}`);
  const { access_token: token, user_id: userId } = JSON.parse(answer.body) as {
    access_token: string;
    user_id: string;
  };
  return { token, userId };
}

/** The signed-in user as the web dashboard builds its task rows from it. */
async function dashboardUser(
  client: HttpClient,
  headers: http.OutgoingHttpHeaders,
  userId: string,
  email: string,
) {
  const answer = await client.send('GET', `/api/v2/users/${userId}/`, headers);
  if (answer.status !== 200) throw new Error(`GET users/${userId}/ answered ${answer.status}`);
  const user = JSON.parse(answer.body) as User;
  const company = user.companies[0]!;
  return {
    actor: {
      userId,
      role: user.role,
      companyId: company.resource_id,
      companyType: company.company_type,
      email,
    },
    config: user.app_customization_tables.features,
  } satisfies DashboardUser;
}

/** A step's paths at once; ok when every one answers 200. */
async function sendStep(client: HttpClient, step: Step, headers: http.OutgoingHttpHeaders) {
  const paths = typeof step === 'string' ? [step] : step;
  const answers = await Promise.all(paths.map((path) => client.send('GET', path, headers)));
  return answers.every((answer) => answer.status === 200);
}

/**
 * Every path of the mix once: it must answer 200, a list with a full page (pages 1–5 exist in the
 * scope) unless `emptyOk`. Keeps each list's count (other answers: their body).
 */
async function check(
  client: HttpClient,
  headers: http.OutgoingHttpHeaders,
  steps: readonly Step[],
  emptyOk = false,
) {
  const counts = new Map<string, unknown>();
  for (const path of steps.flat()) {
    const answer = await client.send('GET', path, headers);
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const page = JSON.parse(answer.body) as { count?: number; results?: unknown[] };
    if (!emptyOk && page.results?.length === 0)
      throw new Error(`${path} answered an empty page (count ${page.count})`);
    counts.set(path.replace(/page=\d+&/, ''), page.results && page.count !== undefined ? page.count : page);
  }
  return Object.fromEntries(counts);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/**
 * C workers back to back for warm-up + measured seconds, without a pause between the two, so the
 * measured window sees the steady state. Counted: the requests that END inside the measured window.
 */
async function run(clients: readonly Client[], concurrency: number) {
  // A parallel step sends all its calls at once, each on its own connection (as over HTTP/2; a browser
  // on HTTP/1.1 would open at most 6 per host).
  const width = Math.max(
    ...clients.flatMap(({ steps }) => steps.map((step) => (typeof step === 'string' ? 1 : step.length))),
  );
  const client = httpClient(base, concurrency * width);
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const from = performance.now() + warmup * 1000;
  const to = from + duration * 1000;
  const cpuAt = { from: process.cpuUsage() };
  const cpuTimer = setTimeout(() => {
    cpuAt.from = process.cpuUsage();
  }, warmup * 1000);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, k) => {
      const { steps, headers } = clients[k % clients.length]!;
      while (performance.now() < to) {
        const step = steps[next++ % steps.length]!;
        const t = performance.now();
        let ok = false;
        try {
          ok = await sendStep(client, step, headers);
        } catch {
          ok = false;
        }
        const done = performance.now();
        if (done < from || done > to) continue;
        if (ok) latencies.push(done - t);
        else errors++;
      }
    }),
  );
  clearTimeout(cpuTimer);
  const cpu = process.cpuUsage(cpuAt.from);
  client.close();
  latencies.sort((x, y) => x - y);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / duration,
    mean,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    /** CPU the load generator itself used, in cores (it shares the machine with server and database). */
    clientCores: (cpu.user + cpu.system) / 1e6 / duration,
  };
}

/** One account's requests for an endpoint. */
interface Client {
  steps: readonly Step[];
  headers: http.OutgoingHttpHeaders;
}

async function main() {
  const setupClient = httpClient(base, 1);
  const accounts = [];
  for (const account of emails) {
    const { token, userId } = await signIn(setupClient, account);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const user = await dashboardUser(setupClient, headers, userId, account);
    accounts.push({ headers, endpoints: endpoints(process.env.BENCH_ENDPOINTS, user) });
  }
  const results = [];
  const counts: Record<string, Record<string, unknown>> = {};
  const ENDPOINTS = accounts[0]!.endpoints;
  for (const endpoint of ENDPOINTS)
    counts[endpoint.name] = await check(setupClient, accounts[0]!.headers, endpoint.steps, endpoint.emptyOk);
  setupClient.close();
  console.log(
    `load: ${base.origin}, ${duration} s per run after ${warmup} s warm-up, concurrency ${concurrencies.join(', ')}, ${emails.length} account(s)`,
  );
  for (const endpoint of ENDPOINTS) {
    const clients = accounts.map((account) => ({
      headers: account.headers,
      steps: account.endpoints.find((e) => e.name === endpoint.name)?.steps ?? endpoint.steps,
    }));
    for (const concurrency of concurrencies) {
      const result = await run(clients, concurrency);
      results.push({ endpoint: endpoint.name, concurrency, accounts: emails.length, ...result });
      console.log(
        `  ${endpoint.name} c=${concurrency}: ${result.rps.toFixed(1)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors`,
      );
    }
  }

  const ms = (value: number) => value.toFixed(1).padStart(8);
  const pad = Math.max(16, ...results.map((r) => r.endpoint.length));
  console.log(
    `\n${'endpoint'.padEnd(pad)} ${'conc'.padStart(4)} ${'req/s'.padStart(8)} ${'mean'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'errors'.padStart(6)}  (ms)`,
  );
  for (const r of results) {
    console.log(
      `${r.endpoint.padEnd(pad)} ${String(r.concurrency).padStart(4)} ${ms(r.rps)} ${ms(r.mean)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${String(r.errors).padStart(6)}`,
    );
  }
  for (const [name, byFilter] of Object.entries(counts)) {
    const shown = Object.entries(byFilter).map(([path, count]) => {
      const query = new URL(path, base).searchParams;
      const value = query.get('search') ?? query.get('physical_medium') ?? query.get('meter__building__id');
      return `${value ?? path} ${typeof count === 'number' ? count : JSON.stringify(count).slice(0, 200)}`;
    });
    console.log(`rows in scope, ${name}: ${shown.join(', ')}`);
  }

  const outDir = join(import.meta.dirname, 'out');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), url: base.origin, duration, warmup, machine, counts, results }, null, 2)}\n`,
  );
  console.log(`written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Whether `POST users/reset_password/` tells by its time if an address has an account: against a running
 * server, the medians (and p10/p90) of requests for known and for unknown addresses, sent alternately
 * (known-unknown, then unknown-known, …) one at a time on one keep-alive connection.
 *
 *   BENCH_URL=http://127.0.0.1:18090 [BENCH_RESET_REQUESTS=200] [BENCH_GAP_MS=25]
 *     [BENCH_EMAIL=consumer@demo.example BENCH_PASSWORD=portal-demo-2026] npx tsx bench/reset-timing.ts
 *
 * The server sends one mail per address and minute, so every request names a new address: the known
 * ones are employees this script adds first (as BENCH_EMAIL, an admin of a demo company; they stay), the
 * unknown ones are addresses nobody has. A first tenth of each is sent and not counted (warm-up). Between
 * two requests the script waits BENCH_GAP_MS, so the work a request leaves behind (the mail) ends
 * before the next is timed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { httpClient, percentile } from './http-client';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:18090');
const email = process.env.BENCH_EMAIL ?? 'consumer@demo.example';
const password = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';
const requests = Number(process.env.BENCH_RESET_REQUESTS ?? 200);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 25);
const perKind = Math.ceil(requests / 2);
const warmUp = Math.ceil(perKind / 10);
const run = Date.now().toString(36);

const client = httpClient(base, 1);
const json = { 'content-type': 'application/json' };

async function main() {
  const signIn = await client.send(
    'POST',
    '/api/v2/access-token/',
    json,
    JSON.stringify({ email, password }),
  );
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.body}`);
  const auth = { ...json, authorization: `Bearer ${JSON.parse(signIn.body).access_token}` };

  const known: string[] = [];
  for (let i = 0; i < perKind + warmUp; i++) {
    const address = `reset-bench-${run}-${i}@demo.example`;
    const body = JSON.stringify({
      email: address,
      employee: { name: `Reset Bench ${i}`, is_scheduler: false },
    });
    const created = await client.send('POST', '/api/v2/employees/', auth, body);
    if (created.status !== 201) throw new Error(`employee ${address}: ${created.status} ${created.body}`);
    known.push(address);
  }
  const unknown = known.map((_, i) => `nobody-${run}-${i}@demo.example`);
  await sleep(500); // the registration mails of the set-up are written before the timing starts

  const times = { known: [] as number[], unknown: [] as number[] };
  const bodies = new Set<string>();
  const timed = async (kind: 'known' | 'unknown', address: string, counted: boolean) => {
    const started = performance.now();
    const answer = await client.send(
      'POST',
      '/api/v2/users/reset_password/',
      json,
      JSON.stringify({ email: address }),
    );
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`reset ${address}: ${answer.status} ${answer.body}`);
    bodies.add(answer.body);
    if (counted) times[kind].push(ms);
    await sleep(gapMs);
  };
  for (let i = 0; i < known.length; i++) {
    const counted = i >= warmUp;
    const pair: Array<['known' | 'unknown', string]> = [
      ['known', known[i]!],
      ['unknown', unknown[i]!],
    ];
    if (i % 2) pair.reverse();
    for (const [kind, address] of pair) await timed(kind, address, counted);
  }
  client.close();

  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => Number(percentile(sorted, p).toFixed(2));
    return { n: sorted.length, p10: at(0.1), median: at(0.5), p90: at(0.9) };
  };
  const result = {
    known: summary(times.known),
    unknown: summary(times.unknown),
    distinctBodies: bodies.size,
  };
  console.log(JSON.stringify(result));
  console.log(
    `known median ${result.known.median} ms, unknown median ${result.unknown.median} ms ` +
      `(ratio ${(result.known.median / result.unknown.median).toFixed(2)}), ${bodies.size} distinct answer bodies`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

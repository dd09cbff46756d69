/**
 * Times exports over HTTP against a running server: each mode and format the whole way to
 * the last byte, rows per second (rows from the dry run's count), bytes, and the server's resident memory
 * (`/proc/<pid>/status` VmRSS, sampled every 50 ms) before and at its peak during the download.
 *
 *   BENCH_URL=http://127.0.0.1:18080 BENCH_SERVER_PID=<pid> [BENCH_EMAIL=…] [BENCH_EXPORTS=2:csv,2:xlsx,1:xlsx,0:csv]
 *     npx tsx bench/export.ts
 *
 * The body is read and dropped as it arrives (a fast client): the figures are the server's.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:18080');
const pid = process.env.BENCH_SERVER_PID;
const email = process.env.BENCH_EMAIL ?? 'bench-scheduler@bench.example';
const password = process.env.BENCH_PASSWORD ?? 'bench-password-1';
const runs = (process.env.BENCH_EXPORTS ?? '2:csv,2:xlsx,1:xlsx,1:csv,0:csv').split(',');
const ACCEPT = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

const rssMiB = () =>
  pid ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024 : Number.NaN;

async function token(): Promise<string> {
  const response = await fetch(new URL('/api/v2/access-token/', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Downloads `path`, dropping the bytes; the status, bytes and seconds. */
function download(path: string, headers: http.OutgoingHttpHeaders) {
  return new Promise<{ status: number; bytes: number; seconds: number }>((resolve, reject) => {
    const started = performance.now();
    http
      .get(new URL(path, base), { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, seconds: (performance.now() - started) / 1000 }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const authorization = `Bearer ${await token()}`;
console.log(`${email} at ${base.origin}; server pid ${pid ?? '(none: no memory figures)'}`);
for (const run of runs) {
  const [mode, format] = run.split(':') as [string, 'csv' | 'xlsx'];
  const countResponse = await fetch(new URL(`/api/v2/reading_requests-download-dryrun/${mode}/`, base), {
    headers: { authorization },
  });
  const { count } = (await countResponse.json()) as { count: number };
  const before = rssMiB();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB());
  }, 50);
  const result = await download(`/api/v2/reading_requests-download/${mode}/`, {
    authorization,
    accept: ACCEPT[format],
  });
  clearInterval(sampler);
  console.log(
    `mode ${mode} ${format.padEnd(4)} ${String(result.status).padEnd(4)} ${String(count).padStart(9)} rows ` +
      `${result.seconds.toFixed(2).padStart(7)} s ${Math.round(count / result.seconds)
        .toString()
        .padStart(8)} rows/s ${(result.bytes / 2 ** 20).toFixed(1).padStart(7)} MiB; ` +
      `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)})`,
  );
}

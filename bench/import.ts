/**
 * Times an import over HTTP against a running server, first the dry run, then the real import;
 * the time to the answer and the server's peak RSS (`/proc/<pid>/status`, every 50 ms).
 * - BENCH_IMPORT_MODE=1 (default): a file of BENCH_IMPORT_ROWS new meters (10 per building, new addresses,
 *   unique meter numbers) as CSV or xlsx.
 * - BENCH_IMPORT_MODE=2: BENCH_IMPORT_ROWS readings, 100 per meter (one a day in 2025, rising steadily, so
 *   plausible) on BENCH_IMPORT_ROWS / 100 new meters that a mode 1 import (not timed) creates first.
 *
 *   BENCH_URL=http://127.0.0.1:18080 BENCH_SERVER_PID=<pid> [BENCH_IMPORT_ROWS=100000] [BENCH_IMPORT_FORMAT=xlsx]
 *     [BENCH_IMPORT_MODE=1] npx tsx bench/import.ts
 *
 * Each run writes new meters (and readings) into the bench cluster (meter numbers BENCH-IMP-<time>-<n>).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:18080');
const pid = process.env.BENCH_SERVER_PID;
const email = process.env.BENCH_EMAIL ?? 'bench-scheduler@bench.example';
const password = process.env.BENCH_PASSWORD ?? 'bench-password-1';
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const format = process.env.BENCH_IMPORT_FORMAT === 'csv' ? 'csv' : 'xlsx';
const mode = process.env.BENCH_IMPORT_MODE === '2' ? '2' : '1';
const READINGS_PER_METER = 100;

const HEADER = [
  'street',
  'street_number',
  'zip_code',
  'city',
  'meter_id',
  'obis_codes',
  'physical_medium',
  'physical_unit',
];
const rssMiB = () =>
  pid ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024 : Number.NaN;

const run = Date.now().toString(36);
const meterLine = (n: number) => [
  `Benchweg ${run}`,
  String(Math.floor(n / 10) + 1),
  '79098',
  'Freiburg',
  `BENCH-IMP-${run}-${n}`,
  '1-0:1.8.0',
  'electricity',
  'kWh',
];
const READINGS_HEADER = ['meter_id', 'reading_date', '1-0:1.8.0'];
const DAY = 86_400_000;
const readingLine = (n: number) => {
  const meter = Math.floor(n / READINGS_PER_METER);
  const day = n % READINGS_PER_METER;
  return [
    `BENCH-IMP-${run}-${meter}`,
    new Date(Date.UTC(2025, 0, 1, 8) + day * DAY).toISOString(),
    String(1000 + meter + day * 12.5),
  ];
};

async function file(header: string[], count: number, line: (n: number) => string[]): Promise<Buffer> {
  if (format === 'csv')
    return Buffer.from(
      [header, ...Array.from({ length: count }, (_, n) => line(n))]
        .map((cells) => cells.join(','))
        .join('\r\n'),
    );
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('base');
  sheet.addRow(header).commit();
  for (let n = 0; n < count; n++) sheet.addRow(line(n)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const token = (
  (await (
    await fetch(new URL('/api/v2/access-token/', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { access_token: string }
).access_token;
const upload = (path: string, body: Buffer) =>
  fetch(new URL(path, base), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type':
        format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="bench.${format}"`,
    },
    body,
  });

if (mode === '2') {
  const meters = Math.ceil(rows / READINGS_PER_METER);
  const created = await upload('/api/v2/reading_requests-upload/1/', await file(HEADER, meters, meterLine));
  const answer = (await created.json()) as { result: string; messages: string[] };
  if (answer.result !== 'OK') throw new Error(`the meters were not imported: ${answer.messages.slice(0, 3)}`);
  console.log(`${meters} new meters imported for the readings`);
}
const body =
  mode === '2' ? await file(READINGS_HEADER, rows, readingLine) : await file(HEADER, rows, meterLine);
console.log(
  `mode ${mode}: ${rows} rows as ${format}, ${(body.length / 2 ** 20).toFixed(1)} MiB; ${email}; server pid ${pid ?? '-'}`,
);
for (const [label, path] of [
  ['dry run', `/api/v2/reading_requests-upload/${mode}/1/`],
  ['import', `/api/v2/reading_requests-upload/${mode}/`],
] as const) {
  const before = rssMiB();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB());
  }, 50);
  const started = performance.now();
  const response = await upload(path, body);
  const answer = (await response.json()) as { result: string; messages: string[] };
  clearInterval(sampler);
  console.log(
    `${label.padEnd(8)} ${response.status} ${answer.result} ${((performance.now() - started) / 1000).toFixed(2)} s; ` +
      `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)})` +
      (answer.messages?.length ? `; ${answer.messages.slice(0, 3).join(' | ')}` : ''),
  );
}

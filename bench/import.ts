/**
 * Times a mode 1 import over HTTP against a running server (issue 16): a file of BENCH_IMPORT_ROWS new
 * meters (10 per building, new addresses, unique meter numbers) as CSV or xlsx, first the dry run, then the
 * real import; the time to the answer and the server's peak RSS (`/proc/<pid>/status`, every 50 ms).
 *
 *   BENCH_URL=http://127.0.0.1:18080 BENCH_SERVER_PID=<pid> [BENCH_IMPORT_ROWS=100000] [BENCH_IMPORT_FORMAT=xlsx]
 *     npx tsx bench/import.ts
 *
 * Each run writes new meters into the bench cluster (meter numbers BENCH-IMP-<time>-<n>).
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

async function file(): Promise<Buffer> {
  const run = Date.now().toString(36);
  const line = (n: number) => [
    `Benchweg ${run}`,
    String(Math.floor(n / 10) + 1),
    '79098',
    'Freiburg',
    `BENCH-IMP-${run}-${n}`,
    '1-0:1.8.0',
    'electricity',
    'kWh',
  ];
  if (format === 'csv')
    return Buffer.from(
      [HEADER, ...Array.from({ length: rows }, (_, n) => line(n))]
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
  sheet.addRow(HEADER).commit();
  for (let n = 0; n < rows; n++) sheet.addRow(line(n)).commit();
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
const body = await file();
console.log(
  `${rows} rows as ${format}, ${(body.length / 2 ** 20).toFixed(1)} MiB; ${email}; server pid ${pid ?? '-'}`,
);
for (const [label, path] of [
  ['dry run', '/api/v2/reading_requests-upload/1/1/'],
  ['import', '/api/v2/reading_requests-upload/1/'],
] as const) {
  const before = rssMiB();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB());
  }, 50);
  const started = performance.now();
  const response = await fetch(new URL(path, base), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type':
        format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="bench.${format}"`,
    },
    body,
  });
  const answer = (await response.json()) as { result: string; messages: string[] };
  clearInterval(sampler);
  console.log(
    `${label.padEnd(8)} ${response.status} ${answer.result} ${((performance.now() - started) / 1000).toFixed(2)} s; ` +
      `RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)})` +
      (answer.messages?.length ? `; ${answer.messages.slice(0, 3).join(' | ')}` : ''),
  );
}

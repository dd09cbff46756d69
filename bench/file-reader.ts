/**
 * Times the import's file reader on a meters (BASE) xlsx of BENCH_ROWS rows (default 100 000):
 * reading every row with readSpreadsheet and parsing every cell by its column's kind, as the import
 * service will. Each file is read in a child process of its own, so its peak RSS (getrusage maxrss) is the
 * reader's alone. Files: written by exceljs' streaming writer with shared strings (as Excel writes text)
 * and without (inline strings, as the export writes them), and the same rows as CSV.
 *
 *   npx tsx bench/file-reader.ts            # BENCH_ROWS=100000; BENCH_KEEP=1 keeps the files (path printed)
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRANSFER_COLUMNS } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { readSpreadsheet } from '../apps/server/src/modules/imports/file-reader';
import { parseCell } from '../apps/server/src/modules/imports/value-parsers';

const columns = TRANSFER_COLUMNS.BASE;

/** A plausible meters row: most columns filled, numbers and dates where the columns take them. */
function row(i: number): (string | number | Date | null)[] {
  const values: Record<string, string | number | Date | null> = {
    street: `Street ${i % 997}`,
    street_number: `${i % 200}`,
    zip_code: `${10000 + (i % 9000)}`,
    city: 'Berlin',
    country: 'Germany',
    building_label: `Building ${Math.floor(i / 10)}`,
    meter_id: `M-${String(i).padStart(8, '0')}`,
    label: `Meter ${i}`,
    barcode_id: `B${i}`,
    metering_code: `DE000${i}`,
    obis_codes: '1-0:1.8.0,1-0:2.8.0',
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    note: i % 10 === 0 ? 'Behind the blue door, second cellar on the left.' : null,
    factor: 1,
    integer_digits: 6,
    fraction_digits: 2,
    status: 'active',
    calibration_period_start: new Date(Date.UTC(2026, 0, 1 + (i % 365))),
  };
  return columns.map((c) => values[c.name] ?? null);
}

async function writeXlsx(path: string, rows: number, useSharedStrings: boolean) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(path),
    useStyles: true, // date cells need their number format
    useSharedStrings,
  });
  const sheet = workbook.addWorksheet('meters');
  sheet.addRow(columns.map((c) => c.name)).commit();
  for (let i = 0; i < rows; i++) {
    sheet.addRow(row(i)).commit();
    if (i % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

function writeCsv(path: string, rows: number) {
  const out = [columns.map((c) => c.name).join(';')];
  for (let i = 0; i < rows; i++)
    out.push(
      row(i)
        .map((v) => (v instanceof Date ? v.toISOString() : v === null ? '' : String(v)))
        .map((v) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v))
        .join(';'),
    );
  return createWriteStream(path).end(`${out.join('\n')}\n`);
}

/** In the child: reads one file, prints seconds, rows, messages and peak RSS. */
async function readOne(path: string) {
  const body = readFileSync(path);
  const started = performance.now();
  const sheet = await readSpreadsheet(body, path, { columns });
  const kinds = new Map(columns.map((c) => [c.name, c.kind]));
  let rows = 0;
  let messages = 0;
  for await (const fileRow of sheet.rows) {
    rows++;
    messages += fileRow.messages.length;
    for (const [name, value] of Object.entries(fileRow.cells))
      if (!parseCell(kinds.get(name) ?? 'text', value).ok) messages++;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ seconds: +seconds.toFixed(2), rows, messages, peakMiB: Math.round(peakMiB) }));
}

async function main() {
  const rows = Number(process.env.BENCH_ROWS ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'file-reader-bench-'));
  try {
    const files = {
      'xlsx, shared strings': join(dir, 'shared.xlsx'),
      'xlsx, inline strings': join(dir, 'inline.xlsx'),
      csv: join(dir, 'meters.csv'),
    };
    await writeXlsx(files['xlsx, shared strings'], rows, true);
    await writeXlsx(files['xlsx, inline strings'], rows, false);
    await new Promise<void>((resolve) => writeCsv(files.csv, rows).on('finish', () => resolve()));
    for (const [label, path] of Object.entries(files)) {
      const result = execFileSync(
        process.execPath,
        [...process.execArgv, import.meta.filename, '--read', path],
        {
          encoding: 'utf8',
        },
      );
      console.log(`${label}: ${(statSync(path).size / 1e6).toFixed(1)} MB, ${result.trim()}`);
    }
  } finally {
    if (process.env.BENCH_KEEP) console.log(`files kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--read') await readOne(process.argv[3]!);
else await main();

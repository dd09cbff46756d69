/**
 * The benchmark's verdict from the JSON files of one run: API (load.ts) beside the database ceiling
 * (pgbench.sh), and the targets of the issue (p95 ≤ 25 ms at 1 client, ≤ 250 ms at 20; API ≥ 60 % of pgbench at 20).
 *
 *   npx tsx bench/summary.ts bench/out/load-….json bench/out/pgbench-….json [bench/out/generate-….json]
 * Without arguments it takes the newest file of each kind in bench/out/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LoadResult {
  endpoint: string;
  concurrency: number;
  rps: number;
  p95: number;
  mean: number;
  errors: number;
}
interface PgbenchResult {
  script: string;
  concurrency: number;
  tps: number;
  p95: number;
  mean: number;
}
interface GenerateReport {
  tables: Array<{ table: string; rows: number; insertSeconds: number; indexSeconds: number }>;
  indexWall: number;
  vacuumSeconds: number;
  totalSeconds: number;
}

const P95_TARGET_MS = 25;
const P95_TARGET_20_MS = 250;
const RATIO_TARGET = 0.6;

const outDir = join(import.meta.dirname, 'out');
const newest = (prefix: string) => {
  const files = readdirSync(outDir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort();
  return files.length ? join(outDir, files[files.length - 1]!) : null;
};
const [loadFile = newest('load-'), pgbenchFile = newest('pgbench-'), generateFile = newest('generate-')] =
  process.argv.slice(2);
const read = <T>(file: string | null | undefined): T | null =>
  file ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

const load = read<{ results: LoadResult[] }>(loadFile);
const pgbench = read<{ results: PgbenchResult[] }>(pgbenchFile);
const generate = read<GenerateReport>(generateFile);

if (generate) {
  console.log('Generation (s)\n\n| table | rows | insert | indexes |\n|---|---:|---:|---:|');
  for (const t of generate.tables) {
    console.log(
      `| ${t.table} | ${t.rows || ''} | ${t.insertSeconds.toFixed(1)} | ${t.indexSeconds ? t.indexSeconds.toFixed(1) : ''} |`,
    );
  }
  console.log(
    `\nindex rebuild (wall, 2 connections) ${generate.indexWall.toFixed(1)} s, vacuum + analyze ${generate.vacuumSeconds.toFixed(1)} s, total ${generate.totalSeconds.toFixed(1)} s\n`,
  );
}

if (load && pgbench) {
  console.log(
    '| endpoint | clients | API req/s | API p95 ms | pgbench tps | pgbench p95 ms | API / pgbench |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const verdicts: string[] = [];
  for (const api of load.results) {
    const db = pgbench.results.find((r) => r.script === api.endpoint && r.concurrency === api.concurrency);
    const ratio = db?.tps ? api.rps / db.tps : Number.NaN;
    console.log(
      `| ${api.endpoint} | ${api.concurrency} | ${api.rps.toFixed(1)} | ${api.p95.toFixed(1)} | ${db?.tps.toFixed(1) ?? '–'} | ${db?.p95.toFixed(1) ?? '–'} | ${(ratio * 100).toFixed(0)} % |`,
    );
    if (api.concurrency === 1) {
      const met = api.p95 <= P95_TARGET_MS;
      verdicts.push(
        `${api.endpoint}: p95 at 1 client ${api.p95.toFixed(1)} ms ${met ? '≤' : '>'} ${P95_TARGET_MS} ms → ${met ? 'met' : 'MISSED'}`,
      );
      if (db) verdicts.push(`  (the database alone: p95 ${db.p95.toFixed(1)} ms for the same statements)`);
    }
    if (api.concurrency === 20) {
      const met = ratio >= RATIO_TARGET;
      verdicts.push(
        `${api.endpoint}: API at 20 clients = ${(ratio * 100).toFixed(0)} % of pgbench ${met ? '≥' : '<'} ${RATIO_TARGET * 100} % → ${met ? 'met' : 'MISSED'}`,
      );
      const fast = api.p95 <= P95_TARGET_20_MS;
      verdicts.push(
        `${api.endpoint}: p95 at 20 clients ${api.p95.toFixed(0)} ms ${fast ? '≤' : '>'} ${P95_TARGET_20_MS} ms → ${fast ? 'met' : 'MISSED'}`,
      );
    }
    if (api.errors > 0) verdicts.push(`${api.endpoint} c=${api.concurrency}: ${api.errors} errors`);
  }
  console.log(`\n${verdicts.join('\n')}`);
}
console.log(`\nfrom ${[loadFile, pgbenchFile, generateFile].filter(Boolean).join(', ')}`);

/**
 * Fills an EMPTY PostgreSQL database with benchmark data, set-based (INSERT … SELECT FROM
 * generate_series): 200 companies, 2 000 users, 100 000 buildings, 1 000 000 meters, 10 000 000
 * readings with one result per OBIS code of the meter (1 or 2), about 1 000 000 reading requests,
 * and one known scheduler account.
 *
 *   DATABASE_URL=postgresql://… npx tsx bench/generate.ts [--reset]
 *
 * --reset drops the public schema first (the database must be a throwaway one). BENCH_SCALE=0.1 makes
 * a tenth of the buildings, meters, readings and requests (for a quick try). Foreign keys are not
 * checked row by row during the load (session_replication_role = replica): the numbering makes every
 * reference valid by construction, and the generator checks a sample of them at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password';
import { openPostgres } from '../apps/server/src/db/connection';
import { COUNT_TRIGGERS, REBUILD_COUNTS } from '../apps/server/src/db/kept-counts';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import {
  REQUEST_SEARCH_TEXT_BACKFILL,
  REQUEST_SUB_METER_BACKFILL,
} from '../apps/server/src/db/request-copies';
import { dropSecondaryIndexes, rebuildIndexes, type SavedIndex } from './generator/indexes';
import { BUILDING_LABELS, CITIES, FIRST_NAMES, LAST_NAMES, mediaRows, STREETS } from './generator/lists';
import * as q from './generator/sql';

export const BENCH_EMAIL = 'bench-scheduler@bench.example';
export const BENCH_PASSWORD = 'bench-password-1';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (bench/start-postgres.sh prints one).');
  process.exit(2);
}
const scale = Number(process.env.BENCH_SCALE ?? 1);
const BUILDINGS = Math.round(100_000 * scale);
const METERS = Math.round(1_000_000 * scale);
const LOADED_TABLES = ['buildings', 'meters', 'readings', 'reading_results', 'reading_requests'];

interface Row {
  table: string;
  rows: number;
  insertSeconds: number;
  indexSeconds: number;
}
const report: Row[] = [];
const seconds = (since: number) => (performance.now() - since) / 1000;
const fmt = (value: number) => value.toFixed(1).padStart(6);

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Session settings for the load only: no per-row FK triggers, big sorts in memory, no commit waits.
  await client.query(`SET session_replication_role = replica; SET work_mem = '512MB';
    SET maintenance_work_mem = '1GB'; SET synchronous_commit = off`);
  return client;
}

async function count(client: pg.Client, table: string): Promise<number> {
  return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
}

/** Runs statements concurrently (one per connection); records each one's own time under its table. */
async function load(jobs: Array<{ table: string; client: pg.Client; sql: string; params?: unknown[] }>) {
  for (const { table } of jobs) {
    if (!report.some((r) => r.table === table))
      report.push({ table, rows: 0, insertSeconds: 0, indexSeconds: 0 });
  }
  await Promise.all(
    jobs.map(async ({ table, client, sql, params }) => {
      const t = performance.now();
      await client.query(sql, params);
      const took = seconds(t);
      const row = report.find((r) => r.table === table)!;
      row.insertSeconds = Math.max(row.insertSeconds, took);
    }),
  );
  for (const table of new Set(jobs.map((job) => job.table))) {
    const row = report.find((r) => r.table === table)!;
    if (!table.startsWith('(')) row.rows = await count(jobs[0]!.client, table);
    console.log(`${table.padEnd(24)} ${String(row.rows || '').padStart(9)} rows ${fmt(row.insertSeconds)} s`);
  }
}

async function main() {
  const started = performance.now();
  const a = await connect();
  const b = await connect();
  if (process.argv.includes('--reset')) await a.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const existing = await a.query(`SELECT to_regclass('public.companies') IS NOT NULL AS has`);
  if (existing.rows[0].has && (await count(a, 'companies')) > 0) {
    throw new Error('The database already holds data: use an empty one, or pass --reset to drop it.');
  }

  let t = performance.now();
  const handle = openPostgres(url!, 1);
  await migrateToLatest(handle.db);
  await handle.close();
  console.log(`${'(migrate)'.padEnd(24)} ${''.padStart(14)} ${fmt(seconds(t))} s`);

  // Reproducible data: each session's random() sequence starts from a fixed seed.
  await a.query('SELECT setseed(0.2026)');
  await b.query('SELECT setseed(0.4711)');
  await a.query(q.UUID_FUNCTION);
  for (const statement of q.LIST_TABLES) await a.query(statement);
  await a.query(
    q.INSERT_CITIES,
    [0, 1, 2, 3, 4].map((i) => CITIES.map((city) => city[i])),
  );
  await a.query(q.INSERT_STREETS, [STREETS]);
  for (const m of mediaRows()) {
    await a.query(q.INSERT_MEDIUM, [
      ...[m.idx, m.medium, m.lo, m.hi, m.units, m.obis],
      ...[m.appearances, m.prefixes, m.quarterly, m.supplied, m.labels],
    ]);
  }
  // The dashboard's counting triggers would count 10 M readings one by one: off during the load,
  // then everything counted at once (REBUILD_COUNTS) and the triggers back on.
  for (const [table, triggers] of Object.entries(COUNT_TRIGGERS))
    for (const trigger of triggers) await a.query(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  const dropped: SavedIndex[] = [];
  for (const table of LOADED_TABLES) dropped.push(...(await dropSecondaryIndexes(a, table)));
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await load([{ table: 'companies', client: a, sql: q.INSERT_COMPANIES }]);
  await load([
    { table: 'users', client: a, sql: q.INSERT_USERS, params: [passwordHash, FIRST_NAMES, LAST_NAMES] },
  ]);
  await load([{ table: 'company_contractors', client: a, sql: q.INSERT_CONTRACTORS }]);
  await load([{ table: '(plan of the buildings)', client: a, sql: q.buildingPlan(BUILDINGS) }]);
  await load([{ table: 'buildings', client: a, sql: q.INSERT_BUILDINGS, params: [BUILDING_LABELS] }]);
  await load([{ table: '(plan of the meters)', client: a, sql: q.meterPlan(METERS, BUILDINGS) }]);
  await a.query('ANALYZE bench_b; ANALYZE bench_m');
  // Two connections, one core each: the meters in two halves, then readings beside their results.
  const half = Math.floor(METERS / 2);
  await load([
    { table: 'meters', client: a, sql: `${q.INSERT_METERS} WHERE m.n <= ${half}` },
    { table: 'meters', client: b, sql: `${q.INSERT_METERS} WHERE m.n > ${half}` },
  ]);
  await load([
    { table: 'readings', client: a, sql: q.insertReadings('true') },
    { table: 'reading_results', client: b, sql: q.insertReadingResults('true') },
  ]);
  await load([{ table: '(plan of the requests)', client: a, sql: q.requestPlan() }]);
  await a.query('ANALYZE bench_rq');
  await load([{ table: 'reading_requests', client: a, sql: q.INSERT_REQUESTS }]);
  await load([{ table: '(requests search text)', client: a, sql: REQUEST_SEARCH_TEXT_BACKFILL }]);
  await load([{ table: '(requests of sub-meters)', client: a, sql: REQUEST_SUB_METER_BACKFILL }]);

  t = performance.now();
  const built = await rebuildIndexes([a, b], dropped);
  for (const [index, took] of built) report.find((r) => r.table === index.table)!.indexSeconds += took;
  const indexWall = seconds(t);
  console.log(
    `${'(indexes, 2 connections)'.padEnd(24)} ${String(dropped.length).padStart(9)} idx  ${fmt(indexWall)} s`,
  );
  for (const [index, took] of [...built].sort((x, y) => y[1] - x[1]).slice(0, 6)) {
    console.log(`  ${index.name.padEnd(40)} ${fmt(took)} s`);
  }

  t = performance.now();
  for (const statement of REBUILD_COUNTS) await a.query(statement);
  // Counted from the tables just now: a recount pass is not due for a day (else the server starts one
  // ten minutes after its start, beside whatever the bench measures then).
  await a.query('UPDATE building_counts_recount SET recounted_to = NULL, completed = now()');
  for (const [table, triggers] of Object.entries(COUNT_TRIGGERS))
    for (const trigger of triggers) await a.query(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  console.log(`${'(dashboard counts)'.padEnd(24)} ${''.padStart(14)} ${fmt(seconds(t))} s`);

  t = performance.now();
  await Promise.all([
    a.query('VACUUM (ANALYZE) readings, buildings, companies, users, building_counts, building_count_deltas'),
    b.query('VACUUM (ANALYZE) reading_results, meters, reading_requests, company_contractors'),
  ]);
  const vacuumSeconds = seconds(t);
  console.log(`${'(vacuum + analyze)'.padEnd(24)} ${''.padStart(14)} ${fmt(vacuumSeconds)} s`);

  await checkReferences(a);
  const bench = await createBenchScheduler(a, passwordHash);
  await a.query(q.DROP_HELPERS);
  const totalSeconds = seconds(started);
  console.log(`${'total'.padEnd(24)} ${''.padStart(14)} ${fmt(totalSeconds)} s`);
  console.log(`\nbench scheduler: ${BENCH_EMAIL} / ${BENCH_PASSWORD}`);
  console.log(`company: ${bench.companyName} (energy_supplier)`);
  console.log(`BENCH_COMPANY_ID=${bench.companyId}`);
  console.log(
    `visible: ${bench.buildings} buildings, ${bench.meters} meters, ${bench.readings} readings, ${bench.requests} reading requests`,
  );
  console.log(
    `readings load buildings: ${bench.readingBuildings.map((b) => `${b.id} (${b.readings})`).join(', ')}`,
  );

  const outDir = join(import.meta.dirname, 'out');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `generate-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), scale, tables: report, indexWall, vacuumSeconds, totalSeconds, bench }, null, 2)}\n`,
  );
  console.log(`written ${file}`);
  await a.end();
  await b.end();
}

/** A sample of references (the FK triggers did not run during the load). */
async function checkReferences(client: pg.Client) {
  const checks = [
    `SELECT count(*) AS n FROM (SELECT * FROM meters TABLESAMPLE SYSTEM (1)) m LEFT JOIN buildings b ON b.id = m.building_id WHERE b.id IS NULL`,
    `SELECT count(*) AS n FROM (SELECT * FROM readings TABLESAMPLE SYSTEM (1)) r LEFT JOIN meters m ON m.id = r.meter_id LEFT JOIN users u ON u.id = r.applying_person_id WHERE m.id IS NULL OR u.id IS NULL`,
    `SELECT count(*) AS n FROM (SELECT * FROM reading_results TABLESAMPLE SYSTEM (1)) x LEFT JOIN readings r ON r.id = x.reading_id WHERE r.id IS NULL`,
    `SELECT count(*) AS n FROM buildings b LEFT JOIN users u ON u.id = b.property_manager_id WHERE b.property_manager_id IS NOT NULL AND u.id IS NULL`,
    `SELECT count(*) AS n FROM meters m LEFT JOIN meters p ON p.id = m.main_meter_id WHERE m.main_meter_id IS NOT NULL AND p.id IS NULL`,
    // A request's reading is a reading of the request's own meter; its delegate a meter reader of a reading service.
    `SELECT count(*) AS n FROM (SELECT * FROM reading_requests TABLESAMPLE SYSTEM (2)) q LEFT JOIN readings r ON r.id = q.reading_id
       WHERE q.reading_id IS NOT NULL AND (r.id IS NULL OR r.meter_id <> q.meter_id)`,
    `SELECT count(*) AS n FROM (SELECT * FROM reading_requests TABLESAMPLE SYSTEM (2)) q LEFT JOIN users u ON u.id = q.delegate_id
       LEFT JOIN companies c ON c.id = u.company_id
       WHERE q.delegate_id IS NOT NULL AND (u.role IS DISTINCT FROM 'meter_reader' OR c.company_type IS DISTINCT FROM 'meter_reading_service')`,
    // …and its copy of the meter's building (migration 0007's triggers did not run during the load either).
    `SELECT count(*) AS n FROM (SELECT * FROM reading_requests TABLESAMPLE SYSTEM (2)) q LEFT JOIN meters m ON m.id = q.meter_id
       WHERE m.id IS NULL OR m.building_id IS DISTINCT FROM q.building_id`,
  ];
  for (const check of checks) {
    const broken = Number((await client.query(check)).rows[0].n);
    if (broken > 0) throw new Error(`Broken references (${broken}): ${check}`);
  }
}

/** The known account: a scheduler of the energy supplier with the median number of visible buildings. */
async function createBenchScheduler(client: pg.Client, passwordHash: string) {
  const { rows } = await client.query<{ id: string; name: string; buildings: number }>(
    q.SUPPLIER_SCOPE_SIZES,
  );
  const median = rows[Math.floor(rows.length / 2)]!;
  await client.query(
    `INSERT INTO users (id, email, password_hash, role, company_id, name)
     VALUES (bench_uuid(${q.KIND.user}, 999999), $1, $2, 'scheduler', $3, 'Bench Scheduler')`,
    [BENCH_EMAIL, passwordHash, median.id],
  );
  const meters = await client.query(
    `SELECT count(*)::int AS n FROM meters m WHERE m.energy_supplier_id = $1 OR m.meter_reading_service_id = $1
       OR m.building_id IN (SELECT id FROM buildings WHERE owner_company_id = $1 OR commercial_consumer_id = $1)
       OR m.building_id IN (SELECT building_id FROM meters WHERE energy_supplier_id = $1
                            UNION SELECT building_id FROM meters WHERE meter_reading_service_id = $1)`,
    [median.id],
  );
  // The readings list loads the company's buildings with the most readings (BENCH_READING_BUILDINGS of them).
  const visibleMeters = `SELECT id, building_id FROM meters WHERE building_id IN (
      SELECT id FROM buildings WHERE owner_company_id = $1 UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = $1
      UNION ALL SELECT building_id FROM meters WHERE energy_supplier_id = $1
      UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = $1)`;
  const readings = await client.query(
    `SELECT count(*)::int AS n FROM readings WHERE meter_id IN (SELECT id FROM (${visibleMeters}) v)`,
    [median.id],
  );
  const requests = await client.query(
    `SELECT count(*)::int AS n FROM reading_requests WHERE meter_id IN (SELECT id FROM (${visibleMeters}) v)`,
    [median.id],
  );
  const readingBuildings = await client.query<{ id: string; readings: number }>(
    `SELECT v.building_id AS id, count(*)::int AS readings FROM (${visibleMeters}) v JOIN readings r ON r.meter_id = v.id
     GROUP BY v.building_id ORDER BY readings DESC, v.building_id LIMIT ${Number(process.env.BENCH_READING_BUILDINGS ?? 10)}`,
    [median.id],
  );
  return {
    companyId: median.id,
    companyName: median.name,
    buildings: median.buildings,
    meters: meters.rows[0].n as number,
    readings: readings.rows[0].n as number,
    requests: requests.rows[0].n as number,
    readingBuildings: readingBuildings.rows,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

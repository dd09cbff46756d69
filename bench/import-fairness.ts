/**
 * Whether one user's hostile import file holds other users' requests: starts a server of the built code on
 * an embedded demo database (`npm run build` first), measures the supplier's list calls (GET meters/ and
 * reading_requests/, one client, one call after the other) while nothing else runs, then while the
 * consumer (a scheduler who may import) uploads hostile xlsx files of about 0.5 MB one after the other
 * (dry runs), and prints both p95s. Stops only the server it started, by its PID.
 *
 *   npm run build && npx tsx bench/import-fairness.ts     # BENCH_DURATION=20 (seconds per phase)
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:55432/postgres npx tsx bench/import-fairness.ts
 *
 * Without DATABASE_URL the server runs on the embedded database, which has one connection: an import's
 * transaction, which reads the file as it goes, then holds every other request's queries until it ends.
 * With DATABASE_URL (a PostgreSQL server) the script creates a database of its own there, seeds the demo
 * data into it (`dist/seed-demo.js`), and drops it at the end.
 *
 * Hostile files, uploaded in this order again and again (xlsx built with the tests' zip writer): 1 830
 * rows of one cell in column XFD (30 M cells wide), a 20 MB attribute (20 KB of xlsx), a CSV of 1 000 001
 * empty lines, a row naming one cell 25 000 000 times (under the cell limit, every element parsed), and
 * 100 000 000 empty elements beside the rows (bounded by the reading budget alone).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TRANSFER_COLUMNS } from '@portal/contracts';
import pg from 'pg';
import { minimalXlsx, rowXml } from '../apps/server/src/modules/imports/test-files';
import { httpClient, percentile } from './http-client';

const root = join(import.meta.dirname, '..');
/** The built server (another build, to compare: BENCH_SERVER_DIST=apps/server/dist-other). */
const dist = join(root, process.env.BENCH_SERVER_DIST ?? 'apps/server/dist');
const seconds = Number(process.env.BENCH_DURATION ?? 20);
const password = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';
const lister = process.env.BENCH_EMAIL ?? 'supplier@demo.example';
const importer = process.env.BENCH_IMPORTER ?? 'consumer@demo.example';
const LISTS = ['/api/v2/meters/', '/api/v2/reading_requests/'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
/** The mode's required columns: the header is accepted, the hostile part below (or beside) it is read. */
const header = rowXml(
  1,
  TRANSFER_COLUMNS.BASE.filter((c) => c.required).map((c) => c.name),
);
const REQUIRED = TRANSFER_COLUMNS.BASE.filter((c) => c.required).map((c) => c.name);
const farRows = Array.from({ length: 1_830 }, (_, i) => `<row r="${i + 2}"><c r="XFD${i + 2}"/></row>`);
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const hostileFiles = [
  {
    name: '1 830 rows, each a cell in column XFD',
    type: xlsxType,
    body: minimalXlsx(header + farRows.join('')),
  },
  {
    name: 'a 20 MB attribute',
    type: xlsxType,
    body: minimalXlsx(`${header}<row r="2"><c r="A2" x="${'a'.repeat(20_000_000)}"/></row>`),
  },
  {
    name: 'CSV of a header and 1 000 001 empty lines',
    type: 'text/csv',
    body: Buffer.from(`${REQUIRED.join(';')}\n${'\n'.repeat(1_000_001)}`),
  },
  {
    name: 'one cell 25 000 000 times',
    type: xlsxType,
    body: minimalXlsx(`${header}<row r="2">${'<c r="A2"/>'.repeat(25_000_000)}</row>`),
  },
  {
    name: '100 000 000 empty elements',
    type: xlsxType,
    body: minimalXlsx('', {
      data: `<worksheet xmlns="${MAIN}">${'<x/>'.repeat(100_000_000)}<sheetData>${header}</sheetData></worksheet>`,
    }),
  },
];

/** A fresh database on the server of `url`, seeded with the demo data; its url and how to drop it. */
async function seededDatabase(url: string, log: number) {
  const name = `import_fairness_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = new URL(url);
  database.pathname = `/${name}`;
  const seeded = spawn(process.execPath, [join(dist, 'seed-demo.js')], {
    env: { ...process.env, DATABASE_URL: database.href },
    stdio: ['ignore', log, log],
  });
  const code = await new Promise((resolve) => seeded.once('exit', resolve));
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  if (code !== 0) {
    await drop();
    throw new Error(`seeding ${name} failed (${code}); see the server log`);
  }
  return { url: database.href, drop };
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'import-fairness-'));
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const database = process.env.DATABASE_URL ? await seededDatabase(process.env.DATABASE_URL, log) : null;
  const server: ChildProcess = spawn(process.execPath, [join(dist, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', log, log],
  });
  const stop = () => {
    if (server.exitCode === null && server.pid) process.kill(server.pid, 'SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const client = httpClient(new URL(`http://127.0.0.1:${port}`), 8);
  const json = { 'content-type': 'application/json' };
  try {
    const signIn = async (email: string) => {
      for (let tries = 0; ; tries++) {
        try {
          const answer = await client.send(
            'POST',
            '/api/v2/access-token/',
            json,
            JSON.stringify({ email, password }),
          );
          if (answer.status === 200)
            return { authorization: `Bearer ${JSON.parse(answer.body).access_token}` };
          if (tries > 5) throw new Error(`sign-in ${email}: ${answer.status} ${answer.body}`);
        } catch (error) {
          if (tries > 600 || server.exitCode !== null) throw error;
        }
        await sleep(200); // the server seeds its embedded database before it listens
      }
    };
    const listAuth = await signIn(lister);
    const importAuth = await signIn(importer);

    const measure = async (until: number) => {
      const times: number[] = [];
      const phase = performance.now();
      let slowest = { ms: 0, at: 0 };
      for (let i = 0; Date.now() < until; i++) {
        const started = performance.now();
        const answer = await client.send('GET', LISTS[i % LISTS.length]!, listAuth);
        if (answer.status !== 200) throw new Error(`list: ${answer.status} ${answer.body.slice(0, 200)}`);
        const ms = performance.now() - started;
        times.push(ms);
        if (ms > slowest.ms) slowest = { ms, at: (started - phase) / 1000 };
      }
      times.sort((a, b) => a - b);
      return {
        calls: times.length,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: times.at(-1) ?? 0,
        slowestStartedAfter: slowest.at,
      };
    };

    await measure(Date.now() + 3000); // warm-up
    const quiet = await measure(Date.now() + seconds * 1000);

    let busy = true;
    const uploads: { file: string; status: number; seconds: number; message: string }[] = [];
    const uploading = (async () => {
      for (let i = 0; busy; i++) {
        const file = hostileFiles[i % hostileFiles.length]!;
        const started = performance.now();
        const answer = await client.send(
          'PUT',
          '/api/v2/reading_requests-upload/1/1/',
          {
            ...importAuth,
            'content-type': file.type,
            'content-disposition': `attachment; filename="hostile.${file.type === 'text/csv' ? 'csv' : 'xlsx'}"`,
          },
          // http.request writes the bytes as they are.
          file.body as unknown as string,
        );
        const messages = answer.status < 500 ? (JSON.parse(answer.body).messages ?? []) : [answer.body];
        uploads.push({
          file: file.name,
          status: answer.status,
          seconds: (performance.now() - started) / 1000,
          message: String(messages[0] ?? '').slice(0, 120),
        });
      }
    })();
    // The first upload's body is on its way and being parsed before the measurement starts.
    await sleep(500);
    const hostile = await measure(Date.now() + seconds * 1000);
    busy = false;
    await uploading;

    const result = {
      database: database ? 'postgres' : 'embedded',
      files: hostileFiles.map((f) => ({ name: f.name, bytes: f.body.length })),
      quiet,
      hostile,
      ratio: hostile.p95 / quiet.p95,
      uploads,
    };
    mkdirSync(join(root, 'bench/out'), { recursive: true });
    const out = join(
      root,
      `bench/out/import-fairness-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(out, JSON.stringify(result, null, 2));
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    for (const f of result.files) console.log(`hostile file: ${f.name}, ${f.bytes} bytes`);
    for (const u of uploads)
      console.log(`upload: ${u.file} → ${u.status} in ${u.seconds.toFixed(1)} s: ${u.message}`);
    console.log(`database: ${result.database}`);
    console.log(
      `quiet:   ${quiet.calls} calls, p50 ${ms(quiet.p50)}, p95 ${ms(quiet.p95)}, max ${ms(quiet.max)}`,
    );
    console.log(
      `hostile: ${hostile.calls} calls, p50 ${ms(hostile.p50)}, p95 ${ms(hostile.p95)}, max ${ms(hostile.max)} (started ${hostile.slowestStartedAfter.toFixed(1)} s in)`,
    );
    console.log(`p95 ratio ${result.ratio.toFixed(2)} (goal ≤ 2); ${out}`);
  } finally {
    client.close();
    stop();
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

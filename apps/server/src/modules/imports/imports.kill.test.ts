import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../../../test/app';
import { openPostgres } from '../../db/connection';
import { DataAccess } from '../data-access';
import { JobRunner } from '../jobs/job-runner';

const serverMain = fileURLToPath(new URL('../../main.ts', import.meta.url));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A server killed in the middle of an import, on a real PostgreSQL: a real server
 * process is started on a copy of the seeded database, an import of 20 000 new meters is sent, the process
 * is killed (SIGKILL) while the import writes, and nothing of the file is in the database; the job, left
 * running with its file kept, is run again by the next server's sweep once its heartbeat is stale, to its
 * end. Without a resumer the sweep fails it.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('a server killed during an import', () => {
  const template = inject('testDatabase');
  const name = `portal_kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = template.kind === 'postgres' ? openPostgres(template.url, 1, () => {}) : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  let server: ChildProcess | undefined;

  afterAll(async () => {
    server?.kill('SIGKILL');
    await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin!.db);
    await admin?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startServer = async (url: URL) => {
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'kill-test-secret-kill-test-secret-0123',
        READING_SCHEDULE_CRON: 'off',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/api/v2/health/`).then(
            (r) => r.status,
            () => 0,
          ),
        { interval: 200 },
      )
      .toBe(200);
    return base;
  };

  it('leaves nothing of the file; the next server runs the import again from its kept file', async () => {
    if (template.kind !== 'postgres') return;
    await sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template.template}`).execute(admin!.db);
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    const base = await startServer(url);
    const signIn = await fetch(`${base}/api/v2/access-token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.consumer, password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const lines = Array.from(
      { length: 20_000 },
      (_, n) => `Abbruchweg,${Math.floor(n / 10) + 1},12345,Musterstadt,KILL-${n},1-0:1.8.0,electricity,kWh`,
    );
    const upload = await fetch(`${base}/api/v2/reading_requests-upload/1/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', prefer: 'respond-async' },
      body: [
        'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit',
        ...lines,
      ].join('\r\n'),
    });
    expect(upload.status).toBe(202);
    const { report: job } = (await upload.json()) as { report: string };

    // Killed while the import's transaction inserts the meters.
    const db = openPostgres(url.toString(), 2, () => {});
    try {
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = ${name} AND query ILIKE 'insert into "meters"%'
                  AND EXISTS (SELECT 1 FROM jobs WHERE id = ${job} AND resume IS NOT NULL)`.execute(db.db)
            ).rows[0]!.n,
          { interval: 20 },
        )
        .toBeGreaterThan(0);
      server!.kill('SIGKILL');
      await new Promise((resolve) => server!.once('exit', resolve));
      // PostgreSQL ends the dead client's transaction; nothing of the file is left.
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = ${name} AND state <> 'idle' AND pid <> pg_backend_pid()`.execute(db.db)
            ).rows[0]!.n,
        )
        .toBe(0);
      const kept = await sql<{ meters: number; buildings: number }>`SELECT
          (SELECT count(*)::int FROM meters WHERE meter_id LIKE 'KILL-%') AS meters,
          (SELECT count(*)::int FROM buildings WHERE street = 'Abbruchweg') AS buildings`.execute(db.db);
      expect(kept.rows[0]).toEqual({ meters: 0, buildings: 0 });

      const job_ = async () =>
        (
          await sql<{ state: string; attempts: number; parts: number }>`SELECT state, attempts,
            (SELECT count(*)::int FROM job_files WHERE job_id = j.id) AS parts FROM jobs j WHERE id = ${job}`.execute(
            db.db,
          )
        ).rows[0]!;
      expect(await job_()).toMatchObject({ state: 'running', attempts: 1 });
      expect((await job_()).parts).toBeGreaterThan(0);
      await sql`UPDATE jobs SET heartbeat = now() - interval '1 minute' WHERE id = ${job}`.execute(db.db);
      // A sweep that cannot resume imports fails such a job (rolled back here).
      const rolledBack = new Error('roll back');
      await expect(
        db.db.transaction().execute(async (trx) => {
          const swept = await new JobRunner(new DataAccess(trx), pino({ level: 'silent' })).sweep();
          expect(swept.failed).toEqual([job]);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      expect((await job_()).state).toBe('running');

      // The next server's sweep (at its start) runs the import again from the kept file, to its end.
      await startServer(url);
      await expect.poll(async () => (await job_()).state, { interval: 200 }).toBe('succeeded');
      expect(await job_()).toEqual({ state: 'succeeded', attempts: 2, parts: 0 });
      const imported = await sql<{ meters: number; buildings: number }>`SELECT
          (SELECT count(*)::int FROM meters WHERE meter_id LIKE 'KILL-%') AS meters,
          (SELECT count(*)::int FROM buildings WHERE street = 'Abbruchweg') AS buildings`.execute(db.db);
      expect(imported.rows[0]).toEqual({ meters: 20_000, buildings: 2_000 });
    } finally {
      await db.close();
    }
    // Two server processes started and a 20,000-meter file imported twice: minutes on a busy machine.
  }, 600_000);
});

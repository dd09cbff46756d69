import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { EXPORT_FILE_KEEP_HOURS, type Job } from '@portal/contracts';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { actorOf } from '../../testing/demo-rows';
import { xlsxRows } from '../../testing/spreadsheets';
import { FILE_PART_BYTES, readFile, storeFile } from '../jobs/job-file';
import { type JobOutcome, JobRunner } from '../jobs/job-runner';
import { ExportsService } from './exports.service';

/**
 * Exports as background jobs (`Prefer: respond-async`): 202 with the job, the file stored in the database
 * in parts and served at `jobs/{id}/file/` as the download would have been, within the company, and
 * deleted when the export failed, its server stopped or EXPORT_FILE_KEEP_HOURS passed.
 */
const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const exportFile = async (email: string, path: string, accept: string, prefer?: string) =>
  t.app.inject({
    url: `/api/v2/reading_requests-download/${path}`,
    headers: { ...(await t.authHeader(email)), accept, ...(prefer ? { prefer } : {}) },
  });

/** The job at `url` once it has ended (asked again every 25 ms; the test's timeout ends a job that hangs). */
async function ended(email: string, url: string): Promise<Job> {
  for (;;) {
    const job = (await t.get(email, url)).json() as Job;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function partsOf(jobId: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM job_files WHERE job_id = ${jobId}`.execute(t.ctx.db);
  return rows[0]!.n;
}

/** Starts an export with Prefer: respond-async, checks the 202, and returns the ended job. */
async function exportAsync(email: string, path: string, accept: string) {
  const accepted = await exportFile(email, path, accept, 'respond-async');
  expect(accepted.statusCode, accepted.body).toBe(202);
  const location = String(accepted.headers.location);
  expect(location).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v2\/jobs\/[0-9a-f-]{36}\/$/);
  const job = accepted.json() as Job;
  expect(job).toMatchObject({ url: location, kind: 'export', dry_run: false, created_by: email });
  expect(['running', 'succeeded']).toContain(job.state);
  const done = await ended(email, location);
  expect(done.state, JSON.stringify(done.messages)).toBe('succeeded');
  return done;
}

describe('exports with Prefer: respond-async', () => {
  it('answers 202 with the job; the stored CSV is the download’s bytes', async () => {
    const job = await exportAsync(DEMO.consumer, '0/', 'text/csv');
    const download = await exportFile(DEMO.consumer, '0/', 'text/csv');
    expect(download.statusCode).toBe(200);
    const lines = download.body.split('\r\n').filter(Boolean).length;
    expect(job).toMatchObject({ mode: 'ALL', rows_done: lines - 1 });
    expect(job.result).toEqual({
      rows: lines - 1,
      file: `${job.url}file/`,
      size: download.rawPayload.length,
    });
    expect(job.file_name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d_all\.csv$/);

    const file = await t.get(DEMO.consumer, String(job.result!.file));
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.file_name}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(Number(file.headers['content-length'])).toBe(download.rawPayload.length);
    expect(file.rawPayload.equals(download.rawPayload)).toBe(true);
    // The synchronous download stored nothing.
    const synchronous = await t.get(DEMO.consumer, String(download.headers['x-job']));
    expect(synchronous.json()).toMatchObject({ state: 'succeeded', result: { rows: lines - 1 } });
    expect(await partsOf(synchronous.json().resource_id)).toBe(0);
    const none = await t.get(DEMO.consumer, `${download.headers['x-job']}file/`);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toMatch(/only an export started with Prefer: respond-async/);
  });

  it('stores the xlsx of a chosen contractor (the company path) with the download’s rows', async () => {
    const contractor = (await t.get(DEMO.consumer, '/api/v2/companies/?contractors=true'))
      .json()
      .results.find((c: { company_type: string }) => c.company_type === 'energy_supplier');
    const path = `1/${contractor.resource_id}/`;
    const job = await exportAsync(DEMO.consumer, path, '*/*');
    expect(job.file_name).toMatch(/\.xlsx$/);
    const file = await t.get(DEMO.consumer, String(job.result!.file));
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const stored = await xlsxRows(file.rawPayload);
    const downloaded = await xlsxRows((await exportFile(DEMO.consumer, path, '*/*')).rawPayload);
    expect(stored.length).toBeGreaterThan(1);
    expect(stored).toEqual(downloaded);
    expect(job.result).toMatchObject({ rows: stored.length - 1, size: file.rawPayload.length });
  });

  it('stores readings (mode 2) as the download has them, CSV and xlsx', async () => {
    const csv = await exportAsync(DEMO.supplier, '2/', 'text/csv');
    const csvFile = await t.get(DEMO.supplier, String(csv.result!.file));
    const csvDownload = await exportFile(DEMO.supplier, '2/', 'text/csv');
    expect(csvFile.rawPayload.equals(csvDownload.rawPayload)).toBe(true);
    expect(csv.result!.rows).toBeGreaterThan(0);
    const xlsx = await exportAsync(DEMO.supplier, '2/', '*/*');
    const stored = await xlsxRows((await t.get(DEMO.supplier, String(xlsx.result!.file))).rawPayload);
    expect(stored).toEqual(await xlsxRows((await exportFile(DEMO.supplier, '2/', '*/*')).rawPayload));
    expect(stored.length - 1).toBe(xlsx.result!.rows);
    // The jobs know their totals (the CSV's count starts with its first row), an empty file's too.
    expect([csv.rows_total, xlsx.rows_total]).toEqual([csv.result!.rows, xlsx.result!.rows]);
    const empty = await exportAsync(
      DEMO.supplier,
      '2/?start_date=2020-01-01&end_date=2020-01-01',
      'text/csv',
    );
    expect([empty.rows_done, empty.rows_total]).toEqual([0, 0]);
  });

  it('serves a job’s file only within its company, only for a stored export (404 saying why)', async () => {
    const job = await exportAsync(DEMO.supplier, '1/', 'text/csv');
    const url = String(job.result!.file);
    expect((await t.get(DEMO.supplier, url)).statusCode).toBe(200);
    expect((await t.get(DEMO.stranger, url)).statusCode).toBe(404);
    expect((await t.get(DEMO.consumer, url)).statusCode).toBe(404);
    expect((await t.get(DEMO.reader, url)).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);

    // An import (a dry run of this very file) has no file.
    const imported = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/1/1/',
      headers: { ...(await t.authHeader(DEMO.supplier)), 'content-type': 'text/csv' },
      payload: (await t.get(DEMO.supplier, url)).rawPayload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const importFile = await t.get(DEMO.supplier, `/api/v2/jobs/${imported.json().report}/file/`);
    expect(importFile.statusCode).toBe(404);
    expect(importFile.json().detail).toMatch(/no file/);

    // A stored export still running has none yet.
    let end: (outcome: JobOutcome) => void = () => {};
    const running = await t.ctx.jobs.start(
      await actorOf(t, DEMO.supplier),
      { kind: 'export', mode: 'BASE', dryRun: false, fileName: 'x.csv', fileContentType: 'text/csv' },
      () => new Promise<JobOutcome>((resolve) => (end = resolve)),
    );
    const early = await t.get(DEMO.supplier, `/api/v2/jobs/${running.id}/file/`);
    expect(early.statusCode).toBe(404);
    expect(early.json().detail).toMatch(/still running/);
    end({ ok: true, messages: [], result: {}, fileSize: 0 });
    await running.finished;
  });

  it('stores a file in parts of about 1 MiB as the stream gives it, and reads it back in order', async () => {
    const id = await t.ctx.data.jobs.insert(await actorOf(t, DEMO.supplier), {
      kind: 'export',
      mode: 'BASE',
      dry_run: false,
      file_name: 'big.csv',
      file_content_type: 'text/csv',
    });
    const bytes = randomBytes(Math.round(FILE_PART_BYTES * 2.5));
    const source = (async function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })();
    expect(await storeFile(t.ctx.data.jobFiles, id, Readable.from(source))).toBe(bytes.length);
    expect(await partsOf(id)).toBe(3);
    const read = vi.spyOn(t.ctx.data.jobFiles, 'parts');
    const chunks: Buffer[] = [];
    for await (const chunk of readFile(t.ctx.data.jobFiles, id, bytes.length)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(read.mock.calls.every(([, , count]) => count <= 4)).toBe(true);
  });

  it('leaves no parts of an export that failed after it stored some', async () => {
    // 300 units in 3 batches of about 1 MiB of CSV each; the third fails.
    vi.spyOn(t.ctx.data.exports, 'units').mockResolvedValue(Array.from({ length: 300 }, (_, i) => `u${i}`));
    let batches = 0;
    vi.spyOn(t.ctx.data.exports, 'batch').mockImplementation(async () => {
      if (++batches === 3) throw new Error('connection lost');
      return Array.from({ length: 5_000 }, (_, i) => ({ id: `b${i}`, meter_id: `M-${i}`.padEnd(220, 'x') }));
    });
    const stored = vi.spyOn(t.ctx.data.jobFiles, 'insertPart');
    const accepted = await exportFile(DEMO.supplier, '1/', 'text/csv', 'respond-async');
    expect(accepted.statusCode).toBe(202);
    const job = await ended(DEMO.supplier, String(accepted.headers.location));
    expect(job).toMatchObject({ state: 'failed', result: null });
    expect(job.messages).toEqual([{ row: null, column: null, message: 'The job failed unexpectedly.' }]);
    expect(stored.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(await partsOf(job.resource_id)).toBe(0);
    const file = await t.get(DEMO.supplier, `${job.url}file/`);
    expect(file.statusCode).toBe(404);
    expect(file.json().detail).toMatch(/failed/);
  });

  it('runs a stored export again when its server died, in one process only, and once more at most', async () => {
    const first = await exportAsync(DEMO.supplier, '1/', 'text/csv');
    const id = first.resource_id;
    const expected = (await t.get(DEMO.supplier, String(first.result!.file))).rawPayload;
    const diedMidway = async () => {
      await sql`UPDATE jobs SET state = 'running', result = NULL, finished = NULL, file_size = NULL,
        heartbeat = now() - interval '1 hour' WHERE id = ${id}`.execute(t.ctx.db);
      await t.ctx.data.jobFiles.deleteOf([id]);
      await t.ctx.data.jobFiles.insertPart(id, 0, Buffer.from('the first lines of the file'));
    };
    await diedMidway();
    // Two other processes sweep at once (each runner knows how to resume exports): one takes it over.
    const other = new JobRunner(t.ctx.data, pino({ level: 'silent' }));
    new ExportsService({ ...t.ctx, jobs: other });
    const sweeps = await Promise.all([t.ctx.jobs.sweep(), other.sweep()]);
    expect(sweeps.flatMap((sweep) => sweep.resumed)).toEqual([id]);
    expect(sweeps.flatMap((sweep) => sweep.failed)).not.toContain(id);
    await Promise.all(sweeps.map((sweep) => sweep.ended));
    const resumed = (await t.get(DEMO.supplier, first.url)).json();
    expect(resumed).toMatchObject({ state: 'succeeded', result: first.result });
    expect((await t.get(DEMO.supplier, String(first.result!.file))).rawPayload.equals(expected)).toBe(true);

    // Its second server died too: failed, nothing of the file kept.
    await diedMidway();
    const last = await t.ctx.jobs.sweep();
    expect(last).toMatchObject({ resumed: [], failed: [id] });
    expect((await t.get(DEMO.supplier, first.url)).json()).toMatchObject({ state: 'failed' });
    expect(await partsOf(id)).toBe(0);
  });

  it(`deletes files ${EXPORT_FILE_KEEP_HOURS} hours after their export ended, and those of stopped servers`, async () => {
    const old = await exportAsync(DEMO.supplier, '1/', 'text/csv');
    const fresh = await exportAsync(DEMO.supplier, '1/', 'text/csv');
    await sql`UPDATE jobs SET finished = now() - make_interval(hours => ${EXPORT_FILE_KEEP_HOURS + 1})
      WHERE id = ${old.resource_id}`.execute(t.ctx.db);
    // A stored export of a server that stopped: running, its heartbeat stale, a part written.
    const stale = await t.ctx.data.jobs.insert(await actorOf(t, DEMO.supplier), {
      kind: 'export',
      mode: 'BASE',
      dry_run: false,
      file_name: 'lost.csv',
      file_content_type: 'text/csv',
    });
    await t.ctx.data.jobFiles.insertPart(stale, 0, Buffer.from('meter_id\r\n'));
    await sql`UPDATE jobs SET heartbeat = now() - interval '1 hour' WHERE id = ${stale}`.execute(t.ctx.db);
    expect(await partsOf(old.resource_id)).toBeGreaterThan(0);

    expect((await t.ctx.jobs.sweep()).failed).toContain(stale);
    expect(await partsOf(old.resource_id)).toBe(0);
    expect(await partsOf(stale)).toBe(0);
    expect(await partsOf(fresh.resource_id)).toBeGreaterThan(0);
    const expired = await t.get(DEMO.supplier, String(old.result!.file));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().detail).toMatch(/deleted 24 hours after it ended/);
    expect((await t.get(DEMO.supplier, String(fresh.result!.file))).statusCode).toBe(200);
    // The job itself stays, with what it did.
    expect((await t.get(DEMO.supplier, old.url)).json()).toMatchObject({
      state: 'succeeded',
      result: old.result,
    });
  });
});

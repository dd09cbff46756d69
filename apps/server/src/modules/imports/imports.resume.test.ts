import { Readable } from 'node:stream';
import type { Actor, Employee } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { actorOf } from '../../testing/demo-rows';
import { storeFile } from '../jobs/job-file';

/**
 * An import whose server was killed is run again by another server's sweep from its stored file, for its
 * owner as they are at the resume: while they may still import in its mode, to its end; otherwise it
 * fails with why and writes nothing. The interruption is the row a killed process leaves: a running job
 * with its file and `resume`, its heartbeat stale.
 */
describe('the sweep resumes an interrupted import only for an owner who may still import', () => {
  const t = useTestApp();
  let counter = 0;

  const newScheduler = async () => {
    const n = ++counter;
    const created = await t.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email: `resume.scheduler${n}@demo.example`,
      employee: { name: `Resume Scheduler ${n}`, is_scheduler: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as Employee;
  };

  /** A job as a process killed in the middle of its import leaves it. */
  const interruptedImport = async (owner: Actor, street: string) => {
    const resume = { mode: 'BASE', dryRun: false, fileName: `${street}.csv` };
    const id = await t.ctx.data.jobs.insert(owner, {
      kind: 'import',
      mode: 'BASE',
      dry_run: false,
      file_name: resume.fileName,
      resume,
    });
    const file = [
      'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit',
      `${street},1,12345,Musterstadt,${street.toUpperCase()}-1,1-0:1.8.0,electricity,kWh`,
      `${street},2,12345,Musterstadt,${street.toUpperCase()}-2,1-0:1.8.0,electricity,kWh`,
    ].join('\r\n');
    await storeFile(t.ctx.data.jobFiles, id, Readable.from([Buffer.from(file)]));
    await sql`UPDATE jobs SET heartbeat = now() - interval '1 hour' WHERE id = ${id}`.execute(t.ctx.db);
    return id;
  };

  const state = async (id: string, street: string) =>
    (
      await sql<{
        state: string;
        attempts: number;
        messages: { message: string }[];
        parts: number;
        meters: number;
      }>`
        SELECT state, attempts, messages,
          (SELECT count(*)::int FROM job_files WHERE job_id = j.id) AS parts,
          (SELECT count(*)::int FROM meters m JOIN buildings b ON b.id = m.building_id WHERE b.street = ${street}) AS meters
        FROM jobs j WHERE id = ${id}`.execute(t.ctx.db)
    ).rows[0]!;

  it('runs it again to its end while the owner may import', async () => {
    const scheduler = await newScheduler();
    const id = await interruptedImport(await actorOf(t, scheduler.email), 'Weiterweg');
    const swept = await t.ctx.jobs.sweep();
    expect(swept.resumed).toEqual([id]);
    await swept.ended;
    expect(await state(id, 'Weiterweg')).toMatchObject({
      state: 'succeeded',
      attempts: 2,
      parts: 0,
      meters: 2,
    });
  });

  it('fails it with why, writing nothing, when the owner has become a meter reader meanwhile', async () => {
    const scheduler = await newScheduler();
    const id = await interruptedImport(await actorOf(t, scheduler.email), 'Abgelehntweg');
    const demoted = await t.send(DEMO.consumer, 'PATCH', `/api/v2/employees/${scheduler.resource_id}/`, {
      employee: { is_scheduler: false },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await actorOf(t, scheduler.email)).role).toBe('meter_reader');

    const swept = await t.ctx.jobs.sweep();
    await swept.ended;
    const job = await state(id, 'Abgelehntweg');
    expect(job).toMatchObject({ state: 'failed', parts: 0, meters: 0 });
    expect(job.messages.map((m) => m.message)).toEqual([
      'The server stopped while this import ran, and its owner may no longer import in this mode; nothing was imported.',
    ]);
    const buildings = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM buildings WHERE street = 'Abgelehntweg'`.execute(t.ctx.db);
    expect(buildings.rows[0]!.n).toBe(0);
  });
});

import { JOB_MESSAGES_MAX, type Job } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { backendPid, untilBlockedBy } from '../../../test/locks';
import { actorOf } from '../../testing/demo-rows';
import { type JobOutcome, SERVER_STOPPED } from './job-runner';
import { JobsRepository } from './jobs.repository';

/**
 * Jobs: imports and exports run as jobs whose state is in the database; a company's admins
 * and schedulers see its jobs (nobody else's); a job whose server stopped is failed by the sweep.
 */
describe('jobs', () => {
  const t = useTestApp();

  /** Starts a job for `email` whose work ends when `end` is called with its outcome. */
  async function startJob(email: string, mode: 'ALL' | 'BASE' = 'BASE') {
    let end: (outcome: JobOutcome) => void = () => {};
    const actor = await actorOf(t, email);
    const started = await t.ctx.jobs.start(
      actor,
      { kind: 'import', mode, dryRun: true, fileName: 'meters.xlsx' },
      (progress) =>
        new Promise<JobOutcome>((resolve) => {
          progress.total(3);
          end = (outcome) => {
            progress.done(3);
            resolve(outcome);
          };
        }),
    );
    return { ...started, end: (outcome: JobOutcome) => end(outcome) };
  }
  const job = async (email: string, id: string) => {
    const response = await t.get(email, `/api/v2/jobs/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Job;
  };

  it('shows a running job, then how it ended, to its company’s schedulers', async () => {
    const { id, finished, end } = await startJob(DEMO.consumer);
    expect(await job(DEMO.consumer, id)).toMatchObject({
      state: 'running',
      kind: 'import',
      mode: 'BASE',
      dry_run: true,
      file_name: 'meters.xlsx',
      created_by: DEMO.consumer,
      finished: null,
    });
    end({ ok: true, messages: [], result: { created: { meters: 3 } } });
    await finished;
    const ended = await job('andreas.keller@demo.example', id);
    expect(ended).toMatchObject({
      state: 'succeeded',
      rows_done: 3,
      rows_total: 3,
      result: { created: { meters: 3 } },
    });
    expect(ended.finished).not.toBeNull();

    const listed = await t.get(DEMO.consumer, '/api/v2/jobs/?kind=import&state=succeeded');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((j: Job) => j.resource_id)).toContain(id);
    expect((await t.get(DEMO.consumer, '/api/v2/jobs/?state=sleeping')).statusCode).toBe(400);
  });

  it('stores a failed job’s messages; work that throws fails with a general message', async () => {
    const failing = await startJob(DEMO.consumer);
    failing.end({
      ok: false,
      messages: [{ row: 7, column: 'meter_id', message: 'Required.' }],
      result: null,
    });
    await failing.finished;
    expect(await job(DEMO.consumer, failing.id)).toMatchObject({
      state: 'failed',
      messages: [{ row: 7, column: 'meter_id', message: 'Required.' }],
    });

    const actor = await actorOf(t, DEMO.consumer);
    const thrown = await t.ctx.jobs.start(
      actor,
      { kind: 'export', mode: 'ALL', dryRun: false, fileName: '' },
      async () => {
        throw new Error('disk full');
      },
    );
    await thrown.finished;
    expect((await job(DEMO.consumer, thrown.id)).messages).toEqual([
      { row: null, column: null, message: 'The job failed unexpectedly.' },
    ]);
  });

  it('keeps the first JOB_MESSAGES_MAX messages of a job and counts the rest in one more', async () => {
    const many = await startJob(DEMO.consumer);
    many.end({
      ok: false,
      messages: Array.from({ length: JOB_MESSAGES_MAX + 5 }, (_, i) => ({
        row: i + 2,
        column: 'meter_id',
        message: 'Required.',
      })),
      result: null,
    });
    await many.finished;
    const { messages } = await job(DEMO.consumer, many.id);
    expect(messages).toHaveLength(JOB_MESSAGES_MAX + 1);
    expect(messages[JOB_MESSAGES_MAX - 1]).toMatchObject({ row: JOB_MESSAGES_MAX + 1 });
    expect(messages.at(-1)).toEqual({
      row: null,
      column: null,
      message: '5 more messages are not shown (only the first ones are kept).',
    });
  });

  it('keeps jobs within the company: another company 404, a meter reader 403, no token 401', async () => {
    const { id, finished, end } = await startJob(DEMO.supplier);
    end({ ok: true, messages: [], result: {} });
    await finished;
    expect((await t.get(DEMO.stranger, `/api/v2/jobs/${id}/`)).statusCode).toBe(404);
    expect((await t.get(DEMO.consumer, `/api/v2/jobs/${id}/`)).statusCode).toBe(404);
    expect(
      (await t.get(DEMO.consumer, '/api/v2/jobs/')).json().results.map((j: Job) => j.resource_id),
    ).not.toContain(id);
    expect((await t.get(DEMO.reader, '/api/v2/jobs/')).statusCode).toBe(403);
    expect((await t.get(DEMO.reader, `/api/v2/jobs/${id}/`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v2/jobs/${id}/` })).statusCode).toBe(401);
    expect((await t.get(DEMO.supplier, '/api/v2/jobs/not-a-job/')).statusCode).toBe(404);
  });

  it('shows a user only the kinds of job they may start: a basic user exports, so no import of theirs', async () => {
    const { id, finished, end } = await startJob(DEMO.consumer);
    end({ ok: true, messages: [], result: {} });
    await finished;
    expect((await t.get(DEMO.consumer, `/api/v2/jobs/${id}/`)).statusCode).toBe(200);
    expect((await t.get(DEMO.basic, `/api/v2/jobs/${id}/`)).statusCode).toBe(404);
    expect((await t.get(DEMO.basic, `/api/v2/reading_requests-report/${id}/`)).statusCode).toBe(403);
    const listed = (await t.get(DEMO.basic, '/api/v2/jobs/')).json().results as Job[];
    expect(listed.map((j) => j.kind)).not.toContain('import');
  });

  it('fails the jobs of a stopped server (stale heartbeat), never this server’s own', async () => {
    const own = await startJob(DEMO.consumer);
    const late = await startJob(DEMO.consumer);
    // A job of a server that stopped: not this runner's, its heartbeat a minute old (as is this one's own).
    const foreign = await t.ctx.data.jobs.insert(await actorOf(t, DEMO.consumer), {
      kind: 'import',
      mode: 'ALL',
      dry_run: false,
      file_name: 'requests.xlsx',
    });
    await sql`UPDATE jobs SET heartbeat = now() - interval '1 minute' WHERE id IN (${own.id}, ${foreign})`.execute(
      t.ctx.db,
    );
    const swept = (await t.ctx.jobs.sweep()).failed;
    expect(swept).toContain(foreign);
    expect(swept).not.toContain(own.id);
    expect(await job(DEMO.consumer, foreign)).toMatchObject({ state: 'failed', messages: [SERVER_STOPPED] });
    expect((await job(DEMO.consumer, own.id)).state).toBe('running');
    // A job failed meanwhile (at shutdown) stays failed when its work ends after all.
    await t.ctx.data.jobs.failNow([late.id], SERVER_STOPPED);
    late.end({ ok: true, messages: [], result: {} });
    await late.finished;
    expect((await job(DEMO.consumer, late.id)).state).toBe('failed');
    own.end({ ok: true, messages: [], result: {} });
    await own.finished;
  });

  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'lets one sweep take over a dead server’s job while another sweep holds it',
    async () => {
      const id = await t.ctx.data.jobs.insert(await actorOf(t, DEMO.supplier), {
        kind: 'export',
        mode: 'BASE',
        dry_run: false,
        file_name: 'lost.csv',
        resume: { request: {} },
      });
      await sql`UPDATE jobs SET heartbeat = now() - interval '1 hour' WHERE id = ${id}`.execute(t.ctx.db);
      // Sweep A claims the job in a transaction still open; sweep B claims then. B must not wait for A
      // and then take the job again (A ends once B answers, or once B is seen waiting for A's locks).
      let answeredB: () => void = () => {};
      const bAnswered = new Promise<void>((resolve) => (answeredB = resolve));
      let claimedA: (pid: number) => void = () => {};
      const aClaimed = new Promise<number>((resolve) => (claimedA = resolve));
      const a = t.ctx.db.transaction().execute(async (trx) => {
        const claimed = await new JobsRepository(trx).claimStale(30_000, 2, []);
        const pid = await backendPid(trx);
        claimedA(pid);
        await untilBlockedBy(t.ctx.db, pid, bAnswered);
        return claimed;
      });
      await Promise.race([aClaimed, a]);
      const b = await t.ctx.data.jobs.claimStale(30_000, 2, []);
      answeredB();
      const claims = [...(await a), ...b].filter((job) => job.id === id);
      expect(claims).toHaveLength(1);
      expect(claims[0]!.actor).toMatchObject({ role: 'scheduler' });
      await t.ctx.data.jobs.failNow([id], SERVER_STOPPED);
    },
  );
});

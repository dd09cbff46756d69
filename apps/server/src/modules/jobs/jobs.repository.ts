import {
  type Actor,
  JOB_KINDS,
  type JobKind,
  type JobMessage,
  type JobMode,
  type JobState,
} from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/**
 * All SQL of jobs. Reads take the caller's scope: a job is its company's (`j.company_id`). The progress,
 * finish and sweep methods run for the job runner (`job-runner.ts`), on a job it created for a caller
 * or on jobs whose server is gone, and say so.
 */
export class JobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The company's jobs, of `kinds` (all by default). */
  scoped(actor: Actor, kinds: readonly JobKind[] = JOB_KINDS) {
    return this.db
      .selectFrom('jobs as j')
      .leftJoin('users as u', 'u.id', 'j.owner_id')
      .selectAll('j')
      .select('u.email as created_by')
      .where('j.company_id', '=', actor.companyId)
      .where('j.kind', 'in', kinds);
  }

  findByIdOrThrow(actor: Actor, id: string, kinds?: readonly JobKind[]) {
    return foundOrNotFound(this.scoped(actor, kinds).where('j.id', '=', id).executeTakeFirst());
  }

  /** A new running job of the caller's company. */
  async insert(
    actor: Actor,
    job: {
      kind: JobKind;
      mode: JobMode;
      dry_run: boolean;
      file_name: string;
      /** An export that stores its file (`Prefer: respond-async`): the file's type. */
      file_content_type?: string;
      /** What another process needs to run it again should this one die. */
      resume?: Record<string, unknown>;
    },
  ): Promise<string> {
    const { resume, ...columns } = job;
    const row = await this.db
      .insertInto('jobs')
      .values({
        ...columns,
        ...(resume ? { resume: JSON.stringify(resume) } : {}),
        company_id: actor.companyId,
        owner_id: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** What another process needs to run a running job again, once it is all stored. */
  async setResume(id: string, resume: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ resume: JSON.stringify(resume) })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .execute();
  }

  /** The runner: how far a running job is; the heartbeat that says its server is alive. */
  async progress(id: string, rowsDone: number, rowsTotal: number | null): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ rows_done: rowsDone, rows_total: rowsTotal, heartbeat: sql`now()` })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .execute();
  }

  /**
   * The runner: a job's end, once (a job already failed by the sweep stays failed); with the size of the
   * file it stored, if any. Whether this ended the job.
   */
  async finish(
    id: string,
    end: {
      state: Exclude<JobState, 'running'>;
      rowsDone: number;
      rowsTotal: number | null;
      messages: JobMessage[];
      result: Record<string, unknown> | null;
      fileSize?: number;
    },
  ): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('jobs')
      .set({
        state: end.state,
        rows_done: end.rowsDone,
        rows_total: end.rowsTotal,
        messages: JSON.stringify(end.messages),
        result: end.result === null ? null : JSON.stringify(end.result),
        finished: sql`now()`,
        file_size: end.fileSize ?? null,
      })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /**
   * The sweep, for every company: running jobs whose heartbeat is older than `staleAfterMs` lost their
   * server (killed, restarted); they are failed with `message`, except the sweeping server's own
   * (`exceptIds`: on the embedded database their heartbeat waits for their transaction). Their ids.
   */
  async failStale(staleAfterMs: number, message: JobMessage, exceptIds: string[]): Promise<string[]> {
    let stale = this.failing(message).where(
      'heartbeat',
      '<',
      sql<Date>`now() - make_interval(secs => ${staleAfterMs / 1000})`,
    );
    if (exceptIds.length) stale = stale.where('id', 'not in', exceptIds);
    return (await stale.returning('id').execute()).map((row) => row.id);
  }

  /**
   * The sweep: takes over the resumable running jobs whose heartbeat is older than `staleAfterMs` (their
   * server died) and that started fewer than `maxAttempts` times, except `exceptIds`; each is counted as
   * started again with a fresh heartbeat, so no other process takes it (SKIP LOCKED: two sweeps at once
   * take different jobs). With its owner as an actor while the owner is active; null otherwise.
   */
  async claimStale(staleAfterMs: number, maxAttempts: number, exceptIds: string[]) {
    const { rows } = await sql<{
      id: string;
      kind: JobKind;
      mode: JobMode;
      file_name: string;
      file_content_type: string | null;
      resume: Record<string, unknown>;
    }>`UPDATE jobs SET heartbeat = now(), attempts = attempts + 1, rows_done = 0
      WHERE id IN (SELECT id FROM jobs WHERE state = 'running' AND resume IS NOT NULL
        AND attempts < ${maxAttempts} AND heartbeat < now() - make_interval(secs => ${staleAfterMs / 1000})
        AND NOT id = ANY (${sql.val(exceptIds)}::uuid[])
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, mode, file_name, file_content_type, resume, owner_id`.execute(this.db);
    return Promise.all(rows.map(async (row) => ({ ...row, actor: await this.ownerActor(row.id) })));
  }

  /** A job's owner as the actor it ran for, while the owner is active; null otherwise. */
  private async ownerActor(jobId: string): Promise<Actor | null> {
    const owner = await this.db
      .selectFrom('jobs as j')
      .innerJoin('users as u', 'u.id', 'j.owner_id')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.role', 'u.company_id', 'c.company_type'])
      .where('j.id', '=', jobId)
      .where('u.is_active', '=', true)
      .executeTakeFirst();
    return owner
      ? { userId: owner.id, role: owner.role, companyId: owner.company_id, companyType: owner.company_type }
      : null;
  }

  /** The runner at shutdown: its own running jobs fail at once. */
  async failNow(ids: string[], message: JobMessage): Promise<void> {
    if (ids.length) await this.failing(message).where('id', 'in', ids).execute();
  }

  private failing(message: JobMessage) {
    return this.db
      .updateTable('jobs')
      .set({
        state: 'failed',
        finished: sql`now()`,
        messages: sql`messages || ${JSON.stringify([message])}::jsonb`,
      })
      .where('state', '=', 'running');
  }
}

export type JobRow = Awaited<ReturnType<JobsRepository['findByIdOrThrow']>>;

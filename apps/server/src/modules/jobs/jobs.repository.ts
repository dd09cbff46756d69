import type { Actor, JobKind, JobMessage, JobMode, JobState } from '@portal/contracts';
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

  scoped(actor: Actor) {
    return this.db
      .selectFrom('jobs as j')
      .leftJoin('users as u', 'u.id', 'j.owner_id')
      .selectAll('j')
      .select('u.email as created_by')
      .where('j.company_id', '=', actor.companyId);
  }

  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.scoped(actor).where('j.id', '=', id).executeTakeFirst());
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
    },
  ): Promise<string> {
    const row = await this.db
      .insertInto('jobs')
      .values({ ...job, company_id: actor.companyId, owner_id: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
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

import {
  type Actor,
  EXPORT_FILE_KEEP_HOURS,
  JOB_MESSAGES_MAX,
  JOB_TIMINGS,
  type JobKind,
  type JobMessage,
  type JobMode,
  notKeptMessagesNote,
} from '@portal/contracts';
import type { Logger } from 'pino';
import type { DataAccess } from '../data-access';

/** What a job's work reports while it runs. */
export interface JobProgress {
  /** The number of rows to do, once known. */
  total(rows: number | null): void;
  /** Rows done so far. */
  done(rows: number): void;
}

/** How a job's work ended: succeeded (with what it did) or failed (with why, row by row). */
export interface JobOutcome {
  ok: boolean;
  messages: JobMessage[];
  result: Record<string, unknown> | null;
  /** The size of the file the job stored (`job_files`), kept once the job succeeded. */
  fileSize?: number;
  /**
   * An import's file was refused as a whole (not a spreadsheet, a zip bomb …) or holds hostile cells (too
   * long, a NUL): a 400 to wait for it.
   */
  fileRefused?: boolean;
}

export const SERVER_STOPPED: JobMessage = {
  row: null,
  column: null,
  message: 'The server stopped while this job ran; nothing of it was kept. Start it again.',
};
/** The first JOB_MESSAGES_MAX messages and, if there were more, one that counts the rest. */
export function keptMessages(messages: JobMessage[]): JobMessage[] {
  if (messages.length <= JOB_MESSAGES_MAX) return messages;
  return [...messages.slice(0, JOB_MESSAGES_MAX), notKeptMessagesNote(messages.length - JOB_MESSAGES_MAX)];
}
const FAILED: JobMessage = { row: null, column: null, message: 'The job failed unexpectedly.' };

/** A job's description as the runner stores it. */
export interface JobStart {
  kind: JobKind;
  mode: JobMode;
  dryRun: boolean;
  fileName: string;
  fileContentType?: string;
  /** What another process needs to run the job again (`resumable`) should this one die. */
  resume?: Record<string, unknown>;
}
export type JobWork = (progress: JobProgress, id: string) => Promise<JobOutcome>;
/** Rebuilds a resumable job's work from its `resume` for its owner, in another process. */
export type JobResumer = (actor: Actor, resume: Record<string, unknown>) => Promise<JobWork>;

/** A job runs at most this many times: its first start and one more after its process died. */
export const JOB_MAX_ATTEMPTS = 2;

/**
 * Runs imports and exports as jobs whose state lives in the database (`jobs`), so any server instance
 * answers `jobs/{id}/`. The work runs in the process that accepted it (its input, the uploaded file, is
 * here); no queue is needed. While it runs, its progress and a heartbeat are written every
 * `JOB_TIMINGS.heartbeatMs`, outside the work's own transaction. When the heartbeat stops (its server was
 * killed), PostgreSQL has already rolled its transaction back with the lost connection, and the sweep of
 * any instance either runs it again (a job with `resume` whose kind has a resumer: a stored export, or
 * an import whose file was stored, on PostgreSQL, while its owner may still import; JOB_MAX_ATTEMPTS in
 * all) or fails it (no `resume`: its input was in the dead process).
 */
export class JobRunner {
  /** This process's running jobs: not swept by this process, failed at shutdown. */
  private readonly running = new Set<string>();
  private readonly resumers = new Map<JobKind, JobResumer>();

  constructor(
    private readonly data: DataAccess,
    private readonly log: Logger,
  ) {}

  /** Lets the sweep run a dead process's jobs of this kind again. */
  resumable(kind: JobKind, resumer: JobResumer): void {
    this.resumers.set(kind, resumer);
  }

  /**
   * Starts `work` as a job of the caller's company and returns its id at once, with `finished`, which
   * settles (never rejects) with the work's outcome when the job's end is stored. A job with
   * `fileContentType` stores a file (`job_files`, under the id `work` gets); the parts of one that did not
   * succeed are deleted.
   */
  async start(
    actor: Actor,
    job: JobStart,
    work: JobWork,
  ): Promise<{ id: string; finished: Promise<JobOutcome> }> {
    const id = await this.data.jobs.insert(actor, {
      kind: job.kind,
      mode: job.mode,
      dry_run: job.dryRun,
      file_name: job.fileName,
      ...(job.fileContentType ? { file_content_type: job.fileContentType } : {}),
      ...(job.resume ? { resume: job.resume } : {}),
    });
    return { id, finished: this.run(id, job, work) };
  }

  /** Runs a stored job's work with its heartbeat and progress, and stores its end. */
  private run(id: string, job: Pick<JobStart, 'fileContentType'>, work: JobWork): Promise<JobOutcome> {
    this.running.add(id);
    let done = 0;
    let total: number | null = null;
    let writing = false;
    const heartbeat = setInterval(() => {
      // One write at a time: on the embedded database it waits for the work's transaction.
      if (writing) return;
      writing = true;
      this.data.jobs
        .progress(id, done, total)
        .catch((error: unknown) => this.log.warn({ job: id, err: error }, 'job progress not written'))
        .finally(() => {
          writing = false;
        });
    }, JOB_TIMINGS.heartbeatMs);
    heartbeat.unref();
    const progress: JobProgress = {
      total: (rows) => {
        total = rows;
      },
      done: (rows) => {
        done = rows;
      },
    };
    return (async () => {
      let outcome: JobOutcome;
      try {
        outcome = await work(progress, id);
      } catch (error) {
        this.log.error({ job: id, err: error }, 'job failed');
        outcome = { ok: false, messages: [FAILED], result: null };
      }
      clearInterval(heartbeat);
      try {
        const ended = await this.data.jobs.finish(id, {
          state: outcome.ok ? 'succeeded' : 'failed',
          rowsDone: done,
          rowsTotal: total,
          messages: keptMessages(outcome.messages),
          result: outcome.result,
          ...(outcome.ok && outcome.fileSize !== undefined ? { fileSize: outcome.fileSize } : {}),
        });
        // A failed job keeps no file; nor does one the sweep failed meanwhile (its file is not kept).
        if (job.fileContentType && (!outcome.ok || !ended)) await this.data.jobFiles.deleteOf([id]);
      } catch (error) {
        this.log.error({ job: id, err: error }, 'job end not written');
      } finally {
        this.running.delete(id);
      }
      return outcome;
    })();
  }

  /**
   * Runs again the resumable jobs of servers that stopped (not this one's) and fails the others, then
   * deletes their stored file parts and the files older than EXPORT_FILE_KEEP_HOURS. The ids of the jobs
   * failed and of those started again; `ended` settles when the latter have ended.
   */
  async sweep(): Promise<{ failed: string[]; resumed: string[]; ended: Promise<void> }> {
    const claimed = this.resumers.size
      ? await this.data.jobs.claimStale(JOB_TIMINGS.staleAfterMs, JOB_MAX_ATTEMPTS, [...this.running])
      : [];
    const resumed: string[] = [];
    const runs: Promise<JobOutcome>[] = [];
    const notResumed: string[] = [];
    for (const job of claimed) {
      const resumer = this.resumers.get(job.kind);
      // The dead run's parts go; the job writes its file anew.
      if (job.file_content_type) await this.data.jobFiles.deleteOf([job.id]);
      const work = job.actor && resumer ? await resumer(job.actor, job.resume).catch(() => null) : null;
      if (!work) {
        notResumed.push(job.id);
        continue;
      }
      resumed.push(job.id);
      runs.push(this.run(job.id, { fileContentType: job.file_content_type ?? undefined }, work));
    }
    if (resumed.length) this.log.warn({ jobs: resumed }, 'jobs of a stopped server started again');
    await this.data.jobs.failNow(notResumed, SERVER_STOPPED);
    const failed = await this.data.jobs.failStale(JOB_TIMINGS.staleAfterMs, SERVER_STOPPED, [
      ...this.running,
    ]);
    failed.push(...notResumed);
    if (failed.length) this.log.warn({ jobs: failed }, 'jobs of a stopped server failed');
    await this.data.jobFiles.expire(EXPORT_FILE_KEEP_HOURS);
    return { failed, resumed, ended: Promise.all(runs).then(() => undefined) };
  }

  /** Sweeps now and then every `JOB_TIMINGS.sweepMs` in this process; returns a stop function. */
  startSweeping(intervalMs: number = JOB_TIMINGS.sweepMs): () => void {
    const sweep = () =>
      this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'job sweep failed'));
    void sweep();
    const timer = setInterval(sweep, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** At shutdown: this process's running jobs end failed now rather than when their heartbeat is stale. */
  async failRunning(): Promise<void> {
    await this.data.jobs.failNow([...this.running], SERVER_STOPPED);
  }
}

import { Readable } from 'node:stream';
import {
  type Actor,
  canImport,
  type JobMessage,
  type JobMode,
  type MessageLanguage,
  message,
  renderMessage,
  TRANSFER_COLUMNS,
  TRANSFER_MODE_IDS,
  uploadModeIds,
} from '@portal/contracts';
import type { AppContext } from '../../context';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { type DataAccess, isTransientConflict } from '../data-access';
import { readBytes, storeFile } from '../jobs/job-file';
import type { JobOutcome, JobProgress } from '../jobs/job-runner';
import { BaseImport } from './base-import';
import { FileRefused, readSpreadsheet, type Spreadsheet } from './file-reader';
import { isObisColumn, ReadingsImport } from './readings-import';
import { RequestsImport } from './requests-import';

/** What another process needs to run an import again: the rest is its stored file. */
interface StoredImport {
  mode: JobMode;
  dryRun: boolean;
  fileName: string;
}

/** Ends an import's transaction without keeping it: the dry run, or a file with refused rows. */
class RolledBack extends Error {
  constructor(readonly outcome: JobOutcome) {
    super('rolled back');
  }
}

/** Runs of an import whose transaction collided with another writer's (see `work`). */
const IMPORT_ATTEMPTS = 2;
const COLLIDED =
  'Others changed the same meters or buildings while this file was imported; nothing was imported. Start the import again.';

const RESUME_REFUSED: JobMessage = {
  row: null,
  column: null,
  message:
    'The server stopped while this import ran, and its owner may no longer import in this mode; nothing was imported.',
};

/** The upload route's permission (`canImport`, the mode among `uploadModeIds`), for a stored mode. */
const mayImport = (actor: Actor, config: AppContext['config']['portal'], mode: JobMode) =>
  canImport(actor, config) && uploadModeIds(config).some((id) => TRANSFER_MODE_IDS[id] === mode);

/** A job message as the spec's answer lists it: "Row 7, meter_id: …". */
/** A job message as one line of the upload's answer ("Row 3, meter_id: …"), in `language`. */
export function messageText(m: JobMessage, language: MessageLanguage): string {
  const text = renderMessage(m.message, language);
  const place =
    m.row !== null && m.column !== null
      ? message('imports.atRowColumn', { row: m.row, column: m.column, message: text })
      : m.row !== null
        ? message('imports.atRow', { row: m.row, message: text })
        : m.column !== null
          ? message('imports.atColumn', { column: m.column, message: text })
          : text;
  return renderMessage(place, language);
}

/**
 * Imports as jobs: the file read, checked and written a part at a time in ONE transaction of
 * the caller's (the audit trail names them), rolled back for a dry run or when any row is refused. A
 * server that stops midway leaves nothing: its transaction ends with its connection.
 */
/** The outcome of a file refused as a whole, before or while its rows were read. */
const fileRefusal = (error: FileRefused) => ({
  ok: false,
  messages: error.messages,
  result: null,
  fileRefused: true,
});

export class ImportsService {
  constructor(private readonly ctx: AppContext) {
    // An import whose process died is run again by another, from the file it stored (its transaction
    // ended with the dead process's connection: nothing of the first run is left), for its owner as
    // they are now: only while they may still import in its mode (the upload route's rule), else the
    // job fails with why and nothing is written.
    ctx.jobs.resumable('import', async (actor, resume) => {
      const { mode, dryRun, fileName } = resume as unknown as StoredImport;
      return async (progress, id) => {
        try {
          if (!mayImport(actor, ctx.config.portal, mode))
            return { ok: false, messages: [RESUME_REFUSED], result: null };
          const body = await readBytes(ctx.data.jobFiles, id);
          return await this.work(actor, mode, dryRun, fileName, body, progress);
        } finally {
          await ctx.data.jobFiles.deleteOf([id]);
        }
      };
    });
  }

  start(actor: Actor, mode: JobMode, dryRun: boolean, fileName: string, body: Buffer) {
    return this.ctx.jobs.start(actor, { kind: 'import', mode, dryRun, fileName }, async (progress, id) => {
      const kept = this.keep(id, { mode, dryRun, fileName }, body);
      try {
        return await this.work(actor, mode, dryRun, fileName, body, progress);
      } finally {
        await kept;
        await this.ctx.data.jobFiles.deleteOf([id]);
      }
    });
  }

  /**
   * On PostgreSQL, the file is stored beside the import (`job_files`, on a connection of its own) and the
   * job marked resumable once it is: should this process die, the sweep of another runs it again. The
   * embedded database has one process: nothing to keep. A file not stored leaves the job as before.
   */
  private async keep(id: string, resume: StoredImport, body: Buffer): Promise<void> {
    if (this.ctx.databaseKind !== 'postgres') return;
    try {
      await storeFile(this.ctx.data.jobFiles, id, Readable.from([body]));
      await this.ctx.data.jobs.setResume(id, { ...resume });
    } catch {
      // Not kept (the database failed meanwhile): the job is not resumable, as on the embedded database.
    }
  }

  /**
   * Runs the import; once more from the start when its transaction collided with another writer's (a
   * meter number or address created at the same moment by another import or a user, or a deadlock), so
   * the second run judges the file against what the other committed (an update, or a row message such as
   * "taken by a meter of another company"). A second collision is answered as a message, never a 5xx.
   * The run starts here, not in the transaction helper: it reads the file as it goes, once.
   */
  private async work(...args: Parameters<ImportsService['attempt']>): Promise<JobOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(...args);
      } catch (error) {
        const collided = isPgError(error, PG_UNIQUE_VIOLATION) || isTransientConflict(error);
        if (!collided) throw error;
        if (attempt < IMPORT_ATTEMPTS) continue;
        return { ok: false, messages: [{ row: null, column: null, message: COLLIDED }], result: null };
      }
    }
  }

  private async attempt(
    actor: Actor,
    mode: JobMode,
    dryRun: boolean,
    fileName: string,
    body: Buffer,
    progress: JobProgress,
  ): Promise<JobOutcome> {
    const config = this.ctx.config.portal;
    // The file is read inside the transaction, a part at a time: its number of rows is known at the end;
    // until then the total is the file's own (`rowsExpected`), where it says.
    let rows = 0;
    const read = (n: number) => {
      rows = n;
      if (n % 1000 === 0) progress.done(n);
    };
    let run: (data: DataAccess) => Promise<JobOutcome | JobMessage[]>;
    let sheet: Spreadsheet;
    try {
      sheet = await readSpreadsheet(body, fileName, {
        columns: TRANSFER_COLUMNS[mode],
        ...(mode === 'READINGS' ? { extraColumn: isObisColumn } : {}),
      });
      const { header } = sheet;
      if (sheet.rowsExpected) progress.total(sheet.rowsExpected);
      if (mode === 'READINGS') {
        const readings = new ReadingsImport(actor, config);
        run = async (data) => {
          const answer = await readings.run(data, sheet.rows, header, read);
          return Array.isArray(answer)
            ? answer
            : { ok: true, result: { ...answer }, messages: readings.notes };
        };
      } else {
        const base = new BaseImport(actor, config, header, mode === 'ALL');
        run = async (data) => {
          const answer = await base.run(data, sheet.rows, read);
          if (Array.isArray(answer)) return answer;
          if (mode !== 'ALL') return { ok: true, result: { ...answer }, messages: [] };
          const requests = await new RequestsImport(actor, config).run(data, base.rows, base);
          if (Array.isArray(requests)) return requests;
          return {
            ok: true,
            result: {
              ...answer,
              created: { ...answer.created, reading_requests: requests.created },
              unchanged: { ...answer.unchanged, reading_requests: requests.unchanged },
            },
            messages: [],
          };
        };
      }
    } catch (error) {
      if (error instanceof FileRefused) return fileRefusal(error);
      throw error;
    }
    try {
      return await this.ctx.data.transaction(
        actor,
        async (data) => {
          const outcome = await run(data);
          if (Array.isArray(outcome)) throw new RolledBack({ ok: false, messages: outcome, result: null });
          if (dryRun) throw new RolledBack(outcome);
          return outcome;
        },
        { retry: false },
      );
    } catch (error) {
      // A cell too long or holding a NUL: every row is still checked and named, but the answer is a 400.
      if (error instanceof RolledBack)
        return sheet.hostile ? { ...error.outcome, fileRefused: true } : error.outcome;
      if (error instanceof FileRefused) return fileRefusal(error);
      throw error;
    } finally {
      progress.total(rows);
      progress.done(rows);
    }
  }
}

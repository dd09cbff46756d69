import { type Actor, type JobMessage, type JobMode, TRANSFER_COLUMNS } from '@portal/contracts';
import type { AppContext } from '../../context';
import type { DataAccess } from '../data-access';
import type { JobOutcome, JobProgress } from '../jobs/job-runner';
import { BaseImport } from './base-import';
import { FileRefused, type FileRow, readSpreadsheet } from './file-reader';
import { isObisColumn, ReadingsImport } from './readings-import';
import { RequestsImport } from './requests-import';

/** Ends an import's transaction without keeping it: the dry run, or a file with refused rows. */
class RolledBack extends Error {
  constructor(readonly outcome: JobOutcome) {
    super('rolled back');
  }
}

/** A job message as the spec's answer lists it: "Row 7, meter_id: …". */
export const messageText = (m: JobMessage) =>
  [m.row === null ? null : `Row ${m.row}`, m.column].filter(Boolean).join(', ') +
  (m.row === null && m.column === null ? '' : ': ') +
  m.message;

/**
 * Imports (issue 16) as jobs: the file read and checked row by row, then written in ONE transaction of
 * the caller's (the audit trail names them), or rolled back for a dry run or when any row is refused. A
 * server that stops midway leaves nothing: its transaction ends with its connection.
 */
export class ImportsService {
  constructor(private readonly ctx: AppContext) {}

  start(actor: Actor, mode: JobMode, dryRun: boolean, fileName: string, body: Buffer) {
    return this.ctx.jobs.start(actor, { kind: 'import', mode, dryRun, fileName }, (progress) =>
      this.work(actor, mode, dryRun, fileName, body, progress),
    );
  }

  private async work(
    actor: Actor,
    mode: JobMode,
    dryRun: boolean,
    fileName: string,
    body: Buffer,
    progress: JobProgress,
  ): Promise<JobOutcome> {
    const rows: FileRow[] = [];
    let header: string[];
    try {
      const sheet = await readSpreadsheet(body, fileName, {
        columns: TRANSFER_COLUMNS[mode],
        ...(mode === 'READINGS' ? { extraColumn: isObisColumn } : {}),
      });
      header = sheet.header;
      for await (const row of sheet.rows) {
        rows.push(row);
        if (rows.length % 1000 === 0) progress.done(rows.length);
      }
    } catch (error) {
      if (error instanceof FileRefused) return { ok: false, messages: error.messages, result: null };
      throw error;
    }
    progress.total(rows.length);
    progress.done(rows.length);
    const config = this.ctx.config.portal;
    const run =
      mode === 'READINGS'
        ? (() => {
            const readings = new ReadingsImport(actor, config);
            const parsed = readings.parse(rows, header);
            return async (data: DataAccess) => {
              const answer = await readings.run(data, parsed);
              return Array.isArray(answer) ? answer : { result: { ...answer }, messages: readings.notes };
            };
          })()
        : (() => {
            const base = new BaseImport(actor, config, mode === 'ALL');
            const parsed = base.parse(rows, header);
            return async (data: DataAccess) => {
              const answer = await base.run(data, parsed, header);
              if (Array.isArray(answer) || mode !== 'ALL')
                return Array.isArray(answer) ? answer : { result: { ...answer }, messages: [] };
              const requests = await new RequestsImport(actor, config).run(data, parsed, base);
              if (Array.isArray(requests)) return requests;
              return {
                result: {
                  ...answer,
                  created: { ...answer.created, reading_requests: requests.created },
                  unchanged: { ...answer.unchanged, reading_requests: requests.unchanged },
                },
                messages: [],
              };
            };
          })();
    try {
      return await this.ctx.data.transaction(actor, async (data) => {
        const answer = await run(data);
        if (Array.isArray(answer)) throw new RolledBack({ ok: false, messages: answer, result: null });
        const outcome = { ok: true, ...answer };
        if (dryRun) throw new RolledBack(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.outcome;
      throw error;
    }
  }
}

import type { Readable } from 'node:stream';
import { type Actor, isExportCompanyChoice, TRANSFER_COLUMNS, type TransferColumn } from '@portal/contracts';
import pLimit, { type LimitFunction } from 'p-limit';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { storeFile } from '../jobs/job-file';
import type { JobProgress, JobWork } from '../jobs/job-runner';
import { csvWriter, type ExportCell, type ExportWriter, xlsxWriter } from './export-writer';
import type { ExportRow, ExportSelection } from './exports.repository';
import { ReadingsCsvRewriter } from './readings-csv';

/** Units per batch (buildings; meters for readings): one batch is what an export holds in memory. */
export const EXPORT_BATCH_UNITS = { buildings: 100, meters: 200 } as const;

/**
 * Rows a streamed export takes from its cursor at a time (PostgreSQL). Small, so a chunk's rows die young
 * (1 000 were promoted to the old heap and grew the server's RSS by +141 … +170 MiB on a fresh server; 250:
 * +57 … +71, equally fast).
 */
export const STREAM_CHUNK_ROWS = 250;

/** Groups an async iterable's items into arrays of up to `size` (kysely's stream yields row by row). */
async function* chunks<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** An export as asked: the selection (the company still to be checked) and the file's format. */
export type ExportRequest = Omit<ExportSelection, 'subMetersOf'> & {
  ownSubMeters: boolean;
  format: 'csv' | 'xlsx';
};

/** What a stored export's job keeps to be run again: the request, and its file's address with JOB_ID for the id. */
interface StoredExport {
  request: ExportRequest;
  fileUrl: string;
}
const JOB_ID = '00000000-0000-0000-0000-00000000job0';

const CANCELLED = { row: null, column: null, message: 'The download was cancelled.' };

/** A cell as the file holds it: dates as ISO text, lists comma-separated. */
function cell(column: TransferColumn, value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return value;
  if (column.kind === 'number' || column.kind === 'integer') return Number(value);
  return String(value);
}

/** Exports (spec §3, §7): which rows, in which file, streamed batch by batch as a job. */
export class ExportsService {
  /**
   * Stored exports running at once in this process; the others wait. Each holds up to three pooled
   * connections (the rows' query or COPY, the count, a part's insert): were the pool taken by the rows'
   * queries alone, no part could be written and they would wait for each other for ever.
   */
  private readonly storing: LimitFunction;

  constructor(private readonly ctx: AppContext) {
    this.storing = pLimit(Math.max(1, Math.floor(ctx.config.databasePoolSize / 4)));
    // A stored export whose process died is run again by another (its owner, the same request).
    ctx.jobs.resumable('export', async (actor, resume) => {
      const { request, fileUrl } = resume as unknown as StoredExport;
      return (await this.storedWork(actor, request, (id) => fileUrl.replace(JOB_ID, id))).work;
    });
  }

  /**
   * The rows' conditions of a request (its filters, option 1 or 2), checked against what the caller sees,
   * and the file's label: the chosen company's name, or `all`.
   */
  async selection(actor: Actor, request: ExportRequest): Promise<ExportSelection & { label: string }> {
    const { ownSubMeters, format: _format, ...selection } = request;
    let label = 'all';
    if (request.forCompany) {
      const company = await this.ctx.data.directory.findPickableCompany(actor, request.forCompany);
      // A company that is none of the caller's contractors is not theirs to name: the path names nothing.
      if (!company) throw notFound();
      if (company.id === actor.companyId || !isExportCompanyChoice(company.company_type))
        throw badRequest({
          company: ['Choose one of your contractors that is not a meter reading service.'],
        });
      label = company.name;
    }
    return { ...selection, ...(ownSubMeters ? { subMetersOf: actor.companyId } : {}), label };
  }

  async count(actor: Actor, request: ExportRequest): Promise<number> {
    return this.ctx.data.exports.count(actor, await this.selection(actor, request));
  }

  /**
   * Passes COPY's CSV on as it comes; the rows (records end in LF) written, or null when the client left.
   * `started` is called with the first data.
   */
  private async copyCsv(
    writer: ExportWriter,
    copy: Readable,
    progress: JobProgress,
    started: () => void,
  ): Promise<number | null> {
    const records = new ReadingsCsvRewriter();
    try {
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        if (writer.stream.destroyed) return null;
        if (records.records === 0) started();
        await writer.writeText(records.push(chunk));
        progress.done(records.records);
      }
    } finally {
      copy.destroy();
    }
    await writer.writeText(records.end());
    return records.records;
  }

  /** Writes the cursor's readings chunk by chunk as cells; the rows written, or null when the client left. */
  private async streamXlsx(
    writer: ExportWriter,
    rows: AsyncIterable<Record<string, unknown>>,
    obis: string[],
    progress: JobProgress,
  ): Promise<number | null> {
    let done = 0;
    for await (const chunk of chunks(rows, STREAM_CHUNK_ROWS)) {
      if (writer.stream.destroyed) return null;
      await writer.write(
        chunk.map((row) => [
          row.meter_id as string,
          (row.reading_date as Date).toISOString(),
          ...obis.map((_, i) => (row[`v${i}`] === null ? null : Number(row[`v${i}`]))),
        ]),
      );
      done += chunk.length;
      progress.done(done);
    }
    return done;
  }

  /**
   * The export's file: its writer, its name, and `write`, which reads batch after batch (keyset, no
   * transaction held; readings on PostgreSQL: one query in one read-only transaction) and writes each when
   * the reader took the last; the rows written, or null when the reader left.
   */
  private async file(actor: Actor, request: ExportRequest) {
    const selection = await this.selection(actor, request);
    const { exports } = this.ctx.data;
    const obis = request.mode === 'READINGS' ? await exports.obisCodes(actor, selection) : [];
    const columns = TRANSFER_COLUMNS[request.mode];
    const header = [...columns.map((column) => column.name), ...obis];
    // PostgreSQL reads the readings in one query (COPY writing the CSV; a cursor for xlsx); else in batches.
    const wholeQuery = request.mode === 'READINGS' && this.ctx.databaseKind === 'postgres';
    const writer: ExportWriter =
      request.format === 'csv'
        ? csvWriter(header, wholeQuery ? '\n' : '\r\n')
        : xlsxWriter(header, request.mode.toLowerCase());
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    const fileName = `${stamp}_${selection.label}.${writer.extension}`;
    const toCells =
      request.mode === 'READINGS'
        ? (row: ExportRow) => {
            const values = (row.values ?? {}) as Record<string, unknown>;
            return [
              ...columns.map((column) => cell(column, row[column.name])),
              ...obis.map((code) => cell({ name: code, kind: 'number' }, values[code])),
            ];
          }
        : (row: ExportRow) => columns.map((column) => cell(column, row[column.name]));

    const write = async (progress: JobProgress): Promise<number | null> => {
      // Counted beside the rows' query (on PostgreSQL, on a connection of its own): no wait before the first
      // byte. The total is only progress: a count that fails leaves it unknown (the rows' query reports
      // failures). COPY's parallel workers take both cores until its first row, before which the progress
      // is nothing anyway: its count starts then.
      let counted: Promise<void> | undefined;
      const count = () =>
        (counted ??= exports.count(actor, selection).then(
          (total) => progress.total(total),
          () => undefined,
        ));
      if (!(wholeQuery && request.format === 'csv')) count();
      if (wholeQuery) {
        const done =
          request.format === 'csv'
            ? await this.copyCsv(
                writer,
                await exports.copyReadingsCsv(actor, selection, obis),
                progress,
                count,
              )
            : await this.streamXlsx(
                writer,
                exports.streamReadings(actor, selection, obis, STREAM_CHUNK_ROWS),
                obis,
                progress,
              );
        await count(); // started already, unless the file had no row
        if (done === null) return null;
        await writer.end();
        return done;
      }
      await count();
      const units = await exports.units(actor, request.mode);
      const size = request.mode === 'READINGS' ? EXPORT_BATCH_UNITS.meters : EXPORT_BATCH_UNITS.buildings;
      let done = 0;
      for (let start = 0; start < units.length; start += size) {
        if (writer.stream.destroyed) return null;
        const rows = await exports.batch(actor, selection, units.slice(start, start + size));
        await writer.write(rows.map(toCells));
        done += rows.length;
        progress.done(done);
      }
      await writer.end();
      return done;
    };
    const job = { kind: 'export', mode: request.mode, dryRun: false, fileName } as const;
    return { writer, fileName, job, write };
  }

  /**
   * Starts the export as a job and returns the file's stream at once. A client that goes away ends the
   * job (failed, "download cancelled").
   */
  async start(actor: Actor, request: ExportRequest) {
    const file = await this.file(actor, request);
    const { stream } = file.writer;
    const job = await this.ctx.jobs.start(actor, file.job, async (progress) => {
      const rows = await file.write(progress);
      if (rows === null) return { ok: false, messages: [CANCELLED], result: null };
      return { ok: true, messages: [], result: { rows } };
    });
    // A failed job ends the download (the client sees it cut off, not a complete-looking file).
    void job.finished.then(() => {
      if (!stream.writableEnded) stream.destroy(new Error('export failed'));
    });
    return { stream, contentType: file.writer.contentType, fileName: file.fileName, jobId: job.id };
  }

  /**
   * `Prefer: respond-async`: starts the export as a job that writes the same file into the database
   * (`storeFile`, part by part as it comes) and returns the job's id at once. When done, the job's result
   * is `{rows, file: fileUrl(id), size}`. At most `storing`'s size of them run at once per process. The
   * job keeps its request (`resume`): should this process die, another runs it again.
   */
  async startStored(actor: Actor, request: ExportRequest, fileUrl: (jobId: string) => string) {
    const { job, work } = await this.storedWork(actor, request, fileUrl);
    const resume: StoredExport = { request, fileUrl: fileUrl(JOB_ID) };
    const started = await this.ctx.jobs.start(actor, { ...job, resume: { ...resume } }, work);
    void started.finished;
    return started.id;
  }

  /** A stored export's job and its work. */
  private async storedWork(actor: Actor, request: ExportRequest, fileUrl: (jobId: string) => string) {
    const file = await this.file(actor, request);
    const { stream, contentType } = file.writer;
    const work: JobWork = (progress, id) =>
      this.storing(async () => {
        const stored = storeFile(this.ctx.data.jobFiles, id, stream);
        try {
          // Either failing fails the job at once (the writer may wait for a reader that is gone).
          const [rows, size] = await Promise.all([file.write(progress), stored]);
          if (rows === null) throw new Error('The export file was not stored.');
          return { ok: true, messages: [], result: { rows, file: fileUrl(id), size }, fileSize: size };
        } catch (error) {
          // Storing stops before the job ends (the runner then deletes a failed job's parts).
          stream.destroy();
          await stored.catch(() => undefined);
          throw error;
        }
      });
    return { job: { ...file.job, fileContentType: contentType }, work };
  }
}

import { type Actor, isExportCompanyChoice, TRANSFER_COLUMNS, type TransferColumn } from '@portal/contracts';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { csvWriter, type ExportCell, type ExportWriter, xlsxWriter } from './export-writer';
import type { ExportRow, ExportSelection } from './exports.repository';

/** Units per batch (buildings; meters for readings): one batch is what an export holds in memory. */
export const EXPORT_BATCH_UNITS = { buildings: 100, meters: 200 } as const;

/** An export as asked: the selection (the company still to be checked) and the file's format. */
export type ExportRequest = Omit<ExportSelection, 'subMetersOf'> & {
  ownSubMeters: boolean;
  format: 'csv' | 'xlsx';
};

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

/** Exports (spec §3, §7; issue 16): which rows, in which file, streamed batch by batch as a job. */
export class ExportsService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The rows' conditions of a request (its filters, option 1 or 2), checked against what the caller sees,
   * and the file's label: the chosen company's name, or `all`.
   */
  async selection(actor: Actor, request: ExportRequest): Promise<ExportSelection & { label: string }> {
    const { ownSubMeters, format: _format, ...selection } = request;
    let label = 'all';
    if (request.forCompany) {
      const company = await this.ctx.data.directory.findPickableCompany(actor, request.forCompany);
      if (!company || company.id === actor.companyId || !isExportCompanyChoice(company.company_type))
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
   * Starts the export as a job and returns the file's stream at once; the job reads batch after batch
   * (keyset, no transaction held) and writes each when the client took the last. A client that goes away
   * ends the job (failed, "download cancelled").
   */
  async start(actor: Actor, request: ExportRequest) {
    const selection = await this.selection(actor, request);
    const { exports } = this.ctx.data;
    const obis = request.mode === 'READINGS' ? await exports.obisCodes(actor, selection) : [];
    const columns = TRANSFER_COLUMNS[request.mode];
    const header = [...columns.map((column) => column.name), ...obis];
    const writer: ExportWriter =
      request.format === 'csv' ? csvWriter(header) : xlsxWriter(header, request.mode.toLowerCase());
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

    const job = await this.ctx.jobs.start(
      actor,
      { kind: 'export', mode: request.mode, dryRun: false, fileName },
      async (progress) => {
        progress.total(await exports.count(actor, selection));
        const units = await exports.units(actor, request.mode);
        const size = request.mode === 'READINGS' ? EXPORT_BATCH_UNITS.meters : EXPORT_BATCH_UNITS.buildings;
        let done = 0;
        for (let start = 0; start < units.length; start += size) {
          if (writer.stream.destroyed) return { ok: false, messages: [CANCELLED], result: null };
          const rows = await exports.batch(actor, selection, units.slice(start, start + size));
          await writer.write(rows.map(toCells));
          done += rows.length;
          progress.done(done);
        }
        await writer.end();
        return { ok: true, messages: [], result: { rows: done } };
      },
    );
    // A failed job ends the download (the client sees it cut off, not a complete-looking file).
    void job.finished.then(() => {
      if (!writer.stream.writableEnded) writer.stream.destroy(new Error('export failed'));
    });
    return { stream: writer.stream, contentType: writer.contentType, fileName, jobId: job.id };
  }
}

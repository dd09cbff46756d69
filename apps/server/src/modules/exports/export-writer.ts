import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { inertCell } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { CSV_BOM, CSV_CONTENT_TYPE, csvLine } from '../../http/csv';

/** Cells as the file holds them: text, numbers, or empty. */
export type ExportCell = string | number | null;

/**
 * Writes an export's rows to a stream, batch by batch, waiting while the client has not taken the last
 * ones (so memory holds about one batch whatever the file's size). Text that a spreadsheet program would
 * run as a formula is written with a leading `'` (`inertCell`).
 */
export interface ExportWriter {
  readonly stream: PassThrough;
  readonly contentType: string;
  readonly extension: 'csv' | 'xlsx';
  write(rows: ExportCell[][]): Promise<void>;
  /** Text already in the file's format (CSV lines PostgreSQL wrote). */
  writeText(text: string | Buffer): Promise<void>;
  end(): Promise<void>;
}

/** Resolves once the stream has room again (the client took what was written) or is gone. */
async function room(stream: PassThrough): Promise<void> {
  if (stream.writableNeedDrain && !stream.destroyed)
    await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

/**
 * RFC 4180 CSV with a UTF-8 byte order mark (spreadsheet programs then read umlauts right); lines end in
 * `lineEnd` (LF where PostgreSQL's COPY writes the records).
 */
export function csvWriter(header: string[], lineEnd: '\r\n' | '\n' = '\r\n'): ExportWriter {
  const stream = new PassThrough();
  stream.write(CSV_BOM + csvLine(header).slice(0, -2) + lineEnd);
  return {
    stream,
    contentType: CSV_CONTENT_TYPE,
    extension: 'csv',
    async write(rows) {
      await this.writeText(rows.map(csvLine).join(''));
    },
    async writeText(text) {
      stream.write(text);
      await room(stream);
    },
    async end() {
      stream.end();
    },
  };
}

/**
 * exceljs' sheet stream writes into the zip's input without waiting for it (its `StreamBuf` ignores
 * `write()`'s answer), so a fast producer piles up the sheet's uncompressed XML there: +140 MiB for a
 * million readings. The sheet's `stream` and its `pipes` are exceljs internals (4.4), typed here.
 */
type SheetInternals = {
  stream?: {
    pipes?: { _writableState?: { needDrain?: boolean }; once(event: 'drain', listener: () => void): void }[];
  };
};

/** Resolves once the zip took the sheet's XML written so far (or the client is gone). */
async function zipTookSheet(sheet: unknown, stream: PassThrough): Promise<void> {
  for (const pipe of (sheet as SheetInternals).stream?.pipes ?? [])
    if (pipe._writableState?.needDrain && !stream.destroyed)
      await Promise.race([
        new Promise<void>((resolve) => pipe.once('drain', resolve)),
        once(stream, 'close'),
      ]);
}

/**
 * xlsx through exceljs' streaming writer without shared strings or styles (a factor of 2–3 in speed);
 * each row is committed at once, and after each batch the writer waits until the zip took the sheet's XML
 * and the client took the file's bytes.
 */
export function xlsxWriter(header: string[], sheetName: string): ExportWriter & { sheetForTests: unknown } {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  return {
    stream,
    sheetForTests: sheet,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    async write(rows) {
      for (const row of rows) {
        // Trailing empty cells are not written (a readings row leaves most OBIS columns empty).
        let length = row.length;
        while (length > 0 && row[length - 1] === null) length--;
        const cells = new Array<ExportCell>(length);
        for (let i = 0; i < length; i++) {
          const cell = row[i]!;
          cells[i] = typeof cell === 'string' ? inertCell(cell) : cell;
        }
        sheet.addRow(cells).commit();
      }
      await zipTookSheet(sheet, stream);
      await room(stream);
    },
    writeText() {
      throw new Error('An xlsx export writes cells, not text.');
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

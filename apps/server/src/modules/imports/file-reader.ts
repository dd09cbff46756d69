import { type JobMessage, message, type TransferColumn } from '@portal/contracts';
import { lineFeeds } from '../../http/csv';
import { type CellValue, columnLetter, isProblem, type RawRow } from './cells';
import { csvRows } from './csv-source';
import { detectFormat } from './detect';
import { matchHeader } from './header';
import { DEFAULT_FILE_LIMITS, type FileLimits, ReadClock, refuse } from './limits';
import { xlsxRows } from './xlsx-source';

export type { CellValue } from './cells';
export { DEFAULT_FILE_LIMITS, type FileLimits, FileRefused } from './limits';

/** A data row: the spreadsheet's row number, the cells by column name (each header column, null if empty). */
export interface FileRow {
  row: number;
  cells: Record<string, CellValue>;
  /** Cells not taken (a formula, an error value, NUL, too long, a value under no header); their value is null. */
  messages: JobMessage[];
}

export interface ReadOptions {
  /** The mode's columns (`TRANSFER_COLUMNS[mode]`). */
  columns: TransferColumn[];
  /** Accepts a header name beyond `columns` (a READINGS file's OBIS codes); it keeps the file's spelling. */
  extraColumn?: (name: string) => boolean;
  limits?: Partial<FileLimits>;
}

export interface Spreadsheet {
  format: 'xlsx' | 'csv';
  /** The columns in the file's order, named as in `columns` (extra ones as in the file). */
  header: string[];
  headerRow: number;
  /** Data rows as they are read; empty rows are skipped (and counted). Throws FileRefused midway if a limit is hit. */
  rows: AsyncIterable<FileRow>;
  /**
   * About how many data rows the file has, known before they are read (a progress total to start with):
   * a CSV's lines below the header, an xlsx's rows below it as the sheet's dimension says (else unknown).
   * Empty rows and line breaks inside quoted cells count too.
   */
  rowsExpected?: number;
  /**
   * Whether a row read so far held a cell too long or a NUL: content no spreadsheet program writes (a row
   * message each, and the import's answer a 400).
   */
  readonly hostile: boolean;
}

const LINES_SLICE = 64 * 1024;

/**
 * A CSV's lines (its line feeds, and one more if the last line has none), counted a 64 KiB slice at a
 * time with the reader's turns between (50 MB of line feeds took seconds in one step), and only until
 * there are more than `most`: a count beyond the row limit is no estimate.
 */
export async function csvLines(body: Buffer, most: number, clock: ReadClock): Promise<number> {
  let lines = 0;
  for (let at = 0; at < body.length && lines <= most; at += LINES_SLICE) {
    lines += lineFeeds(body.subarray(at, at + LINES_SLICE));
    await clock.pace();
  }
  return lines + (body.length && body.at(-1) !== 10 ? 1 : 0);
}

/**
 * Reads an uploaded spreadsheet's one sheet: the format by content (xlsx or CSV), the header (the first
 * row with a value) checked against the columns, then the data rows, streamed. Anything that makes the
 * file unreadable or hostile is a FileRefused, thrown here or while iterating `rows`; a cell that cannot
 * be taken is a row message. The values are not yet checked against their kinds: value-parsers.ts.
 * `fileName` is not used to tell the format (the content is): it is accepted for the caller's messages.
 */
export async function readSpreadsheet(
  body: Buffer,
  _fileName: string,
  options: ReadOptions,
): Promise<Spreadsheet> {
  const limits: FileLimits = { ...DEFAULT_FILE_LIMITS, ...options.limits };
  const clock = new ReadClock(limits.maxReadSeconds);
  clock.start();
  const format = detectFormat(body, limits);
  const size: { lastRow?: number } = {};
  const source = timed(
    format.kind === 'xlsx'
      ? xlsxRows(body, limits, size, clock)
      : csvRows(format.text, format.delimiter, limits),
    clock,
  );
  try {
    let first: RawRow | undefined;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      // Rows above the header count too: a file of nothing but empty rows is refused at the limit.
      if (next.value.row > limits.maxRows) tooManyRows(limits, next.value.row, false);
      if (!isEmpty(next.value)) {
        first = next.value;
        break;
      }
    }
    if (!first) refuse('The file has no header row (the first row names the columns).');
    const { names, header } = matchHeader(first, options.columns, options.extraColumn);
    // A dimension is the file's word: one beyond the row limit (the file is refused there) is no estimate.
    const expected =
      (format.kind === 'csv'
        ? await csvLines(format.text, first.row + limits.maxRows, clock)
        : (size.lastRow ?? 0)) - first.row;
    const seen = { hostile: false };
    return {
      format: format.kind,
      header,
      headerRow: first.row,
      rows: dataRows(source, first.row, names, header, limits, seen),
      ...(expected > 0 && expected <= limits.maxRows ? { rowsExpected: expected } : {}),
      get hostile() {
        return seen.hostile;
      },
    };
  } catch (error) {
    await source.return(undefined);
    throw error;
  }
}

/** The row limit's refusal, at the first row beyond it (no header found yet: rows from the first on). */
const tooManyRows = (limits: FileLimits, row: number, headerFound = true): never =>
  refuse(
    message(headerFound ? 'imports.tooManyRows' : 'imports.tooManyRowsNoHeader', { maximum: limits.maxRows }),
    row,
  );

/**
 * The source's rows with the reader's clock running from each pull to its row, the budget checked and,
 * once the reader's turn is over, the event loop let in before the row is handed on.
 */
async function* timed(source: AsyncGenerator<RawRow>, clock: ReadClock): AsyncGenerator<RawRow> {
  try {
    for (;;) {
      clock.start();
      const next = await source.next();
      if (next.done) return;
      await clock.pace();
      clock.stop();
      yield next.value;
    }
  } finally {
    clock.stop();
    await source.return(undefined);
  }
}

const isEmpty = (raw: RawRow) =>
  raw.values.every((value) => value === null || (typeof value === 'string' && value.trim() === ''));

async function* dataRows(
  source: AsyncGenerator<RawRow>,
  headerRow: number,
  names: (string | undefined)[],
  header: string[],
  limits: FileLimits,
  seen: { hostile: boolean },
): AsyncGenerator<FileRow> {
  let cells = 0;
  // for await ends the source (closing the zip or the CSV stream) on a break or a refusal too.
  for await (const raw of source) {
    // Row numbers, not rows seen: empty rows count, and an xlsx row far below the data is not waited for.
    if (raw.row - headerRow > limits.maxRows) tooManyRows(limits, raw.row);
    cells += raw.width;
    if (cells > limits.maxCells)
      refuse(message('imports.tooManyCells', { maximum: limits.maxCells }), raw.row);
    const row = fileRow(raw, names, header, limits, seen);
    if (row) yield row;
  }
}

/** A raw row as a FileRow, or null if it is empty. */
function fileRow(
  raw: RawRow,
  names: (string | undefined)[],
  header: string[],
  limits: FileLimits,
  seen: { hostile: boolean },
): FileRow | null {
  // No prototype: a column named `__proto__` (an extra column) stays a cell.
  const cells: Record<string, CellValue> = Object.create(null);
  for (const name of header) cells[name] = null;
  const messages: JobMessage[] = [];
  let empty = true;
  const note = (column: string, message: string) => {
    messages.push({ row: raw.row, column, message });
    empty = false;
  };
  for (const [index, value] of raw.values.entries()) {
    if (value === null || value === undefined) continue;
    const name = names[index];
    const column = name ?? columnLetter(index);
    if (isProblem(value)) {
      note(column, value.problem);
      continue;
    }
    if (typeof value === 'string') {
      // The length first: a 10 MB cell is neither trimmed nor searched (each a copy or a pass).
      if (value.length > limits.maxCellChars) {
        note(column, message('imports.cellTooLong', { length: value.length, maximum: limits.maxCellChars }));
        seen.hostile = true;
        continue;
      }
      if (value.trim() === '') continue;
      // PostgreSQL refuses NUL in text: said here for every column kind, before it reaches a query.
      if (value.includes('\0')) {
        note(column, 'The cell holds a NUL character: remove it.');
        seen.hostile = true;
        continue;
      }
    }
    if (name === undefined) note(column, message('imports.valueWithoutHeader', { column }));
    else {
      cells[name] = value;
      empty = false;
    }
  }
  return empty ? null : { row: raw.row, cells, messages };
}

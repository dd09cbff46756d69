import { setImmediate } from 'node:timers/promises';
import { type JobMessage, message } from '@portal/contracts';

/** What a spreadsheet may hold before it is refused unread (the defaults and their reasons below). */
export interface FileLimits {
  /** The file as uploaded. */
  maxBytes: number;
  /** An xlsx's entries, decompressed, summed (declared sizes and the bytes actually inflated). */
  maxUncompressedBytes: number;
  /** An xlsx's shared-strings part, decompressed: exceljs keeps every shared string in memory. */
  maxSharedStringsBytes: number;
  /** Each of an xlsx's parts exceljs reads whole into objects (workbook, its relationships, styles), decompressed. */
  maxPartBytes: number;
  /** An xlsx's zip entries (a workbook has about 10; images and comments add a few). */
  maxZipEntries: number;
  /** Data rows after the header, empty ones included (they cost reading time too). */
  maxRows: number;
  /** Cells of all rows, counted up to each row's last cell, empty ones included. */
  maxCells: number;
  /** Characters in one cell; a longer cell is a row message and its value is dropped. */
  maxCellChars: number;
  /** Seconds the reader may work on the file (not counting the time its rows wait for the database). */
  maxReadSeconds: number;
}

/**
 * - 50 MB: the import body's configured default; a 100 000-row meters xlsx is about 10 MB.
 * - 500 MB decompressed: a 1 000 000-row readings sheet is 150–250 MB of XML; the rows are streamed, so
 *   this bounds time (and the temporary strings of one chunk), not memory.
 * - 100 MB of shared strings: the one part exceljs holds whole; 100 MB of XML is at most a few million
 *   strings, 150–300 MB of heap in the worst case, inside the import's 400 MB budget only just, so lower
 *   it where imports run beside other work.
 * - 16 MB for the workbook, its relationships and the styles: Excel keeps at most 64 000 cell formats,
 *   about 7 MB of styles; exceljs builds an object of every element and indexes them in one step.
 * - 1 000 000 rows: the largest import the issue names (readings); 30 000 000 cells: those rows with 30
 *   columns (a readings file with 28 OBIS codes, or 700 000 rows of the widest mode, ALL's 41 columns).
 * - 2 000 characters: twice the longest value a column takes (20 OBIS codes of 50 characters in one
 *   cell, 1 019; a meter's note 500); each field's own limit is the import service's check.
 * - 120 s of reading: 30 000 000 cells read in about 40 s on 2 cores (100 000 meter rows of 34 columns in
 *   4.5 s), three times that on a busy machine; XML that is neither rows nor cells (millions of empty
 *   elements, styles, shared strings) is bounded by this alone.
 */
export const DEFAULT_FILE_LIMITS: FileLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxUncompressedBytes: 500 * 1024 * 1024,
  maxSharedStringsBytes: 100 * 1024 * 1024,
  maxPartBytes: 16 * 1024 * 1024,
  maxZipEntries: 1_000,
  maxRows: 1_000_000,
  maxCells: 30_000_000,
  maxCellChars: 2_000,
  maxReadSeconds: 120,
};

/** The file is refused as a whole: nothing of it is imported; the messages say why (and where, if known). */
export class FileRefused extends Error {
  readonly messages: JobMessage[];
  constructor(messages: JobMessage[]) {
    super(messages.map((m) => m.message).join(' '));
    this.name = 'FileRefused';
    this.messages = messages;
  }
}

/** Refuses the file with one message (about the whole file unless a row is named). */
export function refuse(message: string, row: number | null = null, column: string | null = null): never {
  throw new FileRefused([{ row, column, message }]);
}

/** Longest the reader holds the event loop before it lets other requests in. */
const TURN_MS = 10;

/**
 * The reader's time: it runs from a pull of the next row to that row (so the time a row spends being
 * checked and written is not counted), is checked as parsing proceeds (each inflated chunk of an xlsx,
 * each CSV record, each row) against `maxReadSeconds`, and tells the reader when it has held the event
 * loop for TURN_MS: one user's file then waits for everyone else's requests.
 */
export class ReadClock {
  private spent = 0;
  private since: number | undefined;
  private turnStarted = performance.now();

  constructor(private readonly maxReadSeconds: number) {}

  /** The reader works for its consumer (a pull is pending). */
  start() {
    this.since ??= performance.now();
  }

  /** The consumer holds a row. */
  stop() {
    if (this.since === undefined) return;
    this.spent += performance.now() - this.since;
    this.since = undefined;
  }

  /** Refuses the file once reading it has taken longer than the budget. */
  check() {
    const running = this.since === undefined ? 0 : performance.now() - this.since;
    if (this.spent + running > this.maxReadSeconds * 1000)
      refuse(message('imports.readTooLong', { seconds: this.maxReadSeconds }));
  }

  /** Whether the reader has held the event loop for its turn: it should let other work run. */
  turnOver(): boolean {
    return performance.now() - this.turnStarted >= TURN_MS;
  }

  /** The event loop has run: a new turn starts. */
  newTurn() {
    this.turnStarted = performance.now();
  }

  /** Checks the budget and, when the turn is over, lets the event loop run. */
  async pace() {
    this.check();
    if (!this.turnOver()) return;
    await setImmediate();
    this.newTurn();
  }
}

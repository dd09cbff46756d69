import { Readable } from 'node:stream';
import { message } from '@portal/contracts';
import { CsvError, parse } from 'csv-parse';
import type { RawRow } from './cells';
import type { Delimiter } from './detect';
import { type FileLimits, refuse } from './limits';

/** A record longer than this many cells at their longest is refused before csv-parse holds it whole. */
const RECORD_CELLS = 64;
const CHUNK = 16 * 1024;

function* chunks(body: Buffer) {
  for (let at = 0; at < body.length; at += CHUNK) yield body.subarray(at, at + CHUNK);
}

/**
 * csv-parse 7.0.3 (pinned) builds, and with `relax_column_count` drops, an error object for every record
 * whose length differs from the first record's: about 35 µs a record, so a million empty or short lines
 * (2 MB) would take 35 s. Rows of any length are fine here (a short row has empty cells, a long one is
 * checked against the header), so the expected length is made the length of the record at hand. This
 * reaches into the parser's state (`parser.state` is public for backward compatibility); a test counts
 * the parser's `info.invalid_field_length` (one per such error object) and fails if an upgrade changes it.
 */
export function allowAnyRecordLength(parser: ReturnType<typeof parse>) {
  Object.defineProperty((parser as unknown as { state: object }).state, 'expectedRecordLength', {
    get(this: { record: unknown[] }) {
      return this.record.length;
    },
    set() {},
  });
}

/**
 * CSV records as rows (record n is row n, as a spreadsheet program numbers them; a quoted field may span
 * lines). Streamed: the buffer is fed in 16 KiB slices (no copies; csv-parse reads a slice in one go, a few
 * ms even of empty lines) with backpressure, so only a few
 * records exist at a time, where csv-parse's sync API would hold every record of a 50 MB file at once
 * (several times the file in strings and arrays). `max_record_size` stops a record (a 10 MB cell) before
 * csv-parse has buffered it and then copied it into a string.
 */
export async function* csvRows(
  body: Buffer,
  delimiter: Delimiter,
  limits: FileLimits,
): AsyncGenerator<RawRow> {
  const maxRecord = limits.maxCellChars * RECORD_CELLS;
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    // `12" pipe` in a note is text, not a broken quote.
    relax_quotes: true,
    // Each of them, wherever it is: csv-parse would otherwise keep the first line's ending for the whole
    // file, and a CRLF header over LF rows (a file edited in two programs) read as one long record.
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: false,
    max_record_size: maxRecord,
  });
  allowAnyRecordLength(parser);
  const input = Readable.from(chunks(body));
  input.pipe(parser);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      yield { row, values: record, width: record.length };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = typeof error.records === 'number' ? error.records + 1 : row + 1;
    if (error.code === 'CSV_MAX_RECORD_SIZE')
      refuse(message('imports.rowTooLong', { row: at, maximum: maxRecord }), at);
    refuse(message('imports.csvUnreadable', { row: at, reason: error.message }), at);
  } finally {
    input.destroy();
    parser.destroy();
  }
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const APOSTROPHE = 0x27;
/** First characters with which a spreadsheet program reads a text as a formula (`inertCell`). */
const FORMULA_START = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]); // = + - @ tab CR

/**
 * The readings' CSV as PostgreSQL's COPY writes it (`exports.repository.ts`, `copyReadingsCsv`), made into
 * the export's records as they pass: the meter number (the first field) gets a leading `'` where a
 * spreadsheet would read a formula, and the reading date (the second, `YYYY-MM-DD HH:MM:SS[.ffffff]+00`:
 * DateStyle ISO, UTC) becomes `YYYY-MM-DDTHH:MM:SS.mmmZ`, as the xlsx and the API write it. The rest of a
 * record passes unchanged. Done here, not in the query: COPY's one leading process writes the whole file,
 * and these two fields were 0.65 s of its 5.3 s for a million readings, where this thread waits anyway.
 * A date in another shape (not written by this portal) passes as PostgreSQL wrote it.
 */
export class ReadingsCsvRewriter {
  /** The records rewritten so far. */
  records = 0;
  private rest = Buffer.alloc(0);

  /**
   * The complete records of what came so far, rewritten; an incomplete last one waits for the next chunk.
   * One pass of plain byte loops: a million records' `indexOf`s and `copy`s (native calls of a few bytes
   * each) cost this thread 0.7 s.
   */
  push(chunk: Buffer): Buffer {
    const input = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk;
    const end = input.length;
    // A record is at least 22 bytes (a meter number, a date, two separators) and grows by at most 6.
    const output = Buffer.allocUnsafe(Math.ceil(end * 1.3) + 16);
    let done = 0; // input up to here is rewritten
    let out = 0;
    records: for (;;) {
      let at = done;
      let o = out;
      // The meter number, with a leading ' if a spreadsheet would read it as a formula.
      const first = input[at] === QUOTE ? at + 1 : at;
      if (first >= end) break;
      const formula =
        FORMULA_START.has(input[first]!) ||
        (input[first] === APOSTROPHE && first + 1 < end && FORMULA_START.has(input[first + 1]!));
      if (first > at) output[o++] = input[at++]!;
      if (formula) output[o++] = APOSTROPHE;
      if (first > done) {
        // Quoted: up to the quote not followed by another ("" is a quote inside the field).
        for (;;) {
          if (at + 1 >= end) break records;
          const byte = input[at++]!;
          output[o++] = byte;
          if (byte !== QUOTE) continue;
          if (input[at] !== QUOTE) break;
          output[o++] = input[at++]!;
        }
      } else
        while (input[at] !== COMMA && input[at] !== LINE_FEED) {
          if (at >= end) break records;
          output[o++] = input[at++]!;
        }
      output[o++] = input[at++]!; // the separator
      // The date, up to the next separator.
      const dateStart = at;
      while (at < end && input[at] !== COMMA && input[at] !== LINE_FEED) at++;
      if (at >= end) break;
      o = writeDate(input, dateStart, at, output, o);
      // The values, as they are.
      while (at < end && input[at] !== LINE_FEED) output[o++] = input[at++]!;
      if (at >= end) break;
      output[o++] = input[at++]!;
      done = at;
      out = o;
      this.records++;
    }
    this.rest = Buffer.from(input.subarray(done));
    return output.subarray(0, out);
  }

  /** What is left: a last record without its line feed (COPY ends every record with one). */
  end(): Buffer {
    if (!this.rest.length) return this.rest;
    const rewritten = this.push(Buffer.from('\n'));
    return rewritten.subarray(0, rewritten.length - 1);
  }
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** `YYYY-MM-DD HH:MM:SS[.ffffff]+00` between `start` and `end` as `YYYY-MM-DDTHH:MM:SS.mmmZ`. */
function writeDate(input: Buffer, start: number, end: number, output: Buffer, at: number): number {
  let fractionEnd = start + 19;
  if (input[fractionEnd] === 0x2e)
    do fractionEnd++;
    while (fractionEnd < end && isDigit(input[fractionEnd]));
  const shaped =
    input[start + 4] === 0x2d &&
    input[start + 10] === 0x20 &&
    input[start + 16] === 0x3a &&
    isDigit(input[start + 18]) &&
    end - fractionEnd === 3 &&
    input[fractionEnd] === 0x2b &&
    input[fractionEnd + 1] === 0x30 &&
    input[fractionEnd + 2] === 0x30;
  let out = at;
  if (!shaped) {
    for (let i = start; i < end; i++) output[out++] = input[i]!;
    return out;
  }
  for (let i = start; i < start + 19; i++) output[out++] = input[i]!;
  output[at + 10] = 0x54; // T
  output[out++] = 0x2e; // .
  // Milliseconds, cut as to_char's MS cuts them.
  for (let i = start + 20; i < start + 23; i++) output[out++] = i < fractionEnd ? input[i]! : 0x30;
  output[out++] = 0x5a; // Z
  return out;
}

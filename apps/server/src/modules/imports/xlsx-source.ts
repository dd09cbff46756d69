import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { message } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { berlinInstant } from './berlin-time';
import type { CellProblem, CellValue, RawRow } from './cells';
import { type FileLimits, FileRefused, type ReadClock, refuse } from './limits';
import { openZip, SHARED_STRINGS, STYLES, WORKBOOK, WORKBOOK_RELS, type ZipArchive } from './zip-archive';

export const FORMULA_PROBLEM =
  'Formulas are not imported: paste the values instead (Paste Special → Values).';

interface ExcelRow {
  number: number;
  cellCount: number;
  values: unknown[];
}

/**
 * The parts of exceljs 4.4.0's streaming WorkbookReader (pinned exactly) used one by one. Its own
 * `parse()` reads the zip front to back by local headers and, when the sheet comes before the shared
 * strings (as Excel and exceljs write it), copies the sheet to a temporary file that it deletes only
 * when the whole sheet has been read: a refused file would leave it behind until the process ends. Here
 * the parts come from the zip's central directory in the order they are needed: rels, workbook, styles
 * (date formats), shared strings, then the one sheet, streamed.
 */
interface WorkbookReaderParts {
  workbookRels?: { Id: string; Type: string; Target: string }[];
  sharedStrings?: unknown[];
  model?: { sheets?: { name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Iterable<{ eventType: string; value: AsyncIterable<ExcelRow> }>;
}

/** An ISO-date cell's type (`t="d"`), which exceljs would read as a day number (2026-… as 2026). */
const ISO_DATE_CELL = /(<c\s[^>]*?\bt=)(["'])d\2/g;

/** A tag cut at a chunk's end longer than this is handed on cut (no cell's tag is this long). */
const LONGEST_TAG = 64 * 1024;
/**
 * What the sheet's parser is given at once: exceljs reads a piece in one synchronous step, and 1 KiB of
 * rows whose one cell lies in column XFD (each row's 16 384 cells walked when it ends) take a few ms.
 */
const PIECE = 1024;

/** `xml` in pieces of about PIECE characters, each cut before a tag. */
function* pieces(xml: string): Generator<string> {
  let at = 0;
  while (xml.length - at > PIECE) {
    const open = xml.lastIndexOf('<', at + PIECE);
    const cut = open > at ? open : at + PIECE;
    yield xml.slice(at, cut);
    at = cut;
  }
  if (at < xml.length) yield xml.slice(at);
}

/**
 * The sheet's XML text (the zip's entries are decoded as UTF-8 streams) with a tag cut at a chunk's end
 * joined to its rest, each complete part passed through `edit` in pieces, the reader's clock checked
 * (and the event loop let in, when its turn is over) between them. A tag that goes on for more than
 * LONGEST_TAG characters (a huge attribute) is passed on in parts, as XML parsers take it: held back
 * whole, each chunk would search and copy all of it again.
 */
export async function* wholeTags(
  entry: AsyncIterable<string>,
  edit: (xml: string) => string,
  clock?: ReadClock,
): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of entry) {
    const text = carry + chunk;
    const open = text.lastIndexOf('<');
    const cut = open > text.lastIndexOf('>') && text.length - open <= LONGEST_TAG ? open : text.length;
    carry = text.slice(cut);
    for (const piece of pieces(text.slice(0, cut))) {
      yield edit(piece);
      await clock?.pace();
    }
  }
  if (carry) yield edit(carry);
}

/** The cell elements (`<c …>`, `<c/>`) in a piece of a sheet's XML. */
function cellTags(xml: string): number {
  let cells = 0;
  for (let at = xml.indexOf('<c'); at !== -1; at = xml.indexOf('<c', at + 2)) {
    const next = xml.charCodeAt(at + 2);
    // space, tab, line feed, carriage return, '/', '>'
    if (next === 32 || next === 9 || next === 10 || next === 13 || next === 47 || next === 62) cells++;
  }
  return cells;
}

/** ISO-date cells handed on as text cells, for the value parsers to read as any date written as text. */
const isoDatesAsText = (xml: string) =>
  xml.includes('t="d"') || xml.includes("t='d'") ? xml.replace(ISO_DATE_CELL, '$1"str"') : xml;

/** A cell without its address (`r`, optional in the format, written by every spreadsheet program). */
const CELL_WITHOUT_ADDRESS = /<c(?=[\s>/])(?![^>]*\br=)/;

/**
 * The row of the sheet's first cell without its address, if it has one: exceljs fails on such a cell
 * with a TypeError, so the sheet is searched for it only then.
 */
async function rowWithUnaddressedCell(zip: ZipArchive, path: string): Promise<number | null | undefined> {
  let row: number | null = null;
  for await (const xml of wholeTags(await zip.open(path), (xml) => xml)) {
    const cell = CELL_WITHOUT_ADDRESS.exec(xml);
    const rows = xml.slice(0, cell ? cell.index : xml.length).matchAll(/<row\b[^>]*?\br="(\d+)"/g);
    for (const [, number] of rows) row = Number(number);
    if (cell) return row;
  }
  return undefined;
}

/** What a cell that names a shared string the file does not hold reads as (exceljs: nothing). */
const MISSING_SHARED_STRING = Symbol('missing shared string');
/**
 * The shared strings, where exceljs would read an index beyond them (or `-1`, `abc`) as an empty cell.
 * The check sits in the list's prototype: the strings it holds are read as fast as before, only an index
 * it does not hold reaches the trap.
 */
function strictSharedStrings(strings: unknown[]): unknown[] {
  const missing = new Proxy(Array.prototype, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^(-?\d+|NaN)$/.test(key)) return MISSING_SHARED_STRING;
      return Reflect.get(target, key, receiver);
    },
  });
  return Object.setPrototypeOf(strings, missing);
}

/** The XML parser's words for a character XML cannot hold (a raw NUL or another control character). */
const DISALLOWED_CHARACTER = /^(\d+):(\d+): disallowed character\.$/;

const damaged = (error: unknown) => {
  if (error instanceof FileRefused) return error;
  const text = error instanceof Error ? error.message : String(error);
  const disallowed = DISALLOWED_CHARACTER.exec(text);
  const said = disallowed
    ? message('imports.xmlCharacter', { line: disallowed[1]!, column: disallowed[2]! })
    : message('imports.damaged', { reason: text });
  return new FileRefused([{ row: null, column: null, message: said }]);
};

/** The sheet's last row as its `<dimension>` (before the rows) names it, if it does. */
async function dimensionLastRow(zip: ZipArchive, path: string): Promise<number | undefined> {
  const entry = await zip.open(path);
  try {
    let head = '';
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      head += chunk.toString('utf8');
      if (head.length >= 4096 || head.includes('<sheetData')) break;
    }
    const match = /<(?:\w+:)?dimension\s+ref="[A-Z]+(\d+)(?::[A-Z]+(\d+))?"/.exec(head);
    return match ? Number(match[2] ?? match[1]) : undefined;
  } finally {
    entry.destroy();
  }
}

/**
 * The rows of an xlsx's one worksheet, as exceljs reads them (empty rows too, if the file lists them).
 * `size.lastRow` is set, before the first row, to the last row the sheet's dimension names, if it does.
 */
export async function* xlsxRows(
  body: Buffer,
  limits: FileLimits,
  size: { lastRow?: number } = {},
  clock?: ReadClock,
): AsyncGenerator<RawRow> {
  const zip = await openZip(body, limits, clock);
  let sheetPath: string | undefined;
  try {
    if (!zip.has(WORKBOOK))
      refuse('The file is a zip archive but not an xlsx workbook: save it as .xlsx or CSV.');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    }) as unknown as WorkbookReaderParts;
    if (zip.has(WORKBOOK_RELS)) await reader._parseRels(await zip.open(WORKBOOK_RELS));
    await reader._parseWorkbook(await zip.open(WORKBOOK));
    const sheet = worksheetPart(reader, zip);
    sheetPath = sheet.path;
    if (zip.has(STYLES)) await reader._parseStyles(await zip.open(STYLES));
    if (zip.has(SHARED_STRINGS)) {
      for await (const _ of reader._parseSharedStrings(await zip.open(SHARED_STRINGS)));
      reader.sharedStrings = strictSharedStrings(reader.sharedStrings ?? []);
    }
    size.lastRow = await dimensionLastRow(zip, sheet.path);
    // Cells as the XML holds them, read or not: a row may name one cell a million times (it counts once
    // in the row's width), so the cell limit counts the elements the parser reads too.
    let cellsRead = 0;
    const counted = (xml: string) => {
      cellsRead += cellTags(xml);
      if (cellsRead > limits.maxCells) refuse(message('imports.tooManyCells', { maximum: limits.maxCells }));
      return isoDatesAsText(xml);
    };
    const [event] = reader._parseWorksheet(
      wholeTags(await zip.open(sheet.path), counted, clock),
      sheet.number,
    );
    let last = 0;
    for await (const row of event!.value) {
      // `r` is optional in the format: a row without it follows the one before.
      const number = Number.isInteger(row.number) && row.number > 0 ? row.number : last + 1;
      if (number <= last) refuse(message('imports.rowOrder', { row: number, last }));
      last = number;
      const values = row.values.slice(1).map(cellValue);
      yield { row: number, values, width: Math.max(values.length, row.cellCount) };
    }
  } catch (error) {
    const row =
      error instanceof TypeError && sheetPath
        ? await rowWithUnaddressedCell(zip, sheetPath).catch(() => undefined)
        : undefined;
    if (row !== undefined)
      refuse(
        'A cell without its address (the r attribute) cannot be read: open the file in a spreadsheet program and save it again.',
        row,
      );
    throw damaged(error);
  } finally {
    zip.close();
  }
}

/** The workbook's one sheet, found as Excel finds it: workbook.xml's list, then its relationship. */
function worksheetPart(reader: WorkbookReaderParts, zip: ZipArchive): { path: string; number: string } {
  const sheets = reader.model?.sheets ?? [];
  if (sheets.length === 0) refuse('The workbook has no sheet.');
  if (sheets.length > 1) {
    const names = sheets.slice(0, 5).map((s) => `"${s.name}"`);
    refuse(
      message('imports.oneSheet', {
        count: sheets.length,
        names: `${names.join(', ')}${sheets.length > 5 ? ', …' : ''}`,
      }),
    );
  }
  const relation = reader.workbookRels?.find((r) => r.Id === sheets[0]!.rId);
  if (!relation?.Type.endsWith('/worksheet'))
    refuse('The workbook has no worksheet (a chart sheet is not imported).');
  const path = relation.Target.startsWith('/')
    ? relation.Target.slice(1)
    : posix.normalize(`xl/${relation.Target}`);
  if (!zip.has(path)) refuse(message('imports.partMissing', { part: path }));
  return { path, number: /(\d+)\.xml$/.exec(path)?.[1] ?? '1' };
}

/**
 * Excel writes characters XML cannot hold (control characters: NUL, CR …) as `_xHHHH_`, and a literal
 * `_x` as `_x005F_x`; exceljs leaves them as they are. Decoded here, so a NUL is seen as one (and refused).
 * A lone surrogate (`_xD800_`) is no text: it becomes U+FFFD, as a UTF-8 encoder writes it (the import's
 * JSON would otherwise carry it as an escape PostgreSQL refuses).
 */
const unescapeXstring = (text: string) =>
  (
    text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ) as string & { toWellFormed(): string } // ES2024, in Node 20
  ).toWellFormed();

/** An exceljs cell value as text, number or date; formulas and error values are not taken. */
function cellValue(value: unknown): CellValue | CellProblem {
  if (value === null || value === undefined) return null;
  if (value === MISSING_SHARED_STRING)
    return { problem: 'The xlsx file is damaged: this cell names a shared string the file does not hold.' };
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.includes('_x') ? unescapeXstring(value) : value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    // exceljs gives a date cell's wall clock as UTC: it is Berlin's.
    return Number.isNaN(value.getTime())
      ? { problem: 'The date in this cell cannot be read.' }
      : berlinInstant(value.getTime());
  }
  if (typeof value !== 'object') return { problem: 'The value of this cell cannot be read.' };
  if ('formula' in value || 'sharedFormula' in value) return { problem: FORMULA_PROBLEM };
  if ('error' in value) return { problem: message('imports.cellError', { value: String(value.error) }) };
  if ('richText' in value && Array.isArray(value.richText))
    return cellValue(
      value.richText
        .map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : ''))
        .join(''),
    );
  if ('text' in value) return cellValue(value.text); // a hyperlink: its text
  return { problem: 'The value of this cell cannot be read.' };
}

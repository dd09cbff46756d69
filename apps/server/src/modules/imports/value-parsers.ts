import { cutText, type TransferValueKind } from '@portal/contracts';
import { berlinInstant, serialToWall } from './berlin-time';
import type { CellValue } from './cells';

/** A cell's value for its column's kind (null: the cell is empty), or why it cannot be taken. Never throws. */
export type Parsed<T> = { ok: true; value: T | null } | { ok: false; message: string };

const ok = <T>(value: T | null): Parsed<T> => ({ ok: true, value });
const bad = (message: string): Parsed<never> => ({ ok: false, message });
const shown = (text: string) => `"${text.length > 40 ? `${cutText(text, 40)}…` : text}"`;

// Tab and line breaks are text; every other C0 control character (NUL first of all) and DEL are not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** What the export puts before text a spreadsheet program would run as a formula (inertCell). */
const INERT = /^'(?='?[=+\-@\t\r])/;

/**
 * Text, trimmed, line breaks as \n. A number is taken as written (`10115`; leading zeros an xlsx number
 * cell has lost stay lost). A leading `'` before `=`, `+`, `-`, `@`, tab or CR (or before `'` and one of
 * them) is dropped: the export writes it so that no spreadsheet program runs the text, and a file
 * exported re-imports unchanged.
 */
export function parseText(value: CellValue): Parsed<string> {
  if (value === null) return ok(null);
  if (value instanceof Date) return bad('A date where text is expected: format the cell as text.');
  if (typeof value === 'number')
    return Number.isFinite(value) ? ok(String(value)) : bad('The number cannot be read.');
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (CONTROL.test(text)) return bad('The text holds a control character (such as NUL): remove it.');
  if (text === '') return ok(null);
  return ok(INERT.test(text) ? text.slice(1) : text);
}

const PLAIN = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED_DOTS = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/; // 1.234.567 and 1.234,5
const GROUPED_COMMAS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/; // 1,234,567 and 1,234.5

/**
 * Numbers: number cells as they are; text with one decimal separator, `.` or `,` (`12.5`, `12,5`: a
 * single separator is always the decimal one, so `1,234` is 1.234 as a German writes it, and `1.234` is
 * 1.234 as the API and the export write it); thousands separators only where nothing else is meant: both
 * kinds (`1.234,5`, `1,234.5`: the last is the decimal separator, the other groups by threes) or one kind
 * repeated (`1.234.567`). An exponent (`1e3`) is taken; NaN, Infinity, hexadecimal and numbers beyond
 * the double range (`1e309`) are not.
 */
export function parseNumber(value: CellValue): Parsed<number> {
  if (value === null) return ok(null);
  if (value instanceof Date) return bad('A date where a number is expected.');
  if (typeof value === 'number')
    return Number.isFinite(value) ? ok(value === 0 ? 0 : value) : bad('The number cannot be read.');
  const text = value.trim();
  if (text === '') return ok(null);
  let normal: string | undefined;
  if (PLAIN.test(text)) normal = text.replace(',', '.');
  else if (GROUPED_DOTS.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (GROUPED_COMMAS.test(text)) normal = text.replace(/,/g, '');
  if (normal === undefined) return bad(`${shown(text)} is not a number: write it as 1234.5 or 1234,5.`);
  const number = Number(normal);
  if (!Number.isFinite(number)) return bad(`${shown(text)} is too large a number.`);
  return ok(number === 0 ? 0 : number);
}

/** Whole numbers (`12`, `12,0`), within ±2^53. */
export function parseInteger(value: CellValue): Parsed<number> {
  const parsed = parseNumber(value);
  if (!parsed.ok || parsed.value === null) return parsed;
  return Number.isSafeInteger(parsed.value) ? parsed : bad(`${parsed.value} is not a whole number.`);
}

const DATE_FORMATS = 'write 2026-01-15, 2026-01-15T10:00:00Z, 15.01.2026 or 15.01.2026 10:30';
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const GERMAN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const SLASHED = /^\d{1,4}\/\d{1,2}\/\d{1,4}/;
/** Year, month, day, hour, minute, second. */
type DateFields = [number, number, number, number, number, number];
const SLASHED_FULL = /^(\d{1,4})\/(\d{1,2})\/(\d{1,4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const FIRST_SERIAL = 61; // 1900-03-01: before it, Excel's serials are off by one (its 1900 leap-year bug)
const LAST_SERIAL = 2_958_465; // 9999-12-31

/** Calendar fields → the wall clock (ms, UTC fields), or undefined if there is no such date or time. */
function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | undefined {
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  return new Date(wall).getUTCDate() === d ? wall : undefined; // 31.02. rolls over: refused
}

/**
 * Dates and times: xlsx date cells (already instants), Excel serial numbers in number cells, ISO text
 * (`2026-01-15`, `2026-01-15T10:00:00Z`, with or without an offset), German text (`15.01.2026`,
 * `15.01.2026 10:30`), slashed dates that can be read one way only (`31/10/2026`, `2026/10/31`). Without
 * an offset the time is Europe/Berlin's (berlin-time.ts). `01/02/2026` is refused: day/month or
 * month/day cannot be told; so are two-digit years.
 */
export function parseDateTime(value: CellValue): Parsed<Date> {
  if (value === null) return ok(null);
  if (value instanceof Date) {
    const year = value.getUTCFullYear();
    return year >= 1900 && year <= 9999 ? ok(value) : bad('The date is out of range (1900 to 9999).');
  }
  if (typeof value === 'number') {
    if (!(value >= FIRST_SERIAL && value < LAST_SERIAL + 1))
      return bad(`${value} is not a date: ${DATE_FORMATS}.`);
    return ok(berlinInstant(serialToWall(value)));
  }
  const text = value.trim();
  if (text === '') return ok(null);
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, fraction, offset] = iso;
    const wall = wallClock(
      +y!,
      +mo!,
      +d!,
      +(h ?? 0),
      +(mi ?? 0),
      +(s ?? 0),
      +(fraction ?? '0').padEnd(3, '0').slice(0, 3),
    );
    if (wall === undefined) return bad(`${shown(text)} is not a valid date.`);
    if (!offset) return ok(berlinInstant(wall));
    if (/^z$/i.test(offset)) return ok(new Date(wall));
    const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset)!;
    // UTC offsets run from -12:00 to +14:00.
    if (+oh! > 14 || +om! > 59)
      return bad(`${shown(text)} is not a valid date: its UTC offset is no offset.`);
    const minutes = (+oh! * 60 + +om!) * (sign === '-' ? -1 : 1);
    return ok(new Date(wall - minutes * 60_000));
  }
  const german = GERMAN.exec(text);
  if (german) {
    const [, d, mo, y, h, mi, s] = german;
    const wall = wallClock(+y!, +mo!, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0));
    return wall === undefined ? bad(`${shown(text)} is not a valid date.`) : ok(berlinInstant(wall));
  }
  const slashed = slashedDate(text);
  if (slashed === 'ambiguous')
    return bad(`${shown(text)} is ambiguous (day/month or month/day?): ${DATE_FORMATS}.`);
  if (slashed) {
    const [y, mo, d, h, mi, s] = slashed;
    const wall = wallClock(y, mo, d, h, mi, s);
    return wall === undefined ? bad(`${shown(text)} is not a valid date.`) : ok(berlinInstant(wall));
  }
  return bad(`${shown(text)} is not a date: ${DATE_FORMATS}.`);
}

/**
 * A date with slashes as its fields when only one reading is possible: year first (`2026/10/31`), or a
 * four-digit year last with a day above 12 (`31/10/2026` day first, `10/31/2026` month first) or day and
 * month alike (`05/05/2026`). `01/02/2026` is 'ambiguous'; undefined if the text is no slashed date.
 */
function slashedDate(text: string): DateFields | 'ambiguous' | undefined {
  const match = SLASHED_FULL.exec(text);
  if (!match) return SLASHED.test(text) ? 'ambiguous' : undefined;
  const [first, last] = [match[1]!, match[3]!];
  const [a, b, c, h, mi, s] = match.slice(1).map((field) => +(field ?? 0)) as DateFields;
  if (first.length === 4) return [a, b, c, h, mi, s];
  if (last.length !== 4 || first.length > 2) return 'ambiguous';
  if (a === b || a > 12) return [c, b, a, h, mi, s];
  if (b > 12) return [c, a, b, h, mi, s];
  return 'ambiguous';
}

/** A comma-separated list (OBIS codes): items trimmed, empty ones dropped; no items is an empty cell. */
export function parseList(value: CellValue): Parsed<string[]> {
  const text = parseText(value);
  if (!text.ok || text.value === null) return text as Parsed<never>;
  const items = text.value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return ok(items.length > 0 ? items : null);
}

export type ParsedValue = string | number | Date | string[];

/** The parser of a column's kind. */
export function parseCell(kind: TransferValueKind, value: CellValue): Parsed<ParsedValue> {
  switch (kind) {
    case 'text':
      return parseText(value);
    case 'number':
      return parseNumber(value);
    case 'integer':
      return parseInteger(value);
    case 'datetime':
      return parseDateTime(value);
    case 'list':
      return parseList(value);
  }
}

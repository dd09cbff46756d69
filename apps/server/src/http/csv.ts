import { encodeText, inertCell } from '@portal/contracts';

/**
 * CSV as spreadsheet programs read it safely: RFC 4180 (comma, CRLF, quotes doubled), a UTF-8 byte order
 * mark so that umlauts survive, and text that would start a formula defused (OWASP "CSV injection").
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One cell: numbers as they are, text with a leading `'` when it could be read as a formula, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = inertCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole file: the byte order mark, the header row and the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}

/**
 * `Content-Disposition` of a download; a non-ASCII name also travels as `filename*` (RFC 6266). Path
 * separators and control characters become `_` in both (a company named "A/B" would otherwise make
 * `curl -OJ` save only what follows the slash).
 */
export function attachment(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const fileName = name.replace(/[/\\\x00-\x1f\x7f]/g, '_');
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeText(fileName)}`;
}

/** The line feeds in `data`: a CSV's records where no cell holds a line break. */
export function lineFeeds(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) count++;
  return count;
}

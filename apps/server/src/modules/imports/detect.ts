import { isUtf8 } from 'node:buffer';
import { message } from '@portal/contracts';
import { type FileLimits, refuse } from './limits';

export type Delimiter = ';' | ',';
/** A CSV's `text` is its bytes as UTF-8 (a Windows-1252 file transcoded). */
export type DetectedFormat = { kind: 'xlsx' } | { kind: 'csv'; delimiter: Delimiter; text: Buffer };

const NOT_A_SPREADSHEET = 'The file is not a spreadsheet (xlsx or CSV).';

/** Formats people upload instead: the first bytes, and what to tell them. */
const KNOWN_OTHERS: [magic: number[], message: string][] = [
  [
    [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    'The file is an Excel 97–2003 workbook (.xls) or a password-protected file: save it as .xlsx without a password, or as CSV.',
  ],
  [[0xff, 0xfe], 'The file is UTF-16 text: save it as "CSV UTF-8" or as .xlsx.'],
  [[0xfe, 0xff], 'The file is UTF-16 text: save it as "CSV UTF-8" or as .xlsx.'],
  [[0x25, 0x50, 0x44, 0x46], NOT_A_SPREADSHEET], // %PDF: an ASCII-only PDF would pass as text
];

const startsWith = (body: Buffer, magic: number[]) => magic.every((byte, i) => body[i] === byte);

// Bytes no text holds: C0 controls but tab, line feed and carriage return; DEL; the five bytes
// Windows-1252 leaves undefined.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const NOT_TEXT = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x81\x8d\x8f\x90\x9d]/;

/**
 * A file that is not UTF-8 but reads as Windows-1252 text (what German Excel saves as "CSV
 * (Trennzeichen-getrennt)"), as UTF-8; undefined for bytes no text holds (a binary file).
 */
function fromWindows1252(body: Buffer): Buffer | undefined {
  const latin1 = body.toString('latin1');
  if (NOT_TEXT.test(latin1)) return undefined;
  // Node 20's TextDecoder reads windows-1252 as ISO-8859-1: the 27 characters of 0x80–0x9F by hand.
  return Buffer.from(
    latin1.replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char),
    'utf8',
  );
}

/** Windows-1252's characters for 0x80–0x9F (the undefined ones are refused above). */
const WINDOWS_1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/**
 * Tells the format by the content, never by the name (a .pdf renamed .xlsx is still a PDF): a zip is taken
 * for an xlsx (its parts are checked next), UTF-8 or Windows-1252 text for CSV; anything else is refused.
 */
export function detectFormat(body: Buffer, limits: FileLimits): DetectedFormat {
  if (body.length === 0) refuse('The file is empty.');
  if (body.length > limits.maxBytes)
    refuse(message('imports.tooManyBytes', { count: body.length, maximum: limits.maxBytes }));
  if (startsWith(body, [0x50, 0x4b, 0x03, 0x04]) || startsWith(body, [0x50, 0x4b, 0x05, 0x06]))
    return { kind: 'xlsx' };
  for (const [magic, message] of KNOWN_OTHERS) if (startsWith(body, magic)) refuse(message);
  // isUtf8 checks in place (no decoded copy of up to 50 MB); a NUL in the first line is binary, not a header.
  const text = isUtf8(body) ? body : fromWindows1252(body);
  if (!text) refuse(NOT_A_SPREADSHEET);
  const header = headerLine(text);
  if (header.includes(0)) refuse(NOT_A_SPREADSHEET);
  return { kind: 'csv', delimiter: delimiterOf(header.toString('utf8')), text };
}

/** The first line that is not blank (blank lines above the header are allowed), within the first 64 KiB. */
function headerLine(body: Buffer): Buffer {
  const head = body.subarray(0, Math.min(body.length, 64 * 1024));
  let start = 0;
  while (start < head.length) {
    const newline = head.indexOf(0x0a, start);
    const end = newline < 0 ? head.length : newline;
    const line = head.subarray(start, end);
    if (
      line
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim() !== ''
    )
      return line;
    start = end + 1;
  }
  return head.subarray(0, 0);
}

/** `;` (German spreadsheet programs) or `,`: whichever the header line holds more of outside quotes. */
function delimiterOf(header: string): Delimiter {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of header) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

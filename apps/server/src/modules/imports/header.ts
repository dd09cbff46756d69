import { cutText, type JobMessage, message, type TransferColumn } from '@portal/contracts';
import { columnLetter, isProblem, type RawRow } from './cells';
import { FileRefused } from './limits';

/** The header as matched: each column's name by its index (undefined: no header), and the names in order. */
export interface HeaderMatch {
  names: (string | undefined)[];
  header: string[];
}

const MAX_NAMED = 20;
const quoted = (text: string) => `"${text.length > 60 ? `${cutText(text, 60)}…` : text}"`;

/** "a", "b" and 3 more */
function list(names: string[]): string {
  const shown = names.slice(0, MAX_NAMED).map(quoted).join(', ');
  return names.length > MAX_NAMED ? `${shown} and ${names.length - MAX_NAMED} more` : shown;
}

/**
 * Checks the header row against the mode's columns: names trimmed and compared without case (a known
 * column keeps its own spelling, an extra column, such as an OBIS code, the file's). Every problem of the
 * header is reported at once: duplicated names (both places named), unknown names (all in one message),
 * missing required columns. Empty header cells are allowed; a value below one is a row message.
 */
export function matchHeader(
  raw: RawRow,
  columns: TransferColumn[],
  extraColumn?: (name: string) => boolean,
): HeaderMatch {
  const known = new Map(columns.map((c) => [c.name.toLowerCase(), c.name]));
  const firstAt = new Map<string, number>();
  const names: (string | undefined)[] = [];
  const unknown: string[] = [];
  const problems: string[] = [];
  raw.values.forEach((value, index) => {
    if (value === null) return;
    if (isProblem(value) || value instanceof Date) {
      problems.push(message('imports.headerNotText', { column: columnLetter(index) }));
      return;
    }
    const text = String(value).trim();
    if (text === '') return;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(text)) {
      problems.push(message('imports.headerControl', { column: columnLetter(index) }));
      return;
    }
    const key = text.toLowerCase();
    const first = firstAt.get(key);
    if (first !== undefined) {
      problems.push(
        message('imports.columnTwice', {
          name: quoted(text),
          first: columnLetter(first),
          second: columnLetter(index),
        }),
      );
      return;
    }
    firstAt.set(key, index);
    const name = known.get(key) ?? (extraColumn?.(text) ? text : undefined);
    if (name === undefined) unknown.push(text);
    else names[index] = name;
  });
  if (unknown.length > 0)
    problems.push(
      message(unknown.length === 1 ? 'imports.unknownColumn' : 'imports.unknownColumns', {
        names: list(unknown),
      }),
    );
  const missing = columns.filter((c) => c.required && !firstAt.has(c.name.toLowerCase())).map((c) => c.name);
  if (missing.length > 0)
    problems.push(
      message(missing.length === 1 ? 'imports.missingColumn' : 'imports.missingColumns', {
        names: list(missing),
      }),
    );
  if (problems.length > 0)
    throw new FileRefused(problems.map((message): JobMessage => ({ row: raw.row, column: null, message })));
  return { names, header: names.filter((name): name is string => name !== undefined) };
}

/**
 * A cell as read: text, a number, a date (an instant: an xlsx date cell is taken as Europe/Berlin local
 * time), or empty. Values are not yet checked against their column's kind: see value-parsers.ts.
 */
export type CellValue = string | number | Date | null;

/** A cell whose value is not taken (a formula, an error value): the reason becomes a row message. */
export interface CellProblem {
  problem: string;
}

/** A row as a source (xlsx or CSV) yields it: its row number and its cells from column A on. */
export interface RawRow {
  row: number;
  values: (CellValue | CellProblem)[];
  /** Cells up to the row's last one, empty ones included (what maxCells counts). */
  width: number;
}

export const isProblem = (value: CellValue | CellProblem): value is CellProblem =>
  value !== null && typeof value === 'object' && !(value instanceof Date);

/** 0 → A, 25 → Z, 26 → AA: the column as a spreadsheet program shows it. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

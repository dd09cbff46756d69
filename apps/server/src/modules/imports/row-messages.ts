import type { JobMessage } from '@portal/contracts';

/**
 * An import's messages, at most one per cell. The first is the cell's own problem: a cell the file reader
 * refused (a NUL, a formula, too long) is empty for the checks after it, which would call it missing too.
 */
export class RowMessages {
  private readonly list: JobMessage[] = [];
  /** Each cell's message, to say a refusal instead of it. */
  private readonly cells = new Map<string, JobMessage>();

  get length() {
    return this.list.length;
  }

  add(row: number | null, column: string | null, message: string) {
    if (row !== null && column !== null) {
      const cell = `${row}\t${column}`;
      if (this.cells.has(cell)) return;
      const entry = { row, column, message };
      this.cells.set(cell, entry);
      this.list.push(entry);
      return;
    }
    this.list.push({ row, column, message });
  }

  /**
   * A refusal for the user, said instead of the cell's other problem: the API answers 403 before it looks
   * at a value, and the import names the same reason (a name not found among the user's choices is moot).
   */
  refuse(row: number, column: string, message: string) {
    const earlier = this.cells.get(`${row}\t${column}`);
    if (earlier) earlier.message = message;
    else this.add(row, column, message);
  }

  addAll(messages: JobMessage[]) {
    for (const { row, column, message } of messages) this.add(row, column, message);
  }

  /** By row; within a row in the order said (the sort is stable: the file's own problems first). */
  sorted(): JobMessage[] {
    return this.list.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  }
}

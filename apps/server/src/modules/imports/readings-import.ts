import {
  type Actor,
  type JobMessage,
  judgeNewReading,
  message,
  OBIS_PATTERN,
  type PortalConfiguration,
  readingValueProblem,
} from '@portal/contracts';
import type { DataAccess } from '../data-access';
import { rejudgeMeters } from '../readings/plausibility';
import type { FileRow } from './file-reader';
import { RowMessages } from './row-messages';
import { parseCell } from './value-parsers';

/** What a readings import did. */
export interface ReadingsImportResult {
  created: { readings: number };
  unchanged: { readings: number };
  answered: { reading_requests: number };
  implausible: { readings: number };
}

/** A READINGS file's header beyond `meter_id` and `reading_date`: OBIS codes. */
export const isObisColumn = (name: string) => OBIS_PATTERN.test(name);

interface Reading {
  row: number;
  meter: string;
  date: Date;
  values: Map<string, number>;
}

interface SeenMeter {
  id: string;
  obis_codes: string[];
  visible: boolean;
}

/** Rows checked and written together: the file is read, checked and written a part at a time. */
const ROWS_AT_ONCE = 5_000;

/**
 * Mode 2 (readings; beyond the spec): a row per reading, a column per OBIS code. All or nothing in one
 * transaction, like the other modes: an unknown or unseen meter, a reading that POST readings/ would
 * refuse (`judgeNewReading`: a date in the future, no value, a code the meter does not have), or a row
 * repeated in the file refuses the file. A reading the meter already has at that
 * date with the same values is left alone (an export re-imports unchanged), with other values it is
 * refused. New readings are judged for plausibility with their meters' whole history (implausible ones
 * are imported and reported as messages), and each answers the meter's open request whose planned period
 * holds its date. The kept dashboard counts and the audit trail follow from the tables' triggers.
 *
 * A million rows are not held at once: the file is read, checked and written ROWS_AT_ONCE rows at a
 * time inside the import's transaction; after the first refused row nothing more is written (the caller
 * rolls back) but every row is still checked, so the answer names them all.
 */
export class ReadingsImport {
  private readonly messages = new RowMessages();
  /** The file's meters by number (null: none the caller sees by that number). */
  private readonly meters = new Map<string, SeenMeter | null>();
  /** Per meter number, its readings' dates in the file (ms) and their rows: repeats are refused. */
  private readonly seen = new Map<string, Map<number, number>>();
  /** The new readings' ids and rows, in the same order. */
  private readonly created: string[] = [];
  private readonly createdRows: number[] = [];
  private unchanged = 0;

  constructor(
    private readonly actor: Actor,
    private readonly config: PortalConfiguration,
    private readonly rowsAtOnce = ROWS_AT_ONCE,
  ) {}

  private refuse(row: number, column: string | null, message: string) {
    this.messages.add(row, column, message);
  }

  /** Reads, checks and writes the file's readings; the messages if any row is refused. */
  async run(
    data: DataAccess,
    rows: AsyncIterable<FileRow>,
    header: string[],
    read: (rows: number) => void,
  ): Promise<ReadingsImportResult | JobMessage[]> {
    const codes = header.filter(isObisColumn);
    // One part in the database at a time while the next one is read (the two cores both at work).
    let writing: Promise<void> = Promise.resolve();
    const write = async (part: Reading[]) => {
      await writing;
      writing = this.write(data, part);
      writing.catch(() => {}); // handled by the next `await writing`
    };
    let part: Reading[] = [];
    let count = 0;
    for await (const fileRow of rows) {
      read(++count);
      const reading = this.parse(fileRow, codes);
      if (reading) part.push(reading);
      if (part.length === this.rowsAtOnce) {
        await write(part);
        part = [];
      }
    }
    await write(part);
    await writing;
    if (this.messages.length) return this.messages.sorted();

    const meterIds = [...new Set([...this.meters.values()].flatMap((meter) => (meter ? [meter.id] : [])))];
    await rejudgeMeters(data, meterIds, this.config.PLAUSIBILITY_TOLERANCE);
    const answered = await data.imports.answerOpenRequests(this.actor, this.created);
    const implausible = new Set(await data.imports.implausible(this.created));
    this.created.forEach((id, i) => {
      if (implausible.has(id))
        this.messages.add(this.createdRows[i]!, null, 'The reading is judged implausible (not refused).');
    });
    return {
      created: { readings: this.created.length },
      unchanged: { readings: this.unchanged },
      answered: { reading_requests: answered },
      implausible: { readings: implausible.size },
    };
  }

  /** A row's reading, or null (with messages) if it has no meter or date. */
  private parse({ row, cells, messages }: FileRow, codes: string[]): Reading | null {
    this.messages.addAll(messages);
    const meter = parseCell('text', cells.meter_id ?? null);
    const date = parseCell('datetime', cells.reading_date ?? null);
    if (!meter.ok) this.refuse(row, 'meter_id', meter.message);
    else if (!meter.value) this.refuse(row, 'meter_id', 'This field is required.');
    if (!date.ok) this.refuse(row, 'reading_date', date.message);
    else if (!date.value) this.refuse(row, 'reading_date', 'This field is required.');
    const values = new Map<string, number>();
    let refusedValues = false;
    for (const code of codes) {
      const value = parseCell('number', cells[code] ?? null);
      // What POST readings/ refuses (1e15, seven decimals) is refused here, before the database would.
      const problem = !value.ok
        ? value.message
        : value.value === null
          ? null
          : readingValueProblem(String(value.value));
      if (problem) {
        this.refuse(row, code, problem);
        refusedValues = true;
      } else if (value.ok && value.value !== null) values.set(code, value.value as number);
    }
    if (!meter.ok || !meter.value || !date.ok || !date.value || refusedValues) return null;
    return { row, meter: meter.value as string, date: date.value as Date, values };
  }

  /** Checks a part of the file against the database and, while no row is refused, writes it. */
  private async write(data: DataAccess, part: Reading[]) {
    const unknown = [...new Set(part.map((r) => r.meter))].filter((number) => !this.meters.has(number));
    for (const number of unknown) this.meters.set(number, null);
    for (const meter of await data.imports.metersByNumber(this.actor, unknown))
      this.meters.set(meter.meter_id, meter);

    const checked: { reading: Reading; meter: SeenMeter }[] = [];
    for (const reading of part) {
      const dates = this.seen.get(reading.meter) ?? new Map<number, number>();
      this.seen.set(reading.meter, dates);
      const earlierRow = dates.get(reading.date.getTime());
      if (earlierRow !== undefined) {
        this.refuse(reading.row, 'reading_date', message('imports.readingTwice', { row: earlierRow }));
        continue;
      }
      dates.set(reading.date.getTime(), reading.row);
      const meter = this.meters.get(reading.meter);
      if (!meter?.visible) {
        this.refuse(reading.row, 'meter_id', message('imports.unknownMeter', { number: reading.meter }));
        continue;
      }
      const verdict = judgeNewReading({
        meter,
        readingDate: reading.date,
        obisCodes: [...reading.values.keys()],
      });
      for (const [field, messages] of Object.entries(verdict.errors))
        for (const message of messages) this.refuse(reading.row, field === 'results' ? null : field, message);
      if (!Object.keys(verdict.errors).length) checked.push({ reading, meter });
    }

    const existing = await data.imports.readingsAt(
      checked.map(({ reading, meter }) => ({ meterId: meter.id, date: reading.date })),
    );
    const fresh: typeof checked = [];
    for (const item of checked) {
      const { reading, meter } = item;
      const stored = existing.get(`${meter.id}\u001f${reading.date.toISOString()}`);
      if (!stored) fresh.push(item);
      else if (
        [...reading.values].every(([code, value]) => stored[code] === value) &&
        Object.keys(stored).length === reading.values.size
      )
        this.unchanged++;
      else
        this.refuse(reading.row, 'reading_date', 'The meter has a reading at this date with other values.');
    }
    // After a refused row the transaction is rolled back: the rest is only checked.
    if (this.messages.length || !fresh.length) return;
    const ids = await data.imports.insertReadings(
      this.actor,
      fresh.map(({ reading, meter }) => ({
        meterId: meter.id,
        date: reading.date,
        values: [...reading.values],
      })),
    );
    this.created.push(...ids);
    this.createdRows.push(...fresh.map(({ reading }) => reading.row));
  }

  /** Messages of an import that went through (the implausible readings). */
  get notes(): JobMessage[] {
    return this.messages.sorted();
  }
}

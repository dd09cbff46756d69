import { type Actor, type JobMessage, OBIS_PATTERN, type PortalConfiguration } from '@portal/contracts';
import type { DataAccess } from '../data-access';
import { rejudgeMeters } from '../readings/plausibility';
import type { FileRow } from './file-reader';
import { parseCell } from './value-parsers';

/** A little leeway for clocks, as for a reading saved in the portal. */
const CLOCK_SKEW_MS = 5 * 60_000;

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

/**
 * Mode 2 (readings; beyond the spec): a row per reading, a column per OBIS code. All or nothing in one
 * transaction, like the other modes: an unknown or unseen meter, a code the meter does not have, a date
 * in the future, or a row repeated in the file refuses the file. A reading the meter already has at that
 * date with the same values is left alone (an export re-imports unchanged), with other values it is
 * refused. New readings are judged for plausibility with their meters' whole history (implausible ones
 * are imported and reported as messages), and each answers the meter's open request whose planned period
 * holds its date. The kept dashboard counts and the audit trail follow from the tables' triggers.
 */
export class ReadingsImport {
  private readonly messages: JobMessage[] = [];

  constructor(
    private readonly actor: Actor,
    private readonly config: PortalConfiguration,
  ) {}

  private refuse(row: number, column: string | null, message: string) {
    this.messages.push({ row, column, message });
  }

  /** Parses the rows as they are read (see BaseImport.parse). */
  async parse(rows: AsyncIterable<FileRow>, header: string[], read: (rows: number) => void) {
    const codes = header.filter(isObisColumn);
    const readings: Reading[] = [];
    let count = 0;
    for await (const { row, cells, messages } of rows) {
      read(++count);
      this.messages.push(...messages);
      const meter = parseCell('text', cells.meter_id ?? null);
      const date = parseCell('datetime', cells.reading_date ?? null);
      if (!meter.ok) this.refuse(row, 'meter_id', meter.message);
      else if (!meter.value) this.refuse(row, 'meter_id', 'This field is required.');
      if (!date.ok) this.refuse(row, 'reading_date', date.message);
      else if (!date.value) this.refuse(row, 'reading_date', 'This field is required.');
      else if ((date.value as Date).getTime() > Date.now() + CLOCK_SKEW_MS)
        this.refuse(row, 'reading_date', 'The reading date cannot be in the future.');
      const values = new Map<string, number>();
      for (const code of codes) {
        const value = parseCell('number', cells[code] ?? null);
        if (!value.ok) this.refuse(row, code, value.message);
        else if (value.value !== null) values.set(code, value.value as number);
      }
      if (meter.ok && meter.value && date.ok && date.value) {
        if (values.size === 0) this.refuse(row, null, 'A reading needs at least one value.');
        readings.push({ row, meter: meter.value as string, date: date.value as Date, values });
      }
    }
    return { readings, rows: count };
  }

  async run(data: DataAccess, readings: Reading[]): Promise<ReadingsImportResult | JobMessage[]> {
    const seen = new Map<string, number>();
    for (const reading of readings) {
      const key = `${reading.meter}\u001f${reading.date.toISOString()}`;
      if (seen.has(key))
        this.refuse(reading.row, 'reading_date', `The same reading is also in row ${seen.get(key)}.`);
      else seen.set(key, reading.row);
    }
    const meters = new Map(
      (await data.imports.metersByNumber(this.actor, [...new Set(readings.map((r) => r.meter))])).map((m) => [
        m.meter_id,
        m,
      ]),
    );
    for (const reading of readings) {
      const meter = meters.get(reading.meter);
      if (!meter?.visible) {
        this.refuse(reading.row, 'meter_id', `No meter ${reading.meter} among those you see.`);
        continue;
      }
      for (const code of reading.values.keys())
        if (!meter.obis_codes.includes(code))
          this.refuse(reading.row, code, `Not an OBIS code of the meter ${reading.meter}.`);
    }
    if (this.messages.length) return this.sorted();

    const existing = await data.imports.readingsAt(
      readings.map((r) => ({ meterId: meters.get(r.meter)!.id, date: r.date })),
    );
    const fresh: Reading[] = [];
    let unchanged = 0;
    for (const reading of readings) {
      const stored = existing.get(`${meters.get(reading.meter)!.id}\u001f${reading.date.toISOString()}`);
      if (!stored) fresh.push(reading);
      else if (
        [...reading.values].every(([code, value]) => stored[code] === value) &&
        Object.keys(stored).length === reading.values.size
      )
        unchanged++;
      else
        this.refuse(reading.row, 'reading_date', 'The meter has a reading at this date with other values.');
    }
    if (this.messages.length) return this.sorted();

    const ids = await data.imports.insertReadings(
      this.actor,
      fresh.map((r) => ({ meterId: meters.get(r.meter)!.id, date: r.date, values: [...r.values] })),
    );
    const meterIds = [...new Set(fresh.map((r) => meters.get(r.meter)!.id))];
    await rejudgeMeters(data, meterIds, this.config.PLAUSIBILITY_TOLERANCE);
    const answered = await data.imports.answerOpenRequests(this.actor, ids);
    const implausible = new Set(await data.imports.implausible(ids));
    fresh.forEach((reading, i) => {
      if (implausible.has(ids[i]!))
        this.messages.push({ row: reading.row, column: null, message: 'Imported; judged implausible.' });
    });
    return {
      created: { readings: fresh.length },
      unchanged: { readings: unchanged },
      answered: { reading_requests: answered },
      implausible: { readings: implausible.size },
    };
  }

  /** Messages of an import that went through (the implausible readings). */
  get notes(): JobMessage[] {
    return this.sorted();
  }

  private sorted(): JobMessage[] {
    return this.messages.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  }
}

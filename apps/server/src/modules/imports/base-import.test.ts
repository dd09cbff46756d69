import type { Actor } from '@portal/contracts';
import { renderMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { actorOf } from '../../testing/demo-rows';
import type { DataAccess } from '../data-access';
import { BaseImport } from './base-import';
import type { FileRow } from './file-reader';

/**
 * Mode 1 read, checked and written in parts: a building or meter is judged at the row that first
 * names it, whichever part later rows are in; main meters are linked once every part is written; after a
 * refused row nothing more is written, but every later part is still checked.
 */
const t = useTestApp();
const HEADER = [
  'street',
  'street_number',
  'zip_code',
  'city',
  'meter_id',
  'obis_codes',
  'physical_medium',
  'physical_unit',
];
const rolledBack = new Error('roll back');
const PARTS = ['PART-1', 'PART-2', 'PART-3', 'PART-4'];
const LATE = ['LATE-1', 'LATE-2', 'LATE-3', 'LATE-4', 'LATE-5'];

const line = (row: number, number: string, street: string, main?: string): FileRow => ({
  row,
  cells: {
    street,
    street_number: '1',
    zip_code: '79098',
    city: 'Freiburg',
    meter_id: number,
    obis_codes: '1-0:1.8.0',
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    ...(main === undefined ? {} : { main_meter: main }),
  },
  messages: [],
});
/** The meters with these numbers that `data` sees, with their main meters' numbers and their streets. */
async function metersOf(data: DataAccess, actor: Actor, numbers: string[]) {
  const found = await data.imports.metersByNumber(actor, numbers);
  const numberOf = new Map(found.map((m) => [m.id, m.meter_id]));
  return found
    .map((m) => ({
      meter_id: m.meter_id,
      main: numberOf.get(m.main_meter_id ?? '') ?? null,
      street: m.street,
      factor: Number(m.factor),
    }))
    .sort((a, b) => a.meter_id.localeCompare(b.meter_id));
}

describe('imports (mode 1) in parts', () => {
  it('writes each part once checked; a main meter of a later part is linked at the end', async () => {
    const actor = await actorOf(t, DEMO.supplier);
    async function* file() {
      // Part 1; PART-2 gives a factor, the others leave it to its default (two sets of columns).
      const withFactor = line(3, 'PART-2', 'Teilweg', '');
      yield* [
        line(2, 'PART-1', 'Teilweg', 'PART-3'),
        { ...withFactor, cells: { ...withFactor.cells, factor: '2' } },
      ];
      yield* [line(4, 'PART-3', 'Teilweg', ''), line(5, 'PART-4', 'Zweitweg', 'PART-1')]; // part 2
    }
    await expect(
      t.ctx.data.transaction(actor, async (data) => {
        const base = new BaseImport(
          actor,
          t.ctx.config.portal,
          [...HEADER, 'main_meter', 'factor'],
          false,
          2,
        );
        const read: number[] = [];
        const answer = await base.run(data, file(), (rows) => read.push(rows));
        expect(answer).toEqual({
          created: { buildings: 2, meters: 4 },
          updated: { buildings: 0, meters: 0 },
          unchanged: { buildings: 0, meters: 0 },
        });
        // Mode 1 keeps no rows (mode 0 makes its requests from them); the main meters' media were kept.
        expect([read.at(-1), base.rows]).toEqual([4, []]);
        expect(await metersOf(data, actor, PARTS)).toEqual([
          { meter_id: 'PART-1', main: 'PART-3', street: 'Teilweg', factor: 1 },
          { meter_id: 'PART-2', main: null, street: 'Teilweg', factor: 2 },
          { meter_id: 'PART-3', main: null, street: 'Teilweg', factor: 1 },
          { meter_id: 'PART-4', main: 'PART-1', street: 'Zweitweg', factor: 1 },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await metersOf(t.ctx.data, actor, PARTS)).toEqual([]);
  });

  it('after a refused row writes no more, but checks every later part', async () => {
    const actor = await actorOf(t, DEMO.supplier);
    async function* file() {
      yield* [line(2, 'LATE-1', 'Spätweg'), line(3, 'LATE-2', 'Spätweg')]; // part 1
      yield* [line(4, 'LATE-1', 'Spätweg'), line(5, 'LATE-3', 'Spätweg')]; // part 2: refused
      yield* [
        { ...line(6, 'LATE-4', 'Spätweg'), cells: { ...line(6, 'LATE-4', 'Spätweg').cells, city: 'Basel' } },
      ];
      yield* [line(7, 'LATE-5', 'Spätweg', 'NO-SUCH-METER')];
    }
    await expect(
      t.ctx.data.transaction(actor, async (data) => {
        const base = new BaseImport(actor, t.ctx.config.portal, [...HEADER, 'main_meter'], false, 2);
        // Kept as keys and parameters; as an English reader reads them:
        expect(renderMessages(await base.run(data, file(), () => {}), 'en')).toEqual([
          { row: 4, column: 'meter_id', message: 'The meter LATE-1 is also in row 2.' },
          { row: 7, column: 'main_meter', message: 'No meter NO-SUCH-METER to be the main meter.' },
        ]);
        // Part 1 may be written or not (it was checked while the next part was read); rows 5 and 6, after
        // the refused row 4, are checked (row 6 at a new address, Basel) but never written.
        const written = (await metersOf(data, actor, LATE)).map((m) => m.meter_id);
        expect(written.filter((number) => !['LATE-1', 'LATE-2'].includes(number))).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await metersOf(t.ctx.data, actor, LATE)).toEqual([]);
  });
});

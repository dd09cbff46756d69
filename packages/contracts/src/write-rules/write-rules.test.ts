import { describe, expect, it } from 'vitest';
import { BASE_CONFIGURATION, type PortalConfiguration } from '../configuration';
import { renderMessages } from '../messages';
import type { Actor } from '../permissions/session';
import { judgeBuildingWrite } from './buildings';
import { judgeMeterWrite, METER_REFUSALS, meterRuleInput } from './meters';
import { judgeNewReadingRequest } from './reading-requests';
import { judgeNewReading, READING_REFUSALS } from './readings';
import { changedFields, sameStoredValue } from './verdict';

const config: PortalConfiguration = {
  ...BASE_CONFIGURATION,
  ADD_EDIT_BUILDING: ['energy_supplier', 'commercial_consumer'],
  EDIT_METER: ['energy_supplier', 'commercial_consumer'],
  BUILDING_READ_ONLY_ON_EDIT: ['country'],
  BUILDING_REQUIRED_FIELDS: ['street', 'street_number', 'zip_code', 'city', 'label'],
};
const actor = (role: Actor['role'], companyType: Actor['companyType']): Actor => ({
  userId: 'u',
  role,
  companyId: `own-${companyType}`,
  companyType,
});
const fields = (verdict: ReturnType<typeof judgeBuildingWrite>) => ({
  refused: verdict.refused.map((r) => r.field),
  errors: Object.keys(verdict.errors),
});

describe('what counts as a change', () => {
  it('a repeat of the stored value is none: dates as ISO text, numbers as numbers, text trimmed, "" as none', () => {
    expect(sameStoredValue(new Date('2026-01-01T00:00:00Z'), '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(sameStoredValue('1.000', 1)).toBe(true);
    expect(sameStoredValue(null, 0)).toBe(false);
    expect(sameStoredValue('KD-1\r\n', 'KD-1')).toBe(true);
    expect(sameStoredValue(null, '')).toBe(true);
    expect(sameStoredValue(['a'], ['a'])).toBe(true);
    expect(sameStoredValue({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('a new object changes what is written but empty; an empty value keeps a stored default', () => {
    expect(changedFields(null, { label: 'A', note: null, city: '' })).toEqual({ label: 'A' });
    const stored = { label: 'A', commercial_consumer: 'own' };
    expect(changedFields(stored, { label: 'A', commercial_consumer: null })).toEqual({
      commercial_consumer: null,
    });
    expect(changedFields(stored, { commercial_consumer: null }, { commercial_consumer: 'own' })).toEqual({});
  });
});

describe('judgeBuildingWrite', () => {
  const scheduler = actor('scheduler', 'energy_supplier');
  it('adds by form only as admin or basic user of ADD_EDIT_BUILDING, by import also as scheduler', () => {
    const change = { street: 'A', street_number: '1', zip_code: '1', city: 'B', label: 'L' };
    const add = (who: Actor, via: 'form' | 'import') =>
      fields(judgeBuildingWrite({ actor: who, config, via, exists: false, change, complete: change }));
    expect(add(scheduler, 'form').refused).toEqual(['street']);
    expect(add(scheduler, 'import').refused).toEqual([]);
    expect(add(actor('basic', 'commercial_consumer'), 'form').refused).toEqual([]);
    expect(add(actor('scheduler', 'meter_reading_service'), 'import').refused).toEqual(['street']);
  });

  it('asks for the configured required fields and keeps the read-only ones', () => {
    const verdict = judgeBuildingWrite({
      actor: scheduler,
      config,
      via: 'import',
      exists: false,
      change: { street: 'A' },
      complete: { street: 'A' },
    });
    expect(Object.keys(verdict.errors).sort()).toEqual(['city', 'label', 'street_number', 'zip_code']);
    const edit = judgeBuildingWrite({
      actor: scheduler,
      config,
      via: 'form',
      exists: true,
      change: { country: 'AT' },
    });
    expect(edit.errors).toEqual({ country: ['This field cannot be changed after creation.'] });
    // A PATCH or an import row on a stored building may not clear a required field either.
    const cleared = judgeBuildingWrite({
      actor: scheduler,
      config,
      via: 'import',
      exists: true,
      change: { label: '', note: '' },
    });
    expect(cleared.errors).toEqual({ label: ['This field is required.'] });
  });

  it('lets a user who may not edit a building make the assignments their permissions allow, not more', () => {
    const service = actor('scheduler', 'meter_reading_service');
    const judge = (change: Record<string, unknown>) =>
      fields(judgeBuildingWrite({ actor: service, config, via: 'form', exists: true, change }));
    expect(judge({ property_manager: 'x', preferred_delegate: 'y' }).refused).toEqual([]);
    expect(judge({ label: 'x' }).refused).toEqual(['label']);
    // Choosing the consumer is the service's permission, but the field is the building's own.
    expect(judge({ commercial_consumer: 'c' }).refused).toEqual(['commercial_consumer']);
    expect(judge({}).refused).toEqual([]);
    const reader = actor('meter_reader', 'meter_reading_service');
    expect(
      fields(judgeBuildingWrite({ actor: reader, config, via: 'form', exists: true, change: {} })).refused,
    ).toEqual(['street']);
  });

  it('a commercial consumer names itself, not another', () => {
    const consumer = actor('basic', 'commercial_consumer');
    const judge = (id: string) =>
      fields(
        judgeBuildingWrite({
          actor: consumer,
          config,
          via: 'form',
          exists: true,
          change: { commercial_consumer: id },
        }),
      );
    expect(judge(consumer.companyId).refused).toEqual([]);
    expect(judge('another').refused).toEqual(['commercial_consumer']);
  });
});

describe('judgeMeterWrite', () => {
  const facts = { needsCheck: false, ownerCompanyId: 'own', status: 'active' };
  const valid = meterRuleInput({
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    obis_codes: ['1-0:1.8.0'],
  });
  const judge = (who: Actor, change: Record<string, unknown>, current = facts as typeof facts | null) =>
    fields(judgeMeterWrite({ actor: who, config, current, change, result: valid, settings: fromScratch }));
  const fromScratch = { can_create_new_meter_from_scratch: true };

  it("creates from scratch with the user's setting, in a meter change, and by import for importers", () => {
    const supplier = actor('scheduler', 'energy_supplier');
    const create = (via: 'form' | 'meterChange' | 'import', settings = {}, who = supplier) =>
      judgeMeterWrite({
        actor: who,
        config,
        current: null,
        change: { meter_id: 'M' },
        result: valid,
        via,
        settings,
      }).refused;
    expect(create('form')).toEqual([{ field: 'meter_id', message: METER_REFUSALS.createFromScratch }]);
    expect(create('form', fromScratch)).toEqual([]);
    expect(create('meterChange')).toEqual([]);
    expect(create('import')).toEqual([]);
    expect(create('import', {}, actor('meter_reader', 'energy_supplier'))).toEqual([
      { field: 'meter_id', message: METER_REFUSALS.importNew },
    ]);
  });

  it('edits as EDIT_METER says; the delegated fields alone under their own permissions', () => {
    const service = actor('scheduler', 'meter_reading_service');
    expect(judge(service, { label: 'x' }).refused).toEqual(['label']);
    expect(judge(service, { energy_supplier: 'e' }).refused).toEqual([]);
    expect(judge(actor('scheduler', 'energy_supplier'), { energy_supplier: 'e' }).refused).toEqual([
      'energy_supplier',
    ]);
    // While a meter waits for its check, anyone but a reader completes it.
    expect(judge(service, { label: 'x' }, { ...facts, needsCheck: true }).refused).toEqual([]);
  });

  it("a new meter names its creator's own company; its number, medium and unit are required", () => {
    const supplier = actor('scheduler', 'energy_supplier');
    expect(judge(supplier, { energy_supplier: supplier.companyId, meter_id: 'M' }, null)).toEqual({
      refused: [],
      errors: ['physical_medium', 'physical_unit'],
    });
    expect(judge(supplier, { energy_supplier: 'other' }, null).refused).toEqual(['energy_supplier']);
  });

  it('keeps the number and medium of a checked meter, and checks the meter rules on the result', () => {
    const supplier = actor('scheduler', 'energy_supplier');
    expect(judge(supplier, { physical_medium: 'gas' }).errors).toEqual(['physical_medium']);
    const broken = judgeMeterWrite({
      actor: supplier,
      config,
      current: facts,
      change: { factor: 0 },
      result: meterRuleInput({ ...valid, factor: '0' }),
    });
    expect(broken.errors).toEqual({ factor: ['Enter a number above 0.'] });
  });
});

describe('judgeNewReadingRequest', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const supplier = actor('scheduler', 'energy_supplier');
  const judge = (meter: { needsCheck: boolean; createdByThisWrite?: boolean }, start: string, end: string) =>
    judgeNewReadingRequest({ actor: supplier, config, meter, start, end, now });

  it('orders readings of a checked meter, or of one the same write creates; says why a waiting meter takes none', () => {
    expect(judge({ needsCheck: false }, '2026-06-15T00:00:00Z', '2026-06-20T00:00:00Z')).toEqual({
      refused: [],
      errors: {},
    });
    expect(judge({ needsCheck: true, createdByThisWrite: true }, '2026-06-16', '2026-06-20').refused).toEqual(
      [],
    );
    expect(judge({ needsCheck: true }, '2026-06-16', '2026-06-20').refused[0]?.message).toMatch(
      /waits for its check/,
    );
    const reader = actor('meter_reader', 'meter_reading_service');
    const byReader = judgeNewReadingRequest({
      actor: reader,
      config,
      meter: { needsCheck: false },
      start: '2026-06-16',
      end: '2026-06-20',
      now,
    });
    expect(byReader.refused[0]?.message).toBe('You may not order readings of this meter.');
  });

  it('keeps both bounds today or later somewhere on earth, the end not before the start', () => {
    expect(
      Object.keys(judge({ needsCheck: false }, '2026-06-13T00:00:00Z', '2026-06-13T23:00:00Z').errors),
    ).toEqual(['planned_reading_date', 'planned_reading_date_end']);
    // A day before now may still be today west of UTC.
    expect(judge({ needsCheck: false }, '2026-06-14T13:00:00Z', '2026-06-20').errors).toEqual({});
    expect(judge({ needsCheck: false }, '2026-06-20', '2026-06-16').errors).toEqual({
      planned_reading_date_end: ['The planned end cannot be before the planned start.'],
    });
  });
});

describe('a new reading', () => {
  const meter = { obis_codes: ['1-1:1.8.0', '1-1:2.8.0'] };
  const now = Date.UTC(2026, 11, 1, 12);
  const judge = (obisCodes: string[], readingDate = new Date(now)) =>
    judgeNewReading({ meter, readingDate, obisCodes, now });

  it('takes values of its meter, one per code, dated up to the clocks’ leeway ahead', () => {
    expect(judge(['1-1:1.8.0', '1-1:2.8.0'], new Date(now + 60_000))).toEqual({ refused: [], errors: {} });
  });

  it('refuses a future date, no value, a code the meter lacks, a code twice', () => {
    expect(judge(['1-1:1.8.0'], new Date(now + 86_400_000)).errors).toEqual({
      reading_date: [READING_REFUSALS.futureDate],
    });
    expect(judge([]).errors).toEqual({ results: [READING_REFUSALS.needsValue] });
    expect(renderMessages(judge(['9-9:9.9.9', '1-1:1.8.0', '8-8:8.8.8']).errors, 'en')).toEqual({
      results: ['Not an OBIS code of this meter: 9-9:9.9.9, 8-8:8.8.8.'],
    });
    expect(judge(['1-1:1.8.0', '1-1:1.8.0']).errors).toEqual({ results: [READING_REFUSALS.oneValuePerCode] });
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { PayloadContext } from './form-context';
import { type MeterFormValues, newMeterValues, type ReplacementValues } from './form-values';
import { replacementErrors, replacementMoment, toReplacementDraft } from './replacement';
import { conflictOf, localisedServerMessage, splitServerErrors } from './server-errors';

const context: PayloadContext = {
  mode: 'replacement',
  buildingUrl: 'http://localhost/api/v2/buildings/0190a1b2-0000-7000-8000-00000000b001/',
  permissions: {
    energySupplier: false,
    readingService: false,
    readingFrequency: false,
    calibration: false,
    customReferenceMeter: false,
    customReferencesCounters: false,
    businessEntity: false,
  },
};
const OLD_CODES = ['1-1:1.8.0'];

const form = (replacement: Partial<ReplacementValues>): MeterFormValues => ({
  ...newMeterValues(),
  meter_id: 'E-2',
  physical_medium: 'electricity',
  physical_unit: 'kWh',
  obis_codes: ['1-1:1.8.0', '1-1:2.8.0'],
  replacement: { date: '', oldValues: {}, newValues: {}, image: null, ...replacement },
});
const errors = (replacement: Partial<ReplacementValues>) =>
  replacementErrors(form(replacement), context, OLD_CODES, dayjs('2026-03-10'));
const photo = (name: string, size = 1000, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('replacement rules', () => {
  it('needs a date once a value is entered', () => {
    expect(errors({ oldValues: { '1-1:1.8.0': '123,5' } })).toEqual({
      'replacement.date': 'meterForm.replacement.dateRequired',
    });
    expect(errors({ oldValues: { '1-1:1.8.0': '123,5' }, date: '2026-03-01' })).toEqual({});
  });

  it('needs a value on one of the meters once a date or photo is given', () => {
    const required = { 'replacement.oldValues': 'meterForm.rules.meterReadingValueRequired' };
    expect(errors({ date: '2026-03-01' })).toEqual(required);
    expect(errors({ image: photo('meter.png') })).toMatchObject(required);
    expect(errors({ date: '2026-03-01', newValues: { '1-1:2.8.0': '7' } })).toEqual({});
  });

  it('refuses future dates, texts that are no number and photos other than small jpg/png', () => {
    expect(errors({ date: '2026-03-11', newValues: { '1-1:1.8.0': '1' } })['replacement.date']).toBe(
      'meterForm.replacement.futureDate',
    );
    expect(errors({ date: '2026-03-01', newValues: { '1-1:1.8.0': 'abc' } })['replacement.newValues']).toBe(
      'meterForm.replacement.number',
    );
    const base = { date: '2026-03-01', oldValues: { '1-1:1.8.0': '1' } };
    expect(errors({ ...base, image: photo('meter.gif', 10, 'image/gif') })['replacement.image']).toBe(
      'meterForm.replacement.imageType',
    );
    expect(errors({ ...base, image: photo('meter.jpg', 3_000_000, 'image/jpeg') })['replacement.image']).toBe(
      'meterForm.replacement.imageSize',
    );
    expect(errors({ ...base, image: photo('meter.JPEG', 10, 'image/jpeg') })).toEqual({});
  });

  it('sends values per code as numbers, only for codes of each meter, and a moment not in the future', () => {
    const draft = toReplacementDraft(
      form({
        date: '2026-03-01',
        oldValues: { '1-1:1.8.0': '1234,5', '9-9:9.9.9': '1' },
        newValues: { '1-1:1.8.0': '', '1-1:2.8.0': '0' },
      }),
      context,
      OLD_CODES,
      null,
    );
    expect(draft.old_meter_values).toEqual({ '1-1:1.8.0': 1234.5 });
    expect(draft.new_meter_values).toEqual({ '1-1:2.8.0': 0 });
    expect(draft.new_meter).not.toHaveProperty('predecessor_meter_id');
    const now = dayjs('2026-03-01T09:00:00');
    expect(replacementMoment('2026-03-01', now)).toBe(now.toISOString());
    expect(replacementMoment('2026-02-27', now)).toBe(dayjs('2026-02-27T12:00:00').toISOString());
  });
});

describe('server answers', () => {
  it('puts 400 messages beside the form fields, the replacement nesting included', () => {
    const error = new ApiError(
      400,
      {
        'new_meter.meter_id': ['Too long.'],
        calibration_period_end: ['Bad year.'],
        reading_date: ['The reading date cannot be in the future.'],
        building: ['Choose a building from the list.'],
      },
      'Bad request',
    );
    expect(splitServerErrors(error)).toEqual({
      fields: {
        meter_id: 'Too long.',
        calibration_end_year: 'Bad year.',
        'replacement.date': 'The reading date cannot be in the future.',
      },
      other: ['building: Choose a building from the list.'],
    });
    expect(localisedServerMessage('Enter at least one OBIS code.')).toBe('meterForm.rules.minOneCode');
    expect(localisedServerMessage('Enter a number above 0.')).toBe('form.positiveNumber');
    expect(localisedServerMessage('Something else.')).toBe('Something else.');
  });

  it('tells a duplicate meter from a duplicate reading', () => {
    const conflict = (data: object) => new ApiError(409, data, 'Conflict');
    const meter = conflict({ detail: 'A meter with the meter number E-2 already exists.' });
    const reading = conflict({
      detail: 'A reading of this meter by this person at this date already exists.',
    });
    expect(conflictOf(meter, 'new', 'E-2', false)).toEqual({ kind: 'meter', url: undefined });
    expect(conflictOf(meter, 'replacement', 'E-2', true)?.kind).toBe('meter');
    expect(conflictOf(reading, 'replacement', 'E-2', true)?.kind).toBe('reading');
    expect(conflictOf(new ApiError(400, {}, 'x'), 'new', 'E-2', false)).toBeUndefined();
  });
});

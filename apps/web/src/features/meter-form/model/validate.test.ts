import { describe, expect, it } from 'vitest';
import type { PayloadContext } from './form-context';
import { type MeterFormValues, newMeterValues } from './form-values';
import { toMeterWriteDraft } from './to-payload';
import { validateMeterForm } from './validate';

const context: PayloadContext = {
  mode: 'new',
  buildingUrl: 'http://localhost/api/v2/buildings/0190a1b2-0000-7000-8000-00000000b001/',
  permissions: {
    energySupplier: false,
    readingService: false,
    readingFrequency: true,
    calibration: true,
    customReferenceMeter: true,
    customReferencesCounters: true,
    businessEntity: true,
    ownSupplierUrl: 'http://localhost/api/v2/companies/0190a1b2-0000-7000-8000-0000000000c1/',
  },
};

const electricity = (changes: Partial<MeterFormValues> = {}): MeterFormValues => ({
  ...newMeterValues(),
  meter_id: 'E-1',
  physical_medium: 'electricity',
  physical_unit: 'kWh',
  obis_codes: ['1-1:1.8.0'],
  ...changes,
});

describe('validateMeterForm', () => {
  it('accepts a complete meter', () => {
    expect(validateMeterForm(electricity(), context)).toEqual({});
  });

  it('requires meter id, medium and unit, and at least one OBIS code', () => {
    expect(validateMeterForm(newMeterValues(), context)).toMatchObject({
      meter_id: 'form.required',
      physical_medium: 'form.required',
      physical_unit: 'form.required',
      obis_codes: 'meterForm.rules.minOneCode',
    });
  });

  it('wants 6 digits in total on an EDL21 display unless both are automatic', () => {
    const edl21 = (integer: number, fraction: number) =>
      validateMeterForm(
        electricity({ appearance: 'lcd_edl21', integer_digits: integer, fraction_digits: fraction }),
        context,
      ).integer_digits;
    expect(edl21(5, 0)).toBe('meterForm.rules.sumAtLeastSix');
    expect(edl21(5, 1)).toBeUndefined();
    expect(edl21(6, 0)).toBeUndefined();
    expect(edl21(-999, -999)).toBeUndefined();
  });

  it('allows one OBIS code only for the household appearances', () => {
    const water = electricity({
      physical_medium: 'water',
      physical_unit: 'm^3',
      appearance: 'auto_de_water_home',
      obis_codes: ['8-0:1.0.0', '8-0:2.0.0'],
    });
    expect(validateMeterForm(water, context).obis_codes).toBe(
      'meterForm.rules.onlyOneCodeAllowedForAppearance',
    );
    expect(validateMeterForm({ ...water, obis_codes: ['8-0:1.0.0'] }, context).obis_codes).toBeUndefined();
  });

  it('checks factor, years, lengths and the predecessor rule', () => {
    const problems = validateMeterForm(
      electricity({
        factor: '0',
        calibration_start_year: '1969',
        calibration_end_year: '20x0',
        label: 'x'.repeat(101),
        obis_codes: [],
        predecessor_meter_id: 'http://localhost/api/v2/meters/0190a1b2-0000-7000-8000-00000000a001/',
      }),
      context,
    );
    expect(problems).toMatchObject({
      factor: 'form.positiveNumber',
      calibration_start_year: 'form.year',
      calibration_end_year: 'form.year',
      label: 'form.max',
      predecessor_meter_id: 'meterForm.rules.predecessorMeterIdValidator',
    });
    const reversed = electricity({ calibration_start_year: '2030', calibration_end_year: '2020' });
    expect(validateMeterForm(reversed, context).calibration_end_year).toBe(
      'meterForm.rules.calibrationOrder',
    );
  });
});

describe('toMeterWriteDraft', () => {
  it('turns calibration years into 1 January 00:00 and 31 December 23:59 local time', () => {
    const body = toMeterWriteDraft(
      electricity({ calibration_start_year: '2020', calibration_end_year: '2031' }),
      context,
    );
    expect(body.calibration_period_start).toBe(new Date(2020, 0, 1, 0, 0).toISOString());
    expect(body.calibration_period_end).toBe(new Date(2031, 11, 31, 23, 59).toISOString());
    expect(body.energy_supplier).toBe(context.permissions.ownSupplierUrl);
  });

  it('leaves out what the user may not set and sends only the counters of chosen codes', () => {
    const body = toMeterWriteDraft(
      electricity({ custom_references_counters: { '1-1:1.8.0': 'A1', '1-1:2.8.0': 'gone' } }),
      {
        ...context,
        mode: 'edit',
        permissions: { ...context.permissions, readingFrequency: false, calibration: false },
      },
    );
    expect(body.custom_references_counters).toEqual({ '1-1:1.8.0': 'A1' });
    expect(body).not.toHaveProperty('reading_frequency');
    expect(body).not.toHaveProperty('calibration_period_start');
    expect(body).not.toHaveProperty('predecessor_meter_id');
    expect(body).not.toHaveProperty('energy_supplier');
  });
});

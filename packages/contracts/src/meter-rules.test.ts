import { describe, expect, it } from 'vitest';
import { checkMeterRules } from './meter-rules';

const base = {
  physical_medium: 'electricity',
  physical_unit: 'kWh',
  obis_codes: ['1-1:1.8.0'],
  appearance: 'auto',
} as const;

describe('checkMeterRules', () => {
  it('accepts calibration years 1970–2100 as entered in any time zone', () => {
    // 1 January 1970 00:00 in Berlin and 31 December 2100 23:59 in Los Angeles.
    expect(
      checkMeterRules({
        ...base,
        calibration_period_start: '1969-12-31T23:00:00Z',
        calibration_period_end: '2101-01-01T07:59:00Z',
      }),
    ).toEqual([]);
    expect(checkMeterRules({ ...base, calibration_period_start: '1969-06-01T00:00:00Z' })).toEqual([
      ['calibration_period_start', 'year'],
    ]);
    expect(checkMeterRules({ ...base, calibration_period_end: '2101-06-01T00:00:00Z' })).toEqual([
      ['calibration_period_end', 'year'],
    ]);
  });

  it('applies the appearance, digit and code rules', () => {
    expect(
      checkMeterRules({ ...base, appearance: 'lcd_edl21', integer_digits: 5, fraction_digits: 1 }),
    ).toEqual([]);
    expect(
      checkMeterRules({ ...base, appearance: 'lcd_edl21', integer_digits: 5, fraction_digits: 0 }),
    ).toContainEqual(['integer_digits', 'sumAtLeastSix']);
    expect(checkMeterRules({ ...base, obis_codes: [] })).toContainEqual(['obis_codes', 'minOneCode']);
    expect(
      checkMeterRules({
        ...base,
        physical_medium: 'water',
        appearance: 'auto_de_water_home',
        obis_codes: ['8-0:1.0.0', '8-0:2.0.0'],
      }),
    ).toContainEqual(['obis_codes', 'onlyOneCodeAllowedForAppearance']);
    expect(checkMeterRules({ ...base, appearance: 'auto_de_gas_home' })).toContainEqual([
      'appearance',
      'appearanceNotAllowed',
    ]);
    expect(checkMeterRules({ ...base, obis_codes: [], predecessor_meter_id: 'x' })).toContainEqual([
      'predecessor_meter_id',
      'predecessorMeterIdValidator',
    ]);
    expect(checkMeterRules({ ...base, factor: 0 })).toContainEqual(['factor', 'positiveNumber']);
    expect(checkMeterRules({ ...base, reading_frequency: '0 0 1 * *' })).toEqual([]);
    expect(checkMeterRules({ ...base, reading_frequency: 'monthly' })).toContainEqual([
      'reading_frequency',
      'cron',
    ]);
    // Shaped like a cron but out of range: croner, which runs the schedule, refuses these.
    for (const outOfRange of ['0 0 * * 9', '61 0 * * *', '0 25 * * *', '0 0 32 * *', '0 0 1 13 *'])
      expect(checkMeterRules({ ...base, reading_frequency: outOfRange }), outOfRange).toContainEqual([
        'reading_frequency',
        'cron',
      ]);
  });
});

import type { Reading } from '@portal/contracts';
import { readingFixture, testId } from '../../../testing/resource-fixtures';

export const READING_A = testId('e00a');
export const READING_B = testId('e00b');

/** A reading of two OBIS codes whose second value is implausible (higher than expected). */
export function twoCodeReading(overrides: Partial<Reading> = {}): Reading {
  const base = readingFixture();
  return readingFixture({
    resource_id: READING_A,
    meter_id: 'E-2002',
    results: [
      base.results[0]!,
      {
        obis: '1-1:2.8.0',
        value: 77,
        applied_method: 'manual',
        consumption: 7,
        consumptionAverage: 0.23,
        plausibility: 'implausible',
        plausibility_reasons: ['above_expected'],
      },
    ],
    consumption: { '1-1:1.8.0': 100, '1-1:2.8.0': 7 },
    consumptionAverage: { '1-1:1.8.0': 3.33, '1-1:2.8.0': 0.23 },
    plausibility: 'implausible',
    ...overrides,
  });
}

/** A water reading of another meter, in another building (Gartenweg 12a, Hamburg). */
export function waterReading(overrides: Partial<Reading> = {}): Reading {
  return readingFixture({
    resource_id: READING_B,
    meter_id: 'W-3003',
    physical_medium: 'water',
    physical_unit: 'm³',
    building_address: { street: 'Gartenweg', street_number: '12a', zip_code: '20095', city: 'Hamburg' },
    ...overrides,
  });
}

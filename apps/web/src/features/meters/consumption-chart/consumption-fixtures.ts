import type { Reading } from '@portal/contracts';
import { readingFixture, testId } from '../../../testing/resource-fixtures';

/** Readings of a two-tariff electricity meter for the consumption chart's tests. */
export const HT = '1-1:1.8.1';
export const NT = '1-1:1.8.2';

type ReadingResult = Reading['results'][number];
type Figures = Pick<ReadingResult, 'consumption' | 'consumptionAverage'> &
  Partial<Pick<ReadingResult, 'plausibility' | 'plausibility_reasons'>>;

/** Reading `n` on `date` with a result per OBIS code (value 1000 + n; the figures as given). */
export function reading(
  n: number,
  date: string,
  diffDays: number | null,
  figures: Record<string, Figures>,
): Reading {
  const results = Object.entries(figures).map(([obis, f]) => ({
    obis,
    value: 1000 + n,
    applied_method: 'manual',
    plausibility: 'ok' as const,
    plausibility_reasons: [],
    ...f,
  }));
  return readingFixture({
    resource_id: testId(n, '7000'),
    reading_date: date,
    diffDays,
    results,
    consumption: Object.fromEntries(results.map((r) => [r.obis, r.consumption])),
    consumptionAverage: Object.fromEntries(results.map((r) => [r.obis, r.consumptionAverage])),
    plausibility: results.some((r) => r.plausibility === 'implausible') ? 'implausible' : 'ok',
  });
}

/** Three readings of a two-tariff meter: two periods, the second one's HT value implausible. */
export const READINGS = [
  reading(3, '2026-03-01T10:00:00Z', 28, {
    [HT]: {
      consumption: 560,
      consumptionAverage: 20,
      plausibility: 'implausible',
      plausibility_reasons: ['spike', 'above_expected'],
    },
    [NT]: { consumption: 140, consumptionAverage: 5 },
  }),
  reading(2, '2026-02-01T10:00:00Z', 31, {
    [HT]: { consumption: 155, consumptionAverage: 5 },
    [NT]: { consumption: 62, consumptionAverage: 2 },
  }),
  reading(1, '2026-01-01T10:00:00Z', null, {
    [HT]: { consumption: null, consumptionAverage: null },
    [NT]: { consumption: null, consumptionAverage: null },
  }),
];

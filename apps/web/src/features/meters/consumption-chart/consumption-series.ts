import type { Plausibility, PlausibilityReason, Reading } from '@portal/contracts';

/** One OBIS code's figures for the period that ends at a reading. */
export interface ConsumptionPoint {
  consumption: number | null;
  /** Consumption per day over the period: the chart's value, comparable across periods of any length. */
  average: number | null;
  plausibility: Plausibility;
  reasons: readonly PlausibilityReason[];
}

/** A reading that ends a period (the meter's first reading only starts one). */
export interface ConsumptionPeriod {
  readingId: string;
  /** ISO timestamp of the reading that ends the period. */
  date: string;
  days: number | null;
  /** Per OBIS code; a code the reading has no result for is missing. */
  points: Record<string, ConsumptionPoint>;
}

export interface ConsumptionSeries {
  /** The meter's OBIS codes first, then codes only the readings know, each a chart series. */
  obisCodes: string[];
  /** Oldest first. */
  periods: ConsumptionPeriod[];
  hasImplausible: boolean;
}

/**
 * The periods between a meter's readings per OBIS code, oldest first, from the consumption figures the
 * server computed for each reading (value minus the previous reading's, and per day).
 */
export function consumptionSeries(readings: readonly Reading[], meterObisCodes: readonly string[]) {
  const sorted = [...readings].sort((a, b) => Date.parse(a.reading_date) - Date.parse(b.reading_date));
  const codes = new Set(meterObisCodes);
  const periods: ConsumptionPeriod[] = [];
  for (const reading of sorted) {
    const points: Record<string, ConsumptionPoint> = {};
    for (const result of reading.results) {
      if (result.consumption === null) continue;
      codes.add(result.obis);
      points[result.obis] = {
        consumption: result.consumption,
        average: result.consumptionAverage,
        plausibility: result.plausibility,
        reasons: result.plausibility_reasons,
      };
    }
    if (Object.keys(points).length === 0) continue;
    periods.push({
      readingId: reading.resource_id,
      date: reading.reading_date,
      days: reading.diffDays,
      points,
    });
  }
  const obisCodes = [...codes].filter((code) => periods.some((period) => period.points[code]));
  const hasImplausible = periods.some((period) =>
    Object.values(period.points).some((point) => point.plausibility === 'implausible'),
  );
  return { obisCodes, periods, hasImplausible } satisfies ConsumptionSeries;
}

import { DAY_MS } from './dates';
import type { Random } from './random';
import type { CounterPlan, Season } from './types';

/** Share of a month's consumption per calendar month (January first), averaging 1 over the year. */
const SEASON_SHAPES: Record<Season, readonly number[]> = {
  flat: [1.05, 1, 1, 0.98, 0.96, 0.94, 0.92, 0.94, 0.98, 1.02, 1.08, 1.13],
  heating: [1.75, 1.6, 1.3, 0.9, 0.5, 0.25, 0.2, 0.2, 0.45, 0.9, 1.35, 1.6],
  solar: [0.3, 0.5, 0.9, 1.3, 1.6, 1.7, 1.7, 1.5, 1.1, 0.7, 0.4, 0.3],
  cooling: [0.3, 0.3, 0.5, 0.8, 1.2, 1.7, 2, 1.9, 1.3, 0.7, 0.4, 0.3],
};

const SEASONS = Object.fromEntries(
  Object.entries(SEASON_SHAPES).map(([season, shape]) => {
    const mean = shape.reduce((sum, value) => sum + value, 0) / shape.length;
    return [season, shape.map((value) => value / mean)];
  }),
) as Record<Season, number[]>;

/** How far a counter advances between two dates: the monthly average shaped by the season, ±15 %. */
export function advance(counter: CounterPlan, from: Date, to: Date, rng: Random): number {
  let total = 0;
  let t = from.getTime();
  while (t < to.getTime()) {
    const date = new Date(t);
    const nextMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    const end = Math.min(to.getTime(), nextMonth);
    total += ((end - t) / DAY_MS) * (counter.monthly / 30.44) * SEASONS[counter.season][date.getUTCMonth()]!;
    t = end;
  }
  return total * rng.float(0.85, 1.15);
}

/**
 * Values of one counter at ascending dates, starting at its start value: strictly increasing and
 * rounded to the meter's decimals (at most 3).
 */
export function valueSeries(
  counter: CounterPlan,
  dates: readonly Date[],
  decimals: number,
  rng: Random,
): number[] {
  const step = 10 ** -Math.min(decimals, 3);
  const values: number[] = [];
  let exact = counter.start;
  let previous = Number.NEGATIVE_INFINITY;
  dates.forEach((date, i) => {
    if (i > 0) exact += advance(counter, dates[i - 1]!, date, rng);
    let value = roundTo(exact, decimals);
    if (value <= previous) value = roundTo(previous + step, decimals);
    values.push(value);
    previous = value;
  });
  return values;
}

/** Rounds to at most 3 decimals. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** Math.min(decimals, 3);
  return Math.round(value * factor) / factor;
}

/**
 * Plausibility checks of meter readings, as utilities' meter data systems run them (high/low, negative
 * consumption, zero consumption, spike, main-meter sum). Pure: the server judges every stored result
 * with these when a reading or one of its neighbours is saved, and computes the expected range of a
 * request; the reading-new dialog warns with the same functions before saving.
 */

export const PLAUSIBILITY_STATES = ['ok', 'implausible', 'unknown'] as const;
export type Plausibility = (typeof PLAUSIBILITY_STATES)[number];

export const PLAUSIBILITY_REASONS = [
  'negative_consumption',
  'below_expected',
  'above_expected',
  'zero_consumption',
  'spike',
  'sub_meters_exceed_main',
] as const;
export type PlausibilityReason = (typeof PLAUSIBILITY_REASONS)[number];

/** English texts of the reasons (the API's OPTIONS metadata; the web app has its own en/de texts). */
export const PLAUSIBILITY_REASON_LABELS: Readonly<Record<PlausibilityReason, string>> = {
  negative_consumption: 'Lower than the previous reading (no meter replacement)',
  below_expected: 'Below the expected range',
  above_expected: 'Above the expected range',
  zero_consumption: 'No consumption over a long period',
  spike: "Far above the meter's usual consumption",
  sub_meters_exceed_main: 'Sub-meters consumed more than their main meter',
};

export const PLAUSIBILITY_RULES = {
  /** Periods before the judged one that make the meter's usual daily rate (a year of monthly readings). */
  historyPeriods: 12,
  /** The usual rate needs at least this many days of history. */
  minHistoryDays: 14,
  /** Zero consumption is implausible over this many days or more (unless the meter usually uses none). */
  zeroConsumptionDays: 60,
  /** A period's daily rate above this multiple of the usual rate is a spike. */
  spikeFactor: 3,
  /** Default tolerance of the expected range: consumption up to (1 + tolerance) times above or below. */
  defaultTolerance: 1,
} as const;

/** Reading types that start or end a meter's count: consumption across them is not judged. */
const REPLACEMENT_TYPES: readonly string[] = ['meter_replacement_in', 'meter_replacement_out'];
const DAY_MS = 86_400_000;

/** One reading of one OBIS code of a meter. */
export interface MeterPoint {
  date: Date | string;
  value: number;
  type: string;
}

export interface ExpectedRange {
  obis: string;
  low: number;
  high: number;
}

const time = (date: Date | string) => new Date(date).getTime();
const days = (from: Date | string, to: Date | string) => (time(to) - time(from)) / DAY_MS;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** Whether consumption between two readings can be judged (no meter replacement between them). */
function comparable(previous: MeterPoint, current: MeterPoint): boolean {
  return !REPLACEMENT_TYPES.includes(previous.type) && !REPLACEMENT_TYPES.includes(current.type);
}

/**
 * The meter's usual consumption per day from its readings before a date (sorted oldest first): the
 * consumption of the last `historyPeriods` comparable periods over their days. Null without enough
 * history (fewer than two readings, or under `minHistoryDays` days).
 */
export function usualDailyRate(history: readonly MeterPoint[]): number | null {
  let consumed = 0;
  let spanDays = 0;
  let periods = 0;
  for (let index = history.length - 1; index > 0 && periods < PLAUSIBILITY_RULES.historyPeriods; index--) {
    const current = history[index]!;
    const previous = history[index - 1]!;
    if (!comparable(previous, current) || current.value < previous.value) continue;
    consumed += current.value - previous.value;
    spanDays += days(previous.date, current.date);
    periods++;
  }
  if (periods === 0 || spanDays < PLAUSIBILITY_RULES.minHistoryDays) return null;
  return consumed / spanDays;
}

/**
 * The range a reading between `from` and `to` is expected in: the last reading before `from` plus the
 * consumption the usual rate gives, divided (low) or multiplied (high) by 1 + `tolerance`. Null without
 * history.
 */
export function expectedRange(
  history: readonly MeterPoint[],
  from: Date | string,
  to: Date | string,
  tolerance: number,
): { low: number; high: number } | null {
  const last = history.at(-1);
  const rate = usualDailyRate(history);
  if (!last || rate === null) return null;
  const toStart = Math.max(0, days(last.date, from)) * rate;
  const toEnd = Math.max(0, days(last.date, to)) * rate;
  return {
    low: round(last.value + toStart / (1 + tolerance)),
    high: round(last.value + toEnd * (1 + tolerance)),
  };
}

export interface PlausibilityInput {
  /** The judged reading of one OBIS code. */
  current: MeterPoint;
  /** The meter's earlier readings of that code, oldest first. */
  history: readonly MeterPoint[];
  tolerance: number;
  /** What the meter's sub-meters consumed of this code within the same period, when it has any. */
  subMetersConsumption?: number | null;
}

export interface PlausibilityJudgement {
  plausibility: Plausibility;
  reasons: PlausibilityReason[];
}

/**
 * Judges one value: implausible with its reasons when a rule fires; ok when the meter's history was
 * enough to judge the range; unknown for a first reading, after a replacement or without history.
 */
export function judgeReading({
  current,
  history,
  tolerance,
  subMetersConsumption,
}: PlausibilityInput): PlausibilityJudgement {
  const previous = history.at(-1);
  if (!previous || !comparable(previous, current)) return { plausibility: 'unknown', reasons: [] };
  const reasons: PlausibilityReason[] = [];
  const consumption = current.value - previous.value;
  const period = days(previous.date, current.date);
  const rate = usualDailyRate(history);
  if (consumption < 0) reasons.push('negative_consumption');
  const range = expectedRange(history, current.date, current.date, tolerance);
  if (range && consumption >= 0 && current.value < range.low) reasons.push('below_expected');
  if (range && current.value > range.high) reasons.push('above_expected');
  if (consumption === 0 && period >= PLAUSIBILITY_RULES.zeroConsumptionDays && rate !== 0)
    reasons.push('zero_consumption');
  if (rate && period > 0 && consumption / period > rate * PLAUSIBILITY_RULES.spikeFactor)
    reasons.push('spike');
  if (subMetersConsumption != null && consumption >= 0 && subMetersConsumption > consumption)
    reasons.push('sub_meters_exceed_main');
  if (reasons.length) return { plausibility: 'implausible', reasons };
  return { plausibility: rate === null ? 'unknown' : 'ok', reasons };
}

/** A reading's state from its results': implausible if one is, ok if all are, unknown otherwise. */
export function worstPlausibility(states: readonly Plausibility[]): Plausibility {
  if (states.includes('implausible')) return 'implausible';
  return states.length > 0 && states.every((state) => state === 'ok') ? 'ok' : 'unknown';
}

/**
 * What the reading-new dialog warns about before saving a value: outside the request's expected range,
 * or below the meter's last reading.
 */
export function valueWarnings(
  value: number,
  expected: { low: number; high: number } | null | undefined,
  lastValue?: number | null,
): PlausibilityReason[] {
  const reasons: PlausibilityReason[] = [];
  if (lastValue != null && value < lastValue) reasons.push('negative_consumption');
  else if (expected && value < expected.low) reasons.push('below_expected');
  if (expected && value > expected.high) reasons.push('above_expected');
  return reasons;
}

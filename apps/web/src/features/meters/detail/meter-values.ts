import type { Meter } from '@portal/contracts';
import { yearOf } from '../../../lib/format-date';

/** Appearance values as translation keys ('{hash}' → 'hash'). */
export const appearanceKey = (appearance: string) => `meters.appearances.${appearance.replace(/[{}]/g, '')}`;

const ZONE_SLACK_MS = 14 * 3600_000;
const shift = (value: string | null, ms: number) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(Date.parse(value) + ms).toISOString() : null;

/** "2020 – 2028" from the calibration period (years only); undefined when neither bound is set. */
export function calibrationYears(meter: Pick<Meter, 'calibration_period_start' | 'calibration_period_end'>) {
  // Start is 1 January 00:00 and end 31 December 23:59 in the saving user's zone: read them with up to 14 hours of
  // slack (the widest time zone offset), so that a viewer in another time zone still sees the same years.
  const start = yearOf(shift(meter.calibration_period_start, ZONE_SLACK_MS));
  const end = yearOf(shift(meter.calibration_period_end, -ZONE_SLACK_MS));
  if (start === undefined && end === undefined) return undefined;
  return `${start ?? '–'} – ${end ?? '–'}`;
}

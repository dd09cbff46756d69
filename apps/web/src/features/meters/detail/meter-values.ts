import type { Meter } from '@portal/contracts';
import { yearOf } from '../../../lib/format-date';
import { frequencyChoiceOf } from '../reading-frequency';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Appearance values as translation keys ('{hash}' → 'hash'). */
export const appearanceKey = (appearance: string) => `meters.appearances.${appearance.replace(/[{}]/g, '')}`;

/** "2020 – 2028" from the calibration period (years only); undefined when neither bound is set. */
export function calibrationYears(meter: Pick<Meter, 'calibration_period_start' | 'calibration_period_end'>) {
  const start = yearOf(meter.calibration_period_start);
  const end = yearOf(meter.calibration_period_end);
  if (start === undefined && end === undefined) return undefined;
  return `${start ?? '–'} – ${end ?? '–'}`;
}

/** The preset's name when the cron text is one of READING_FREQUENCY_PRESETS, else the cron text itself. */
export function readingFrequencyText(cron: string | null, t: Translate): string {
  const choice = frequencyChoiceOf(cron);
  if (choice === 'custom') return cron ?? '';
  return t(`meters.readingFrequency.${choice}`);
}

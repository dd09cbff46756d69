import { message } from '../messages';
import { isFutureReadingDate, READING_MESSAGES } from '../readings';
import { addError, newVerdict, type WriteVerdict } from './verdict';

export const READING_REFUSALS = {
  futureDate: READING_MESSAGES.futureDate,
  needsValue: READING_MESSAGES.needsValue,
  unknownObis: (codes: readonly string[]) =>
    message('readings.unknownMeterObis', { codes: codes.join(', ') }),
  oneValuePerCode: 'Each OBIS code may have one value only.',
} as const;

export interface NewReadingInput {
  /** The meter read; its OBIS codes are the values it takes. */
  meter: { obis_codes: readonly string[] };
  readingDate: Date;
  /** The codes of the values written, one per value. */
  obisCodes: readonly string[];
  now?: number;
}

/**
 * May this new reading be stored (the reading dialog, POST readings/, the two readings of a meter change,
 * an import row of mode 2)? A date not in the future (with the clocks' leeway), at least one value, values
 * only for the meter's OBIS codes, one per code.
 */
export function judgeNewReading({
  meter,
  readingDate,
  obisCodes,
  now = Date.now(),
}: NewReadingInput): WriteVerdict {
  const verdict = newVerdict();
  if (isFutureReadingDate(readingDate, now)) addError(verdict, 'reading_date', READING_REFUSALS.futureDate);
  if (obisCodes.length === 0) addError(verdict, 'results', READING_REFUSALS.needsValue);
  const unknown = obisCodes.filter((code) => !meter.obis_codes.includes(code));
  if (unknown.length) addError(verdict, 'results', READING_REFUSALS.unknownObis(unknown));
  if (new Set(obisCodes).size !== obisCodes.length)
    addError(verdict, 'results', READING_REFUSALS.oneValuePerCode);
  return verdict;
}

/**
 * The moment a form sends for a picked day (in the browser's calendar): now for today, noon of any other
 * day (noon keeps the day in every time zone near ours). A day after today stays in the future, so the
 * form's "not in the future" is `judgeNewReading`'s.
 */
export function readingMomentOfDay(day: Date, now: Date = new Date()): Date {
  const sameDay =
    day.getFullYear() === now.getFullYear() &&
    day.getMonth() === now.getMonth() &&
    day.getDate() === now.getDate();
  if (sameDay) return now;
  const noon = new Date(day);
  noon.setHours(12, 0, 0, 0);
  return noon;
}

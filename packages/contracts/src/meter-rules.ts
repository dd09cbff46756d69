import { Cron } from 'croner';
import { type Appearance, PHYSICAL_UNITS, type PhysicalMedium } from './enums';
import { AUTOMATIC_DIGITS, LIMITS } from './limits';

/** Allowed appearances per medium (spec buildings-and-meters §3). */
export function allowedAppearances(medium: PhysicalMedium): Appearance[] {
  switch (medium) {
    case 'electricity':
      return ['{hash}', 'mechanical_black', 'mechanical_white', 'lcd_edl21', 'lcd', 'auto', 'manual'];
    case 'gas':
      return ['auto_de_gas_home', 'mechanical_black', 'mechanical_white', 'lcd', 'auto'];
    case 'water':
    case 'water_warm':
    case 'water_cold':
      return ['auto_de_water_home', 'mechanical_black', 'mechanical_white', 'lcd', 'auto'];
    case 'heat':
    case 'cooling':
      return ['lcd', 'auto'];
    case 'lpg':
      return ['mechanical_black', 'mechanical_white', 'auto'];
    default:
      return ['mechanical_black', 'mechanical_white', 'lcd', 'auto'];
  }
}

/** Appearances that read exactly one counter. */
export const ONE_CODE_APPEARANCES: Appearance[] = ['auto_de_water_home', 'auto_de_gas_home'];

export const INTEGER_DIGIT_CHOICES = [AUTOMATIC_DIGITS, 0, 5, 6] as const;
export const FRACTION_DIGIT_CHOICES = [AUTOMATIC_DIGITS, 0, 1] as const;

/** Digit choices offered for an appearance: an EDL21 display shows six digits in total. */
export function digitChoices(appearance: Appearance | undefined) {
  if (appearance === 'lcd_edl21')
    return { integer: [AUTOMATIC_DIGITS, 5, 6], fraction: [AUTOMATIC_DIGITS, 0, 1] };
  return { integer: [...INTEGER_DIGIT_CHOICES], fraction: [...FRACTION_DIGIT_CHOICES] };
}

export const OBIS_PATTERN =
  /^[0-9A-Za-z]{1,3}-[0-9A-Za-z]{1,3}:[0-9A-Za-z]{1,3}\.[0-9A-Za-z]{1,3}\.[0-9A-Za-z]{1,3}(\*[0-9]{1,3})?$/;

/** Cron: five fields of digits, `*`, `/`, `,`, `-` (or empty = no reading frequency). */
export const CRON_PATTERN = /^(\S+\s+){4}\S+$/;
const CRON_FIELD = /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/;
/**
 * A reading frequency the reading schedule can run: five fields of the characters above, and read by
 * croner, the parser the schedule itself uses (it refuses `0 0 * * 9`, a day of week the pattern allows).
 */
export const isValidCron = (value: string) => {
  const fields = value.trim().split(/\s+/);
  if (!CRON_PATTERN.test(value.trim()) || !fields.every((f) => CRON_FIELD.test(f))) return false;
  try {
    new Cron(fields.join(' '), { paused: true, timezone: 'UTC' });
    return true;
  } catch {
    return false;
  }
};

/** Reading frequency presets (spec §4); custom starts from the monthly-first value. */
export const READING_FREQUENCY_PRESETS = {
  none: '',
  daily: '0 0 * * *',
  each_weekday: '0 0 * * 0-6',
  working_days: '0 0 * * 1-5',
  monthly_first: '0 0 1 * *',
  monthly_fifteenth: '0 0 15 * *',
  end_of_month: '0 0 26 * *',
  yearly_first_of_each_month: '0 0 1 1-12 *',
} as const;

export type MeterRuleCode =
  | 'required'
  | 'minOneCode'
  | 'onlyOneCodeAllowedForAppearance'
  | 'invalidObisCode'
  | 'duplicateObisCode'
  | 'appearanceNotAllowed'
  | 'digitsNotAllowed'
  | 'sumAtLeastSix'
  | 'positiveNumber'
  | 'year'
  | 'calibrationOrder'
  | 'predecessorMeterIdValidator'
  | 'unitNotAllowed'
  | 'cron';

/** English texts of the rules, as the server answers them (the web app translates the codes). */
export const METER_RULE_MESSAGES: Record<MeterRuleCode, string> = {
  required: 'This field is required.',
  minOneCode: 'Enter at least one OBIS code.',
  onlyOneCodeAllowedForAppearance: 'Only one OBIS code is allowed for this appearance.',
  invalidObisCode: 'Enter OBIS codes like 1-1:1.8.0.',
  duplicateObisCode: 'Each OBIS code may be given only once.',
  appearanceNotAllowed: 'This appearance is not available for the medium.',
  digitsNotAllowed: 'These digits are not available.',
  sumAtLeastSix: 'For an EDL21 display, integer and fraction digits must add up to 6.',
  positiveNumber: 'Enter a number above 0.',
  year: `Enter a year from ${LIMITS.calibrationYearMin} to ${LIMITS.calibrationYearMax}.`,
  calibrationOrder: 'The calibration period cannot end before it starts.',
  predecessorMeterIdValidator: 'If you want to set a predecessor meter, fill in the OBIS code field first.',
  unitNotAllowed: 'Choose a unit from the list.',
  cron: 'Enter a cron expression with five fields, e.g. 0 0 1 * *.',
};

export interface MeterRuleInput {
  physical_medium?: PhysicalMedium | null;
  physical_unit?: string | null;
  obis_codes?: readonly string[] | null;
  appearance?: Appearance | null;
  integer_digits?: number | null;
  fraction_digits?: number | null;
  factor?: number | null;
  calibration_period_start?: string | null;
  calibration_period_end?: string | null;
  predecessor_meter_id?: string | null;
  reading_frequency?: string | null;
}

/**
 * The calendar year a calibration bound means: start is 1 January 00:00 and end 31 December 23:59
 * in the user's time zone, which lies up to 14 hours from UTC; shifting inwards by 14 hours lands in
 * the intended year wherever the user is.
 */
const HOURS_14 = 14 * 3600_000;
const startYearOf = (value: string) => new Date(new Date(value).getTime() + HOURS_14).getUTCFullYear();
const endYearOf = (value: string) => new Date(new Date(value).getTime() - HOURS_14).getUTCFullYear();
const validYear = (year: number) =>
  Number.isInteger(year) && year >= LIMITS.calibrationYearMin && year <= LIMITS.calibrationYearMax;

/**
 * The cross-field rules of a meter (spec §5) as pure checks, shared by the meter form and the server.
 * Returns `[field, code]` pairs; an empty list means the meter is valid.
 */
export function checkMeterRules(meter: MeterRuleInput): Array<[string, MeterRuleCode]> {
  const problems: Array<[string, MeterRuleCode]> = [];
  const codes = meter.obis_codes ?? [];
  if (codes.length === 0) problems.push(['obis_codes', 'minOneCode']);
  if (codes.some((code) => !OBIS_PATTERN.test(code))) problems.push(['obis_codes', 'invalidObisCode']);
  if (new Set(codes).size !== codes.length) problems.push(['obis_codes', 'duplicateObisCode']);
  if (meter.appearance && ONE_CODE_APPEARANCES.includes(meter.appearance) && codes.length > 1) {
    problems.push(['obis_codes', 'onlyOneCodeAllowedForAppearance']);
  }
  if (
    meter.physical_medium &&
    meter.appearance &&
    !allowedAppearances(meter.physical_medium).includes(meter.appearance)
  ) {
    problems.push(['appearance', 'appearanceNotAllowed']);
  }
  if (meter.physical_unit && !(PHYSICAL_UNITS as readonly string[]).includes(meter.physical_unit)) {
    problems.push(['physical_unit', 'unitNotAllowed']);
  }
  const { integer, fraction } = digitChoices(meter.appearance ?? undefined);
  const integerDigits = meter.integer_digits ?? AUTOMATIC_DIGITS;
  const fractionDigits = meter.fraction_digits ?? AUTOMATIC_DIGITS;
  if (!integer.includes(integerDigits)) problems.push(['integer_digits', 'digitsNotAllowed']);
  if (!fraction.includes(fractionDigits)) problems.push(['fraction_digits', 'digitsNotAllowed']);
  const bothAutomatic = integerDigits === AUTOMATIC_DIGITS && fractionDigits === AUTOMATIC_DIGITS;
  if (meter.appearance === 'lcd_edl21' && !bothAutomatic && integerDigits + fractionDigits !== 6) {
    problems.push(['integer_digits', 'sumAtLeastSix']);
  }
  if (meter.factor !== undefined && meter.factor !== null && !(meter.factor > 0))
    problems.push(['factor', 'positiveNumber']);
  const start = meter.calibration_period_start;
  const end = meter.calibration_period_end;
  if (start && !validYear(startYearOf(start))) problems.push(['calibration_period_start', 'year']);
  if (end && !validYear(endYearOf(end))) problems.push(['calibration_period_end', 'year']);
  if (start && end && new Date(start) > new Date(end))
    problems.push(['calibration_period_end', 'calibrationOrder']);
  if (meter.predecessor_meter_id && codes.length === 0)
    problems.push(['predecessor_meter_id', 'predecessorMeterIdValidator']);
  if (meter.reading_frequency && !isValidCron(meter.reading_frequency))
    problems.push(['reading_frequency', 'cron']);
  return problems;
}

/** Calibration years as the form edits them: start 1 January 00:00, end 31 December 23:59 (local time). */
export function calibrationStartOfYear(year: number): Date {
  return new Date(year, 0, 1, 0, 0, 0, 0);
}
export function calibrationEndOfYear(year: number): Date {
  return new Date(year, 11, 31, 23, 59, 0, 0);
}

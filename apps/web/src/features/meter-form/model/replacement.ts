import { isFutureReadingDate, LIMITS, meterReplacementSchema, readingMomentOfDay } from '@portal/contracts';
import dayjs from 'dayjs';
import type { PayloadContext } from './form-context';
import type { MeterFormValues, ReplacementValues } from './form-values';
import { type MeterWriteDraft, parseDecimal, toMeterWriteDraft } from './to-payload';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
/** Stands in for the photo's url while checking the rules; the real one comes from POST images/. */
const PENDING_IMAGE = '00000000-0000-7000-8000-000000000000';
/**
 * zod skips the schema's cross-field rules while a nested field is invalid, so the replacement rules are
 * checked with a valid stand-in for the new meter (the meter's own rules are checked separately).
 */
const VALID_NEW_METER = { meter_id: 'x', obis_codes: [], physical_medium: 'generic', physical_unit: 'a_u_' };

/** Values as numbers, only for codes that have a value; a text that is no number stays NaN. */
export function readingValues(entered: Record<string, string>, codes: string[]): Record<string, number> {
  return Object.fromEntries(
    codes
      .filter((code) => (entered[code] ?? '').trim() !== '')
      .map((code) => [code, parseDecimal(entered[code] ?? '')]),
  );
}

/** The chosen day as the moment sent (contracts `readingMomentOfDay`: now for today, else noon). */
export const replacementMoment = (date: string, now = dayjs()): string | null =>
  date ? readingMomentOfDay(dayjs(date).toDate(), now.toDate()).toISOString() : null;

export interface ReplacementBodyDraft {
  new_meter: MeterWriteDraft;
  replacement_date: string | null;
  old_meter_values: Record<string, number>;
  new_meter_values: Record<string, number>;
  image: string | null;
}

/** POST meters/{id}/replacement/: the new meter (without predecessor: the server sets it) and the readings. */
export function toReplacementDraft(
  values: MeterFormValues,
  context: PayloadContext,
  oldCodes: string[],
  imageUrl: string | null,
): ReplacementBodyDraft {
  const { predecessor_meter_id: _predecessor, ...newMeter } = toMeterWriteDraft(values, context);
  const { replacement } = values;
  return {
    new_meter: newMeter,
    replacement_date: replacementMoment(replacement.date),
    old_meter_values: readingValues(replacement.oldValues, oldCodes),
    new_meter_values: readingValues(replacement.newValues, values.obis_codes),
    image: imageUrl,
  };
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** jpg, jpeg or png, at most 2 MB. */
export function imageProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!IMAGE_EXTENSIONS.includes(extensionOf(file.name)) || (file.type && !IMAGE_TYPES.includes(file.type)))
    return 'meterForm.replacement.imageType';
  if (file.size > LIMITS.imageMaxBytes) return 'meterForm.replacement.imageSize';
  return undefined;
}

const allNumbers = (values: Record<string, number>) => Object.values(values).every(Number.isFinite);

/**
 * The replacement rules (spec §5, meterReplacementSchema): values need a date, a date or photo needs a
 * value on one of the meters; no future dates; numbers only; the photo's type and size.
 */
export function replacementErrors(
  values: MeterFormValues,
  context: PayloadContext,
  oldCodes: string[],
  today = dayjs(),
): Record<string, string> {
  const replacement: ReplacementValues = values.replacement;
  const errors: Record<string, string> = {};
  const draft = toReplacementDraft(values, context, oldCodes, replacement.image ? PENDING_IMAGE : null);
  if (!allNumbers(draft.old_meter_values)) errors['replacement.oldValues'] = 'meterForm.replacement.number';
  if (!allNumbers(draft.new_meter_values)) errors['replacement.newValues'] = 'meterForm.replacement.number';
  const moment = replacementMoment(replacement.date, today);
  if (moment && isFutureReadingDate(new Date(moment), today.valueOf()))
    errors['replacement.date'] = 'meterForm.replacement.futureDate';
  const image = imageProblem(replacement.image);
  if (image) errors['replacement.image'] = image;
  if (errors['replacement.oldValues'] || errors['replacement.newValues']) return errors;
  const parsed = meterReplacementSchema.safeParse({ ...draft, new_meter: VALID_NEW_METER });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    if (issue.code !== 'custom') continue;
    if (issue.path[0] === 'replacement_date')
      errors['replacement.date'] ??= 'meterForm.replacement.dateRequired';
    if (issue.path[0] === 'old_meter_values')
      errors['replacement.oldValues'] ??= 'meterForm.rules.meterReadingValueRequired';
  }
  return errors;
}

import {
  decimalDigits,
  isFutureReadingDate,
  LIMITS,
  readingMomentOfDay,
  readingValueSchema,
} from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

/** The photo types a reading takes (spec §2: jpg, jpeg, png). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** One OBIS code's input: the value as typed and an optional photo. */
export interface ObisEntry {
  obis: string;
  value: string;
  photo: File | null;
}

export interface ReadingFormValues {
  reading_date: Dayjs | null;
  entries: ObisEntry[];
}

/** A value as the API reads it: the decimal comma of German input becomes a point. */
export const normalizeValue = (text: string) => {
  const trimmed = text.trim();
  return trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
};

/** The value as a number for the plausibility hint, or null while it is not a valid value. */
export function numericValue(text: string): number | null {
  const parsed = readingValueSchema.safeParse(normalizeValue(text));
  return parsed.success ? Number(parsed.data) : null;
}

/**
 * Why a typed value is refused (a translation key), judged by the contract's `readingValueSchema` so
 * the dialog refuses exactly what the API would: empty, not a number, or too many digits.
 */
export function valueProblem(text: string): string | undefined {
  const normalized = normalizeValue(text);
  if (normalized === '') return 'form.required';
  if (readingValueSchema.safeParse(normalized).success) return undefined;
  return decimalDigits(normalized) ? 'readingNew.errors.tooManyDigits' : 'readingNew.errors.notANumber';
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Why a chosen photo is refused before any upload (a translation key): its type or its size. */
export function photoProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!IMAGE_EXTENSIONS.includes(extensionOf(file.name)) || (file.type && !IMAGE_TYPES.includes(file.type)))
    return 'readingNew.errors.photoType';
  if (file.size > LIMITS.imageMaxBytes) return 'readingNew.errors.photoSize';
  return undefined;
}

/**
 * The dialog's rules (spec §5): a date, not after today; a numeric value for each OBIS code; photos of
 * the allowed types under 2 MB. Messages are translation keys. `today` is injectable for tests.
 */
export function readingFormSchema(today: Dayjs = dayjs()) {
  return z.object({
    reading_date: z
      .custom<Dayjs | null>()
      .refine((value) => value?.isValid() === true, { error: 'form.required' })
      .refine(
        (value) =>
          !value || !isFutureReadingDate(readingMomentOfDay(value.toDate(), today.toDate()), today.valueOf()),
        {
          error: 'readingNew.errors.futureDate',
        },
      ),
    entries: z.array(
      z.object({
        obis: z.string(),
        value: z.string().superRefine((text, ctx) => {
          const problem = valueProblem(text);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
        photo: z.custom<File | null>().superRefine((file, ctx) => {
          const problem = photoProblem(file);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      }),
    ),
  });
}

/** The moment sent as reading_date for the picked day (contracts `readingMomentOfDay`). */
export const readingMoment = (day: Dayjs, now: Dayjs = dayjs()): string =>
  readingMomentOfDay(day.toDate(), now.toDate()).toISOString();

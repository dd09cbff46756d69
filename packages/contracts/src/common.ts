import { z } from 'zod';

/** Every object has a UUIDv7 `resource_id` and an absolute `url`. */
export const resourceIdSchema = z.uuid();
export const urlSchema = z.string();

export const detailSchema = z.object({ detail: z.string() });
export const conflictSchema = z.object({ detail: z.string(), url: z.string().optional() });
/** 400: `{<field>: [message], non_field_errors?: [...]}` */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Text without NUL bytes (PostgreSQL cannot store them) and with a maximum length. */
export function text(max: number) {
  return z
    .string()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: 'Null characters are not allowed.' });
}

/** An ISO date or date-time (its first four characters are the year) in the years 1900–2999. */
export function inPortalYears(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2999;
}

/**
 * A date and time with its offset, in years PostgreSQL and people both mean (1900–2999): year 0 or
 * 275760 would otherwise reach the database as an error instead of a field message.
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'Enter a valid date and time.' })
  .refine(inPortalYears, { error: 'Enter a date between the years 1900 and 2999.' });

/** JSON without NUL characters in any key or string (PostgreSQL's jsonb cannot store them). */
export function jsonWithoutNul(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000');
  if (Array.isArray(value)) return value.every(jsonWithoutNul);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => !key.includes('\u0000') && jsonWithoutNul(item));
  return true;
}

/** The spec's e-mail rule: text, an @, text. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+$/;
export const emailSchema = text(254).regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' });

import { z } from 'zod';
import { LIMITS } from './limits';

/** Every object has a UUIDv7 `resource_id` and an absolute `url`. */

/** Every GET of the web app carries `pagination=page_number` (spec §7); calls without paging accept it. */
export const paginationParameter = z.enum(['page_number']).optional();

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
 * 275760 would otherwise reach the database as an error instead of a field message. A plain date
 * (`2026-11-23`, the spec's bulk status change sends "today's date") is midnight UTC, as JavaScript
 * and the services have always read one; it is passed on as that date-time.
 */
const DATE_TIME_MESSAGE = 'Enter a valid date and time.';
export const dateTimeSchema = z
  .union(
    [
      z.iso.datetime({ offset: true, error: DATE_TIME_MESSAGE }),
      z.iso.date({ error: DATE_TIME_MESSAGE }).transform((day) => `${day}T00:00:00Z`),
    ],
    { error: DATE_TIME_MESSAGE },
  )
  .refine(inPortalYears, { error: 'Enter a date between the years 1900 and 2999.' });

const NUL_MESSAGE = 'Null characters are not allowed.';

/** Bytes of a string in UTF-8 (JSON.stringify leaves no lone surrogates unescaped). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * What is wrong with a free-form JSON value (custom_data …), or null: a NUL character in a key or string
 * (jsonb cannot store it), containers nested more than LIMITS.jsonMaxDepth deep (the value itself is
 * level 1), or more than LIMITS.jsonMaxBytes of UTF-8 as JSON. Walks with its own stack, never by
 * recursion, so no nesting a JSON parser accepts can exhaust the call stack.
 */
export function jsonProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return NUL_MESSAGE;
    } else if (item !== null && typeof item === 'object') {
      if (depth > LIMITS.jsonMaxDepth)
        return `Ensure the data is nested no more than ${LIMITS.jsonMaxDepth} levels deep.`;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return NUL_MESSAGE;
        stack.push([child, depth + 1]);
      }
    }
  }
  // The depth is bounded now, so stringifying cannot overflow the stack either.
  if (utf8Length(JSON.stringify(value)) > LIMITS.jsonMaxBytes)
    return `Ensure the data has no more than ${LIMITS.jsonMaxBytes} bytes as JSON.`;
  return null;
}

/** Any JSON field the server stores as given (jsonb), held to jsonProblem's limits: 400 beside the field. */
export function boundedJson<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = jsonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A free-form JSON object (custom_data): any keys and values, within jsonProblem's limits. */
export const freeJsonObjectSchema = boundedJson(z.record(z.string(), z.unknown()));

/** The spec's e-mail rule: text, an @, text. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+$/;
export const emailSchema = text(254).regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' });

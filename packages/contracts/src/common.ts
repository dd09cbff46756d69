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

/** The spec's e-mail rule: text, an @, text. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+$/;
export const emailSchema = text(254).regex(EMAIL_PATTERN, { error: 'Enter a valid email address.' });

import { z } from 'zod';
import { dateTimeSchema, text } from './common';
import { READING_REQUEST_STATUSES } from './enums';
import { LIMITS } from './limits';
import { employeeReferenceSchema, referenceSchema } from './references';

export const readingRequestCreateSchema = z
  .strictObject({
    meter: referenceSchema('meters'),
    planned_reading_date: dateTimeSchema,
    planned_reading_date_end: dateTimeSchema,
    delegate: z
      .union([employeeReferenceSchema, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    reason: text(LIMITS.shortText).nullish(),
    note: text(LIMITS.shortText).nullish(),
  })
  .superRefine((body, ctx) => {
    if (new Date(body.planned_reading_date) > new Date(body.planned_reading_date_end)) {
      ctx.addIssue({
        code: 'custom',
        path: ['planned_reading_date_end'],
        message: 'The end cannot be before the start.',
      });
    }
  });
export type ReadingRequestCreate = z.input<typeof readingRequestCreateSchema>;

/**
 * The planned dates' rule, "today or later". In a form: from the start of the user's local day. On the
 * server (`anywhere`), which does not know the user's time zone: the day may still be today somewhere,
 * so a value up to one day before now passes.
 */
export function isTodayOrLater(value: string | Date, now = new Date(), zone: 'local' | 'anywhere' = 'local') {
  const earliest =
    zone === 'local'
      ? new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()
      : now.getTime() - 24 * 3600_000;
  return new Date(value).getTime() >= earliest;
}

export const PLANNED_DATE_MESSAGES = {
  planned_reading_date: 'The planned start must be today or later.',
  planned_reading_date_end: 'The planned end must be today or later.',
} as const;

/** English names of request states in the API's OPTIONS metadata (other values are humanized). */
export const READING_REQUEST_STATUS_LABELS: Readonly<Record<string, string>> = {
  postponed_notified: 'Notified',
  rejected_selfservice: 'Rejected (self-service)',
  success_selfservice: 'Success (self-service)',
};

export const readingRequestSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  status: z.enum(READING_REQUEST_STATUSES),
  status_note: z.string().nullable(),
  status_note_text: z.string().nullable(),
  delegate: z.string().nullable(),
  delegate_name: z.string().nullable(),
  planned_reading_date: z.string(),
  planned_reading_date_end: z.string(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  reading: z.string().nullable(),
  overdue: z.boolean(),
  meter: z.object({
    url: z.string(),
    resource_id: z.uuid(),
    meter_id: z.string(),
    physical_medium: z.string(),
    physical_unit: z.string(),
    status: z.string(),
    obis_codes: z.array(z.string()),
  }),
  created: z.string(),
  modified: z.string(),
  owner: z.string().nullable(),
});
export type ReadingRequest = z.infer<typeof readingRequestSchema>;

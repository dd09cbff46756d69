import { isTodayOrLater, LIMITS } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

/** Messages are translation keys (form.*), translated by `errorText`. */
const date = z
  .custom<Dayjs | null>()
  .refine((value) => value?.isValid() === true, { error: 'form.required' });
const optionalText = z.string().trim().max(LIMITS.shortText, { error: 'form.max' });

/**
 * The new reading request form: start today or later and not after the end; end today or later and
 * not before the start (spec: reading request rules). `today` is injectable for tests.
 */
export function requestFormSchema(today: Dayjs = dayjs()) {
  // The contracts' rule (local calendar day of `today`), so the web and the API agree on "today".
  const past = (value: Dayjs | null) =>
    value?.isValid() === true && !isTodayOrLater(value.toISOString(), today.toDate());
  return z
    .object({
      planned_reading_date: date,
      planned_reading_date_end: date,
      delegate: z.string(),
      reason: optionalText,
      note: optionalText,
    })
    .superRefine((values, ctx) => {
      const start = values.planned_reading_date;
      const end = values.planned_reading_date_end;
      if (past(start))
        ctx.addIssue({ code: 'custom', path: ['planned_reading_date'], message: 'form.dateTodayOrLater' });
      if (past(end))
        ctx.addIssue({
          code: 'custom',
          path: ['planned_reading_date_end'],
          message: 'form.dateTodayOrLater',
        });
      if (start?.isValid() && end?.isValid() && start.isAfter(end, 'day')) {
        ctx.addIssue({ code: 'custom', path: ['planned_reading_date'], message: 'form.startAfterEnd' });
        ctx.addIssue({ code: 'custom', path: ['planned_reading_date_end'], message: 'form.endBeforeStart' });
      }
    });
}

export type RequestFormValues = z.input<ReturnType<typeof requestFormSchema>>;
export const REQUEST_FIELDS = [
  'planned_reading_date',
  'planned_reading_date_end',
  'delegate',
  'reason',
  'note',
] as const;

import { z } from 'zod';
import { dateTimeSchema, text } from './common';
import { READING_REQUEST_ORIGINS, READING_REQUEST_STATUSES, STATUS_NOTES, type StatusNote } from './enums';
import { LIMITS } from './limits';
import { READING_REQUEST_MESSAGES } from './reading-requests-plain';
import { employeeReferenceSchema, referenceSchema } from './references';

/** POST reading_requests/; the period and the meter are judged by `judgeNewReadingRequest`. */
export const readingRequestCreateSchema = z.strictObject({
  meter: referenceSchema('meters'),
  planned_reading_date: dateTimeSchema,
  planned_reading_date_end: dateTimeSchema,
  delegate: z
    .union([employeeReferenceSchema, z.literal('')])
    .nullish()
    .transform((value) => value || null),
  reason: text(LIMITS.shortText).nullish(),
  note: text(LIMITS.shortText).nullish(),
});
export type ReadingRequestCreate = z.input<typeof readingRequestCreateSchema>;

/** The PATCH's three operations, as the server acts on them. */
export type ReadingRequestPatchAction =
  | { action: 'dispatch'; delegate: string | null }
  | { action: 'reject'; status_note: StatusNote }
  | { action: 'answer'; reading: string };

/**
 * PATCH reading_requests/{id}/ in the spec's three shapes, read into one of the operations above:
 * `{delegate}` (dispatch; `status: "new"` and an empty note may come along; a rejected request goes back
 * to new), `{status: "rejected", status_note}` (only new requests), `{reading, status: "success"}` (a
 * reading of the request's meter answers it). Any other combination is a 400.
 */
export const readingRequestPatchSchema = z
  .strictObject({
    delegate: z.union([employeeReferenceSchema, z.literal('')]).nullish(),
    status: z.enum(READING_REQUEST_STATUSES).optional(),
    status_note: z.enum(STATUS_NOTES).nullish(),
    reading: referenceSchema('readings').optional(),
  })
  .transform((body, ctx): ReadingRequestPatchAction => {
    const sent = Object.entries(body).flatMap(([key, value]) => (value === undefined ? [] : [key]));
    const only = (...allowed: string[]) => sent.every((key) => allowed.includes(key));
    if (sent.includes('delegate') && only('delegate', 'status', 'status_note')) {
      if ((!body.status || body.status === 'new') && !body.status_note)
        return { action: 'dispatch', delegate: body.delegate || null };
    } else if (body.status === 'rejected' && only('status', 'status_note')) {
      if (body.status_note) return { action: 'reject', status_note: body.status_note };
      ctx.addIssue({ code: 'custom', path: ['status_note'], message: 'Choose a status note.' });
      return z.NEVER;
    } else if (body.status === 'success' && body.reading && only('status', 'reading')) {
      return { action: 'answer', reading: body.reading };
    }
    ctx.addIssue({ code: 'custom', path: [], message: READING_REQUEST_MESSAGES.shape });
    return z.NEVER;
  });
export type ReadingRequestPatch = z.input<typeof readingRequestPatchSchema>;

const companyLink = z.object({ url: z.string(), name: z.string() }).nullable();

export const readingRequestSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  status: z.enum(READING_REQUEST_STATUSES),
  status_note: z.enum(STATUS_NOTES).nullable(),
  status_note_text: z.string().nullable(),
  delegate: z.string().nullable(),
  delegate_name: z.string().nullable(),
  planned_reading_date: z.string(),
  planned_reading_date_end: z.string(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** The reading that answered the request. */
  reading: z
    .object({
      url: z.string(),
      reading_date: z.string(),
      results: z.array(z.object({ obis: z.string(), value: z.number(), applied_method: z.string() })),
    })
    .nullable(),
  /** Expected meter reading range per OBIS code for the planned period. */
  expected_values: z.array(z.object({ obis: z.string(), low: z.number(), high: z.number() })).nullable(),
  /** The employee who ordered the reading. */
  employee: z.string().nullable(),
  tour: z.string().nullable(),
  overdue: z.boolean(),
  /** Ordered in the portal (or by the API), by the reading schedule, or by an import. */
  origin: z.enum(READING_REQUEST_ORIGINS),
  meter: z.object({
    url: z.string(),
    resource_id: z.uuid(),
    meter_id: z.string(),
    /** What the meter's barcode reads: a scan finds the request on the device too. */
    barcode_id: z.string().nullable(),
    physical_medium: z.string(),
    physical_unit: z.string(),
    status: z.string(),
    obis_codes: z.array(z.string()),
    building: z.object({
      url: z.string(),
      resource_id: z.uuid(),
      business_entity: z.string().nullable(),
      zip_code: z.string(),
      city: z.string(),
      street: z.string(),
      street_number: z.string(),
      property_manager: z.string().nullable(),
      property_manager_name: z.string().nullable(),
    }),
    commercial_consumer: companyLink,
    energy_supplier: companyLink,
    meter_reading_service: companyLink,
  }),
  created: z.string(),
  modified: z.string(),
  owner: z.string().nullable(),
  /** The company that created the request: only it may delete it. */
  owner_company_name: z.string(),
});
export type ReadingRequest = z.infer<typeof readingRequestSchema>;

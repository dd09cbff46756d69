import { z } from 'zod';
import { dateTimeSchema, text } from './common';
import type { PortalConfiguration } from './configuration';
import { READING_REQUEST_ORIGINS, READING_REQUEST_STATUSES, STATUS_NOTES, type StatusNote } from './enums';
import { LIMITS } from './limits';
import { message } from './messages';
import { PENDING_READING_REQUEST_STATUSES } from './permissions/reading-requests';
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

/** English names of status notes in the API's OPTIONS metadata. */
export const STATUS_NOTE_LABELS: Readonly<Record<string, string>> = {
  incorrect_scheduled: 'Incorrectly scheduled',
  meter_defect: 'Meter defect',
  meter_not_found: 'Meter not found',
  meter_not_read_in_time: 'Meter not read in time',
  access_not_possible: 'Access not possible',
  reading_period_finalized: 'Reading not performed',
  object_closed: 'Object closed',
};

/**
 * Overdue: still pending and planned to end before the overdue date, the start of today (UTC) minus the
 * configuration's OVERDUE_BEFORE_DAYS.
 */
export function overdueDate(overdueBeforeDays: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - overdueBeforeDays));
}
export function isOverdue(
  request: { status: string; planned_reading_date_end: string | Date },
  overdueBeforeDays: number,
  now = new Date(),
): boolean {
  return (
    (PENDING_READING_REQUEST_STATUSES as readonly string[]).includes(request.status) &&
    new Date(request.planned_reading_date_end).getTime() < overdueDate(overdueBeforeDays, now).getTime()
  );
}

/** Orderings GET reading_requests/ accepts (`o`, `-` for descending). */
export const READING_REQUEST_ORDERING = [
  'planned_reading_date',
  'planned_reading_date_end',
  'created',
  'modified',
  'status',
  'status_note',
  'reason',
  'delegate_name',
  'meter__meter_id',
  'meter__physical_medium',
  'meter__building__zip_code',
  'meter__building__city',
  'meter__building__street',
] as const;
export type ReadingRequestOrdering = (typeof READING_REQUEST_ORDERING)[number];
export const READING_REQUEST_DEFAULT_ORDERING = 'planned_reading_date' satisfies ReadingRequestOrdering;

/** Query parameters of GET reading_requests/ beyond paging, ordering and search. */
export const READING_REQUEST_FILTERS = [
  'status',
  'status_note',
  'delegate',
  'delegate__isnull',
  'meter__building__property_manager__email',
  'meter__status',
  'physical_medium',
  'energy_supplier',
  'commercial_consumer',
  'meter_reading_service',
  'created_after',
  'created_before',
  'planned_reading_date_after',
  'planned_reading_date_before',
  'overdue',
  'meter',
  'meter__main_meter__isnull',
  /** Requests of the meter carrying this barcode (a reader's scan). */
  'meter__barcode_id',
  /** Requests created by one of the caller's company's contractors (the dashboard's partner row). */
  'created_by_contractor',
  'origin',
] as const;
export type ReadingRequestFilter = (typeof READING_REQUEST_FILTERS)[number];

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

/**
 * The status notes a request may be rejected with: the configured AVAILABLE_STATUS_NOTES (offered in
 * OPTIONS reading_requests/ and the web's reject action); a PATCH with another note answers 400.
 */
export const availableStatusNotes = (
  config: Pick<PortalConfiguration, 'AVAILABLE_STATUS_NOTES'>,
): readonly StatusNote[] => config.AVAILABLE_STATUS_NOTES;

export const READING_REQUEST_MESSAGES = {
  onlyNewRejected: 'Only new reading requests can be rejected.',
  onlyNewDeleted: 'Only new reading requests can be deleted.',
  readersMayNotDelete: 'Meter readers may not delete reading requests.',
  readersMayNotDispatch: 'Meter readers may not change the delegate.',
  createdBy: (company: string) => message('requests.createdBy', { company }),
  readingOfOtherMeter: 'The reading and the reading request must be of the same meter.',
  alreadyAnswered: 'A reading already answers this reading request.',
  answeredNotDispatched: 'A reading request that has its reading cannot be dispatched again.',
  shape: 'Send {delegate}, {status: "rejected", status_note} or {reading, status: "success"}.',
  statusNoteNotOffered: (offered: readonly string[]) =>
    offered.length
      ? message('requests.statusNoteOffered', { notes: offered.join(', ') })
      : message('requests.noStatusNotes'),
} as const;

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

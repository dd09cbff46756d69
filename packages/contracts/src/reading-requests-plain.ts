import type { PortalConfiguration } from './configuration';
import type { StatusNote } from './enums';
import { message } from './messages';
import { PENDING_READING_REQUEST_STATUSES } from './permissions/reading-requests';

/**
 * Everything of reading requests but their zod schemas (reading-requests.ts): a page that needs a rule,
 * a name or the list's orderings does not load zod and the schemas with them.
 */

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

import type { ReadingRequestStatus } from '../enums';
import { type Actor, isMeterReader } from './session';

/** What the request permissions look at. */
export interface ReadingRequestFacts {
  status: ReadingRequestStatus;
  ownerCompanyId: string;
}

/** Delete: admin, scheduler or basic of the creating company, only while the request is new. */
export function canDeleteReadingRequest(actor: Actor, request: ReadingRequestFacts): boolean {
  return !isMeterReader(actor) && request.status === 'new' && request.ownerCompanyId === actor.companyId;
}

/** Reject (status rejected with a note): only new requests. */
export function canRejectReadingRequest(
  _actor: Actor,
  request: Pick<ReadingRequestFacts, 'status'>,
): boolean {
  return request.status === 'new';
}

/** Dispatch (set the delegate): anyone who sees the request but a meter reader. */
export function canDispatchReadingRequest(actor: Actor): boolean {
  return !isMeterReader(actor);
}

/** Requests still to be read: overdue applies to these, and an account deletion unassigns them. */
export const PENDING_READING_REQUEST_STATUSES = [
  'new',
  'postponed',
  'postponed_notified',
] as const satisfies readonly ReadingRequestStatus[];

/** A request a reading answered: success by the portal/app, or by self-service. */
export const SUCCESS_READING_REQUEST_STATUSES = [
  'success',
  'success_selfservice',
] as const satisfies readonly ReadingRequestStatus[];
/** A request that will not be read: rejected by a scheduler (or finalize), or by self-service. */
export const REJECTED_READING_REQUEST_STATUSES = [
  'rejected',
  'rejected_selfservice',
] as const satisfies readonly ReadingRequestStatus[];

const isOneOf = (list: readonly string[], status: string) => list.includes(status);

/**
 * Answer (a reading of its meter answers it, status success): anyone who sees the request, once. A
 * request a reading already answered refuses a second answer; a rejected one may still be answered by a
 * reading that comes late.
 */
export function canAnswerReadingRequest(
  _actor: Actor,
  request: Pick<ReadingRequestFacts, 'status'> & { readingId: string | null },
): boolean {
  return request.readingId === null && !isOneOf(SUCCESS_READING_REQUEST_STATUSES, request.status);
}

/**
 * What a dispatch (a new delegate) does to a request in `status`: refused once a reading answered it;
 * a rejected request goes back to new with its note cleared; otherwise only the delegate changes.
 */
export function dispatchEffect(status: ReadingRequestStatus): 'refuse' | 'reopen' | 'assign' {
  if (isOneOf(SUCCESS_READING_REQUEST_STATUSES, status)) return 'refuse';
  if (isOneOf(REJECTED_READING_REQUEST_STATUSES, status)) return 'reopen';
  return 'assign';
}

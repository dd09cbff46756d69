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

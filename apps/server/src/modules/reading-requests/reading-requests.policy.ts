import {
  canAnswerReadingRequest,
  canDeleteReadingRequest,
  canDispatchReadingRequest,
  canRejectReadingRequest,
  READING_REQUEST_MESSAGES,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { ReadingRequestRow } from './reading-requests.repository';

const facts = (row: ReadingRequestRow) => ({ status: row.status, ownerCompanyId: row.owner_company_id });

export type ReadingRequestAction = 'dispatch' | 'reject' | 'answer' | 'delete';

/** May the user do `action` to this request? The rules live in @portal/contracts. */
export function mayReadingRequest(
  auth: Pick<RequestAuth, 'actor'>,
  action: ReadingRequestAction,
  row: ReadingRequestRow,
) {
  switch (action) {
    case 'dispatch':
      return canDispatchReadingRequest(auth.actor);
    case 'reject':
      return canRejectReadingRequest(auth.actor, facts(row));
    case 'answer':
      return canAnswerReadingRequest(auth.actor, { status: row.status, readingId: row.reading_id });
    case 'delete':
      return canDeleteReadingRequest(auth.actor, facts(row));
  }
}

/**
 * As `mayReadingRequest`, but refuses with the reason: 403 for who may not (a meter reader, another
 * company, naming the company that created the request), 400 for a request in the wrong state, 409 for
 * a request a reading already answered (naming that reading).
 */
export function authorizeReadingRequest(
  auth: Pick<RequestAuth, 'actor'>,
  action: ReadingRequestAction,
  row: ReadingRequestRow,
): void {
  if (mayReadingRequest(auth, action, row)) return;
  const reader = auth.actor.role === 'meter_reader';
  switch (action) {
    case 'dispatch':
      throw forbidden(READING_REQUEST_MESSAGES.readersMayNotDispatch);
    case 'reject':
      throw badRequest({ status: [READING_REQUEST_MESSAGES.onlyNewRejected] });
    case 'answer':
      throw answeredConflict(row);
    case 'delete':
      if (reader) throw forbidden(READING_REQUEST_MESSAGES.readersMayNotDelete);
      if (row.owner_company_id !== auth.actor.companyId)
        throw forbidden(READING_REQUEST_MESSAGES.createdBy(row.owner_company_name));
      throw badRequest({ non_field_errors: [READING_REQUEST_MESSAGES.onlyNewDeleted] });
  }
}

/** 409 for a second answer: the request is answered already, by the reading it names. */
export function answeredConflict(row: Pick<ReadingRequestRow, 'reading_id'>) {
  return conflict(
    READING_REQUEST_MESSAGES.alreadyAnswered,
    row.reading_id ? { collection: 'readings', id: row.reading_id } : undefined,
  );
}

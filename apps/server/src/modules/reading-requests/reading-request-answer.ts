import { READING_REQUEST_MESSAGES } from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { badRequest } from '../../http/errors';
import type { DataAccess } from '../data-access';
import { answeredConflict, authorizeReadingRequest } from './reading-requests.policy';

/**
 * The one answer operation: a reading of the request's meter answers the request (status success,
 * linked), on the caller's transaction. Used by PATCH reading_requests/{id}/ `{reading, status}` and by
 * POST readings/ with `reading_request`. A request already answered refuses (409 naming its reading),
 * also when two answers race: the link is a conditional update, the loser finds the winner's reading.
 * `field` names the body field that pointed at the other object (for the 400).
 */
export async function answerReadingRequest(
  data: DataAccess,
  auth: Pick<RequestAuth, 'actor'>,
  requestId: string,
  reading: { id: string; meter_id: string },
  field: 'reading' | 'reading_request',
): Promise<void> {
  const request = await data.readingRequests.findById(auth.actor, requestId);
  if (!request || request.meter_id !== reading.meter_id)
    throw badRequest({ [field]: [READING_REQUEST_MESSAGES.readingOfOtherMeter] });
  authorizeReadingRequest(auth, 'answer', request);
  if (await data.readingRequests.answer(auth.actor, request.id, reading.id)) return;
  const winner = await data.readingRequests.findByIdOrThrow(auth.actor, request.id);
  throw answeredConflict(winner);
}

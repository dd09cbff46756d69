import type { ReadingRequest, ReadingRequestPatch, StatusNote } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/**
 * PATCH reading_requests/{id}/: `{delegate}` (dispatch), `{status: "rejected", status_note}` (only new
 * requests, else 400) or `{reading, status: "success"}`.
 */
export const patchReadingRequest = (id: string, body: ReadingRequestPatch) =>
  api.patch<ReadingRequest>(`reading_requests/${encodeURIComponent(id)}/`, body);

/** Thrown when the server answers a reject without rejecting: the request counts as failed. */
export class NotRejectedError extends Error {}

/** Rejects one new request with a status note (one the configuration offers); fails unless the answer is rejected. */
export async function rejectReadingRequest(id: string, statusNote: StatusNote): Promise<ReadingRequest> {
  const answer = await patchReadingRequest(id, { status: 'rejected', status_note: statusNote });
  if (answer?.status !== 'rejected') throw new NotRejectedError();
  return answer;
}

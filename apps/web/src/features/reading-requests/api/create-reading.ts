import { type Reading, type ReadingCreate, referenceId } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';
import { invalidateReadingRequestChange } from '../../../resources/reading-requests';
import { invalidateReadingChange } from '../../../resources/readings';

/**
 * POST readings/ → 201; with `reading_request` the server answers that request in the same transaction.
 * With an Idempotency-Key a retry answers the first write's reading instead of adding a second one.
 */
export const createReading = (body: ReadingCreate, idempotencyKey?: string) =>
  api.post<Reading>('readings/', body, {
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
  });

/**
 * Records a reading and refreshes what shows it: the readings lists, the meter's series and detail, and
 * the reading requests (the answered one is a success now; the buildings list filters by them).
 * `idempotencyKey` gives each send its key. Sent whatever the browser says of its connection: a failed
 * send fails at once (the reading-new dialog then keeps it in the outbox) instead of pausing.
 */
export function useCreateReading(idempotencyKey?: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingCreate) => createReading(body, idempotencyKey?.()),
    networkMode: 'always',
    onSuccess: (reading, body) =>
      Promise.all([
        invalidateReadingChange(queryClient, {
          readingId: reading.resource_id,
          meterId: referenceId(body.meter),
        }),
        invalidateReadingRequestChange(queryClient),
      ]),
  });
}

import { type Reading, type ReadingCreate, referenceId } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReadingRequestChange } from '../../../resources/reading-requests';
import { invalidateReadingChange } from '../../../resources/readings';

/** POST readings/ → 201; with `reading_request` the server answers that request in the same transaction. */
export const createReading = (body: ReadingCreate) => api.post<Reading>('readings/', body);

/**
 * Records a reading and refreshes what shows it: the readings lists, the meter's series and detail, and
 * the reading requests (the answered one is a success now; the buildings list filters by them).
 */
export function useCreateReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReading,
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

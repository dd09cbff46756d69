import { type Reading, referenceId } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReadingChange } from '../../../resources/readings';

/** DELETE readings/{id}/ → 204; the requests it answered become open again. */
export const deleteReading = (id: string) => api.delete(`readings/${encodeURIComponent(id)}/`);

/** Deletes the reading of the detail page (which then leaves), and refreshes what showed it. */
export function useDeleteReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reading: Reading) => deleteReading(reading.resource_id),
    onSuccess: (_answer, reading) =>
      invalidateReadingChange(queryClient, {
        readingId: reading.resource_id,
        meterId: referenceId(reading.meter),
        deleted: true,
      }),
  });
}

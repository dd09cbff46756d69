import { type Reading, type ReadingPatch, referenceId } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReadingChange } from '../../../resources/readings';

/** PATCH readings/{id}/ with the whole reading's results; answers the saved reading. */
export const patchReading = (id: string, body: ReadingPatch) =>
  api.patch<Reading>(`readings/${encodeURIComponent(id)}/`, body);

export interface ValueEdit {
  reading: Reading;
  obis: string;
  /** The new value as the user typed it, already checked to be a decimal ("1234.5"). */
  value: string;
}

/**
 * Saves one OBIS code's new value: the server takes the whole reading, so the other results go along as
 * read (it saves only what changed, as manual). Refreshes what shows the reading when it worked.
 */
export function usePatchReadingValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reading, obis, value }: ValueEdit) =>
      patchReading(reading.resource_id, {
        results: reading.results.map((result) =>
          result.obis === obis
            ? { obis, value, applied_method: 'manual' }
            : // Unchanged values keep their applied method on the server.
              { obis: result.obis, value: result.value },
        ),
      }),
    onSuccess: (_answer, { reading }) =>
      invalidateReadingChange(queryClient, {
        readingId: reading.resource_id,
        meterId: referenceId(reading.meter),
      }),
  });
}

import type { ReadingRequest, ReadingRequestCreate } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReadingRequestChange } from '../../../resources/reading-requests';

/** POST reading_requests/ → 201; 409 for a duplicate (same meter, reader and planned start). */
export const createReadingRequest = (body: ReadingRequestCreate) =>
  api.post<ReadingRequest>('reading_requests/', body);

/** Creates a request and refreshes the reading request lists (and the buildings list, which filters by them). */
export function useCreateReadingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReadingRequest,
    onSuccess: () => invalidateReadingRequestChange(queryClient),
  });
}

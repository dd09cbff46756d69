import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReadingRequestChange } from '../../../resources/reading-requests';

/** DELETE reading_requests/{id}/ → 204; 403 (detail names the creating company) or 400 when not new. */
export const deleteReadingRequest = (id: string) => api.delete(`reading_requests/${encodeURIComponent(id)}/`);

/** Deletes one request (the row's icon), then refreshes the request lists and the buildings list. */
export function useDeleteReadingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReadingRequest,
    onSettled: () => invalidateReadingRequestChange(queryClient),
  });
}

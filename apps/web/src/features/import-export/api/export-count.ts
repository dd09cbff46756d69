import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ExportRequest } from '../export-form-schema';

export const exportKeys = {
  all: ['exports'] as const,
  count: (request: ExportRequest) => [...exportKeys.all, 'count', request.path, request.query] as const,
};

/** GET reading_requests-download-dryrun/{mode}/[{companyId}/]: how many rows the export has. */
export const getExportCount = (request: ExportRequest, signal?: AbortSignal) =>
  api.get<{ count: number }>(`reading_requests-download-dryrun/${request.path}`, {
    query: request.query,
    signal,
  });

/** The record count of `request` (none asked while it is undefined); a failure is the caller's to log. */
export function useExportCount(request: ExportRequest | undefined) {
  return useQuery({
    queryKey: request ? exportKeys.count(request) : [...exportKeys.all, 'count', 'none'],
    queryFn: ({ signal }) => getExportCount(request!, signal),
    enabled: request !== undefined,
    retry: false,
    staleTime: 0,
  });
}

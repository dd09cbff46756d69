import type { Job } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The answer of PUT reading_requests-upload/{mode}/[1/] with Prefer: respond-async: 202 at once, the job's
 * id (`report`: GET jobs/{report}/ follows it) and url. A server answering only when the job ended (200)
 * names the job as `report` too, so the page follows the job either way.
 */
export interface ImportAnswer {
  report: string;
  job?: string;
}

export interface ImportUpload {
  modeId: string;
  file: File;
  dryRun: boolean;
}

/** `attachment; filename="…"`, with `filename*` for names beyond ASCII (a header carries Latin-1 only). */
export function attachmentHeader(name: string): string {
  const plain = name.replace(/["\\\r\n]/g, '_');
  if (/^[\x20-\x7e]*$/.test(plain)) return `attachment; filename="${plain}"`;
  const ascii = plain.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * PUT reading_requests-upload/{mode}/ (the dry run: `…/{mode}/1/`) with the file itself as the body;
 * `Prefer: respond-async` has the server answer at once, and the job is then followed.
 */
export const putImportFile = ({ modeId, file, dryRun }: ImportUpload) =>
  api.put<ImportAnswer>(`reading_requests-upload/${modeId}/${dryRun ? '1/' : ''}`, file, {
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'Content-Disposition': attachmentHeader(file.name),
      Prefer: 'respond-async',
    },
  });

export function useUploadImport() {
  return useMutation({ mutationFn: putImportFile });
}

/** How often a running import is asked for its progress. */
export const JOB_POLL_MS = 1_000;

export const importKeys = {
  all: ['imports'] as const,
  job: (id: string) => ['imports', 'job', id] as const,
  /** The pages of the import history: refreshed whenever a job of this page ends. */
  lists: () => ['imports', 'list'] as const,
  list: (params: Record<string, string | number>) => ['imports', 'list', params] as const,
};

/** GET jobs/{id}/ every second while the job runs (none asked while `id` is undefined). */
export function useImportJob(id: string | undefined) {
  return useQuery({
    queryKey: importKeys.job(id ?? 'none'),
    queryFn: ({ signal }) => api.get<Job>(`jobs/${id}/`, { signal }),
    enabled: id !== undefined,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? JOB_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

import type { Job } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type DownloadedFile, saveFile } from '../../../lib/download';
import type { ExportFormat, ExportRequest } from '../export-form-schema';
import { JOB_POLL_MS } from './upload-import';

export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The header of the download's answer that names its job (an absolute URL of GET jobs/{id}/). */
export const JOB_HEADER = 'X-Job';

/**
 * GET reading_requests-download/{mode}/[{companyId}/]: the file (xlsx, or CSV when asked for text/csv).
 * `onJob` gets the export's job URL as soon as the headers arrive, while the body still comes.
 */
export const getExportFile = (request: ExportRequest, format: ExportFormat, onJob?: (url: string) => void) =>
  api.get<DownloadedFile>(`reading_requests-download/${request.path}`, {
    query: request.query,
    responseType: 'file',
    headers: { Accept: format === 'csv' ? 'text/csv' : SPREADSHEET_TYPE },
    onHeaders: (headers) => {
      const url = headers.get(JOB_HEADER);
      if (url) onJob?.(url);
    },
  });

export interface ExportDownload {
  request: ExportRequest;
  format: ExportFormat;
}

/**
 * Downloads the export and saves it under the server's name (a timestamp and the company, or `all`);
 * `onJob` gets the URL of the export's job once the answer's headers are there.
 */
export function useDownloadExport(onJob?: (url: string) => void) {
  return useMutation({
    mutationFn: async ({ request, format }: ExportDownload) => {
      saveFile(await getExportFile(request, format, onJob), `export.${format}`);
    },
  });
}

export const exportKeys = {
  job: (url: string) => ['exports', 'job', url] as const,
};

/**
 * GET jobs/{id}/ of a running export (its `X-Job` URL) as often as an import's job is asked, until it
 * has ended; none asked while `url` is undefined (the download has not answered yet, or has ended).
 */
export function useExportJob(url: string | undefined) {
  return useQuery({
    queryKey: exportKeys.job(url ?? 'none'),
    queryFn: ({ signal }) => api.get<Job>(url!, { signal }),
    enabled: url !== undefined,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? JOB_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

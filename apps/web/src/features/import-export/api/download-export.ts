import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type DownloadedFile, saveFile } from '../../../lib/download';
import type { ExportFormat, ExportRequest } from '../export-form-schema';

export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET reading_requests-download/{mode}/[{companyId}/]: the file (xlsx, or CSV when asked for text/csv). */
export const getExportFile = (request: ExportRequest, format: ExportFormat) =>
  api.get<DownloadedFile>(`reading_requests-download/${request.path}`, {
    query: request.query,
    responseType: 'file',
    headers: { Accept: format === 'csv' ? 'text/csv' : SPREADSHEET_TYPE },
  });

export interface ExportDownload {
  request: ExportRequest;
  format: ExportFormat;
}

/** Downloads the export and saves it under the server's name (a timestamp and the company, or `all`). */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async ({ request, format }: ExportDownload) => {
      saveFile(await getExportFile(request, format), `export.${format}`);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type DownloadedFile, saveFile } from '../../../lib/download';

/** GET reporting/?year=YYYY: the annual report as a CSV file, named by the server. */
export const getReport = (year: number) =>
  api.get<DownloadedFile>('reporting/', { query: { year }, responseType: 'file' });

/** Downloads the year's report and saves it under the server's file name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (year: number) => {
      saveFile(await getReport(year), `annual-report_${year}.csv`);
    },
  });
}

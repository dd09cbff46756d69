import type { PortalConfiguration } from '@portal/contracts';

/** Spec §2: the page a finished import leads back to, by the configured IMPORT_MODES. */
export function importBackTo(config: Pick<PortalConfiguration, 'IMPORT_MODES'>) {
  const all = config.IMPORT_MODES.includes('ALL');
  const base = config.IMPORT_MODES.includes('BASE');
  if (all && !base) return { to: '/reading-requests', labelKey: 'readingRequests' } as const;
  if (base && !all) return { to: '/buildings', labelKey: 'buildings' } as const;
  return { to: '/', labelKey: 'home' } as const;
}

/** The import history with the report of one job open. */
export const importReportPath = (jobId: string) => `/import-export/history?job=${encodeURIComponent(jobId)}`;

/** The spreadsheet types the file picker offers (the server reads xlsx and CSV). */
export const IMPORT_ACCEPT = [
  '.xlsx',
  '.xls',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
].join(',');

/** Spec §5: a file whose name has no extension is ignored. */
export const hasExtension = (name: string) => /\.[^./\\]+$/.test(name) && !/^\.[^.]+$/.test(name);

/** At most this many of an import's messages are listed; the rest are counted. */
export const SHOWN_MESSAGES = 50;

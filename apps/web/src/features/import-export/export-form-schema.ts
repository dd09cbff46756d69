import {
  exportFilterVisibility,
  METER_STATUSES,
  type PortalConfiguration,
  READING_REQUEST_STATUSES,
  STATUS_NOTES,
  TRANSFER_MODE_IDS,
  transferModeIds,
} from '@portal/contracts';
import { z } from 'zod';

/** The export page's modes in the web routes (`/import-export/export/{id}`): 0 requests, 1 meters, 2 readings. */
export const EXPORT_MODE_IDS = Object.keys(TRANSFER_MODE_IDS);

/** The modes this build offers: the configured IMPORT_MODES (spec §9), and readings always. */
export const availableExportModes = transferModeIds;

/** Spec §2: 0 = all records, 1 = the own company's submeters, 2 = for a chosen company. */
export const EXPORT_OPTIONS = ['0', '1', '2'] as const;
export type ExportOption = (typeof EXPORT_OPTIONS)[number];

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const KEY = 'importExport.export';

export const exportFormSchema = z
  .object({
    option: z.enum(EXPORT_OPTIONS),
    company: z.string(),
    meterStatus: z.enum(METER_STATUSES).or(z.literal('')),
    statuses: z.array(z.enum(READING_REQUEST_STATUSES)),
    statusNotes: z.array(z.enum(STATUS_NOTES)),
    /** `YYYY-MM-DD` or '' (open). */
    from: z.string(),
    to: z.string(),
    format: z.enum(EXPORT_FORMATS),
  })
  .refine((values) => values.option !== '2' || values.company !== '', {
    path: ['company'],
    error: `${KEY}.companyRequired`,
  });
export type ExportFormValues = z.infer<typeof exportFormSchema>;

export const EXPORT_FORM_DEFAULTS: ExportFormValues = {
  option: '0',
  company: '',
  meterStatus: '',
  statuses: [],
  statusNotes: [],
  from: '',
  to: '',
  format: 'xlsx',
};

/** An export's endpoint below `reading_requests-download[-dryrun]/` and its query (spec §3). */
export interface ExportRequest {
  /** `{mode}/` or, for option 2, `{mode}/{companyId}/`. */
  path: string;
  query: Record<string, string>;
}

/**
 * The request of the form's values: the mode's filters only (the server refuses unknown ones), the dates
 * under the configured names (STATISTICS_START_FILTER / STATISTICS_END_FILTER).
 */
export function exportRequest(
  modeId: string,
  values: ExportFormValues,
  names: Pick<PortalConfiguration, 'STATISTICS_START_FILTER' | 'STATISTICS_END_FILTER'>,
): ExportRequest {
  const shown = exportFilterVisibility(modeId);
  const query: Record<string, string> = {};
  if (values.meterStatus) query.meter_status = values.meterStatus;
  if (shown.statuses && values.statuses.length) query.filter_status = values.statuses.join(',');
  if (shown.statuses && values.statusNotes.length) query.filter_status_note = values.statusNotes.join(',');
  if (shown.dates && values.from) query[names.STATISTICS_START_FILTER] = values.from;
  if (shown.dates && values.to) query[names.STATISTICS_END_FILTER] = values.to;
  if (values.option === '1') query.own_sub_meters = 'true';
  const company = values.option === '2' && values.company ? `${encodeURIComponent(values.company)}/` : '';
  return { path: `${encodeURIComponent(modeId)}/${company}`, query };
}

import { z } from 'zod';
import type { PortalConfiguration } from './configuration';
import { dayRangeQuerySchema, type StatisticsFilterNames } from './dashboard';
import { type CompanyType, METER_STATUSES, READING_REQUEST_STATUSES, STATUS_NOTES } from './enums';
import type { JobMode } from './jobs';

/**
 * The spreadsheet columns of imports and exports: the API's field names, so a file exported
 * in a mode re-imports in that mode unchanged. Where a building's, meter's and request's fields share a
 * name, the meter keeps it and the others are prefixed (`building_note`, `request_note`). Companies are
 * named by name, users by e-mail, a main meter by its meter number; lists (OBIS codes) are comma-separated.
 */
export type TransferValueKind = 'text' | 'number' | 'integer' | 'datetime' | 'list';

export interface TransferColumn {
  name: string;
  kind: TransferValueKind;
  /** An import row without it is refused. */
  required?: boolean;
}

const column = (name: string, kind: TransferValueKind = 'text', required = false): TransferColumn => ({
  name,
  kind,
  ...(required ? { required } : {}),
});

export const BUILDING_TRANSFER_COLUMNS: TransferColumn[] = [
  column('street', 'text', true),
  column('street_number', 'text', true),
  column('zip_code', 'text', true),
  column('city', 'text', true),
  column('country'),
  column('state'),
  column('business_entity'),
  column('business_unit'),
  column('building_label'),
  column('building_note'),
  column('commercial_consumer'),
  column('preferred_delegate'),
  column('property_manager'),
];

export const METER_TRANSFER_COLUMNS: TransferColumn[] = [
  column('meter_id', 'text', true),
  column('label'),
  column('barcode_id'),
  column('metering_code'),
  column('malo_code'),
  column('obis_codes', 'list'),
  column('physical_medium', 'text', true),
  column('physical_unit', 'text', true),
  column('note'),
  column('factor', 'number'),
  column('integer_digits', 'integer'),
  column('fraction_digits', 'integer'),
  column('appearance'),
  column('reading_frequency'),
  column('custom_reference_meter'),
  column('energy_supplier'),
  column('meter_reading_service'),
  column('status'),
  column('main_meter'),
  column('calibration_period_start', 'datetime'),
  column('calibration_period_end', 'datetime'),
];

export const REQUEST_TRANSFER_COLUMNS: TransferColumn[] = [
  column('planned_reading_date', 'datetime', true),
  column('planned_reading_date_end', 'datetime', true),
  column('delegate'),
  column('reason'),
  column('request_note'),
  column('request_status'),
  column('status_note'),
];

/** READINGS files: the meter and the date, then one column per OBIS code (named by the code). */
export const READING_TRANSFER_COLUMNS: TransferColumn[] = [
  column('meter_id', 'text', true),
  column('reading_date', 'datetime', true),
];

/** The fixed columns of each mode (a READINGS file adds its OBIS codes' columns). */
export const TRANSFER_COLUMNS: Record<JobMode, TransferColumn[]> = {
  BASE: [...BUILDING_TRANSFER_COLUMNS, ...METER_TRANSFER_COLUMNS],
  ALL: [...BUILDING_TRANSFER_COLUMNS, ...METER_TRANSFER_COLUMNS, ...REQUEST_TRANSFER_COLUMNS],
  READINGS: READING_TRANSFER_COLUMNS,
};

const EXAMPLE_BUILDING = {
  street: 'Musterstraße',
  street_number: '1',
  zip_code: '12345',
  city: 'Musterstadt',
  country: 'DE',
};
const EXAMPLE_METER = {
  meter_id: 'EXAMPLE-0001',
  obis_codes: '1-0:1.8.0',
  physical_medium: 'electricity',
  physical_unit: 'kWh',
  factor: 1,
  appearance: 'auto',
  status: 'active',
};

/**
 * The import template's one example row per mode (the help menu's "import template"): an empty export
 * with this row, so a file filled in from it imports in its mode.
 */
export const TRANSFER_EXAMPLE_ROWS: Record<JobMode, Record<string, string | number>> = {
  BASE: { ...EXAMPLE_BUILDING, ...EXAMPLE_METER },
  ALL: {
    ...EXAMPLE_BUILDING,
    ...EXAMPLE_METER,
    planned_reading_date: '2030-01-07T08:00:00.000Z',
    planned_reading_date_end: '2030-01-11T16:00:00.000Z',
    reason: 'Annual reading',
    request_status: 'new',
  },
  READINGS: { meter_id: 'EXAMPLE-0001', reading_date: '2026-01-15T10:00:00.000Z', '1-0:1.8.0': 12345.6 },
};

/** The spec's mode ids in the file endpoints' paths: 0 reading requests (ALL), 1 meters (BASE); 2 readings. */
export const TRANSFER_MODE_IDS: Record<string, JobMode> = { '0': 'ALL', '1': 'BASE', '2': 'READINGS' };

type ModeConfiguration = Pick<PortalConfiguration, 'IMPORT_MODES' | 'APP_IMPORT_MODES'>;

/** The mode ids the portal works in (exports, the import history): the configured IMPORT_MODES, readings always. */
export const transferModeIds = (config: Pick<PortalConfiguration, 'IMPORT_MODES'>): string[] =>
  Object.keys(TRANSFER_MODE_IDS).filter((id) => {
    const mode = TRANSFER_MODE_IDS[id]!;
    return mode === 'READINGS' || config.IMPORT_MODES.includes(mode);
  });

/**
 * The mode ids a file may be uploaded in: of those, the ones the import offers (APP_IMPORT_MODES), so a
 * build can export reading requests while it imports only buildings and meters. Readings always.
 */
export const uploadModeIds = (config: ModeConfiguration): string[] =>
  transferModeIds(config).filter((id) => {
    const mode = TRANSFER_MODE_IDS[id]!;
    return mode === 'READINGS' || config.APP_IMPORT_MODES.includes(mode);
  });

/** A comma-separated list of choices (`new,postponed`). */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(1000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).min(1, { error: 'Choose at least one value.' }));

/** The export query's fixed filters as parsed (the date range's names come from the configuration). */
export interface ExportFilters {
  meter_status?: (typeof METER_STATUSES)[number];
  filter_status?: (typeof READING_REQUEST_STATUSES)[number][];
  filter_status_note?: (typeof STATUS_NOTES)[number][];
  own_sub_meters?: 'true' | 'false';
}

/**
 * Which of the export query's filters a mode takes (spec §3): request statuses for reading requests only,
 * dates not for meters. The page shows these; the server refuses the others (400).
 */
export function exportFilterVisibility(modeId: string) {
  const mode = TRANSFER_MODE_IDS[modeId];
  return { statuses: mode === 'ALL', dates: mode === 'ALL' || mode === 'READINGS' };
}

/**
 * The export query (spec §3): the meters' status; for reading requests their statuses and status notes;
 * the date range under the configured names (requests by planned start, readings by reading date; whole
 * days, inclusive); `own_sub_meters=true`, the export page's option 1 (option 2, a chosen company, is a
 * path segment). Unknown parameters are refused: a misspelt filter must not export everything.
 */
export function exportQuerySchema(names: StatisticsFilterNames) {
  return dayRangeQuerySchema(names, {
    meter_status: z.enum(METER_STATUSES).optional(),
    filter_status: choices(READING_REQUEST_STATUSES).optional(),
    filter_status_note: choices(STATUS_NOTES).optional(),
    own_sub_meters: z.enum(['true', 'false']).optional(),
  });
}

/** Option 2 of an export: a contractor of the caller's, but no meter reading service (spec §6). */
export const isExportCompanyChoice = (companyType: CompanyType) =>
  companyType !== 'meter_reading_service' && companyType !== 'companies_administration';

/**
 * A text cell a spreadsheet program would run as a formula starts with one of these; one that starts
 * with `'` and one of them is guarded too, so that the import, which drops one such `'`, gets it back.
 */
const FORMULA_START = /^'?[=+\-@\t\r]/;

/** A text cell as written to a file: a leading `'` keeps a would-be formula text (`=1+1` → `'=1+1`). */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

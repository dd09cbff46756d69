/** Enumerations shared by server and web. Values are the API's wire values. */

export const ROLES = ['admin', 'scheduler', 'basic', 'meter_reader'] as const;
export type Role = (typeof ROLES)[number];

export const COMPANY_TYPES = [
  'companies_administration',
  'energy_supplier',
  'commercial_consumer',
  'meter_reading_service',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const PHYSICAL_MEDIA = [
  'air',
  'air_compressed',
  'biomass',
  'coolant',
  'cooling',
  'electricity',
  'exhaust',
  'fuel',
  'gas',
  'generic',
  'heat',
  'heat_submetering',
  'hours_operating',
  'lpg',
  'reactive_energy',
  'steam',
  'water',
  'water_cold',
  'water_warm',
] as const;
export type PhysicalMedium = (typeof PHYSICAL_MEDIA)[number];

export const PHYSICAL_UNITS = [
  'Wh',
  'kWh',
  'MWh',
  'GWh',
  'GJ',
  'varh',
  'kvarh',
  'Mvarh',
  'Gvarh',
  'hour',
  'hours',
  'kg',
  'km',
  'mi',
  'Imp_gal',
  'ft^3',
  'Pa',
  'bar',
  'psi',
  'm^3',
  'km^3',
  'l',
  'cm',
  't',
  'Nm^3',
  '%',
  'C',
  'mg/m^3',
  'S/cm',
  'mS/cm',
  'uS/cm',
  'vol%',
  'a_u_',
] as const;
export type PhysicalUnit = (typeof PHYSICAL_UNITS)[number];

export const APPEARANCES = [
  'auto',
  'auto_de_water_home',
  'auto_de_gas_home',
  'mechanical_black',
  'mechanical_white',
  '{hash}',
  'lcd',
  'lcd_edl21',
  'manual',
] as const;
export type Appearance = (typeof APPEARANCES)[number];

export const BUILDING_STATUSES = ['active', 'inactive'] as const;
export type BuildingStatus = (typeof BUILDING_STATUSES)[number];

export const METER_STATUSES = ['active', 'inactive'] as const;
export type MeterStatus = (typeof METER_STATUSES)[number];

export const READING_REQUEST_STATUSES = [
  'new',
  'postponed',
  'postponed_notified',
  'rejected',
  'rejected_selfservice',
  'success',
  'success_selfservice',
] as const;
export type ReadingRequestStatus = (typeof READING_REQUEST_STATUSES)[number];

export const STATUS_NOTES = [
  'incorrect_scheduled',
  'meter_defect',
  'meter_not_found',
  'meter_not_read_in_time',
  'access_not_possible',
  'reading_period_finalized',
  'object_closed',
] as const;
export type StatusNote = (typeof STATUS_NOTES)[number];

/** Reading reasons ("type" of a reading). */
export const READING_TYPES = [
  'manual',
  'periodic',
  'meter_replacement_in',
  'meter_replacement_out',
  'move_in',
  'move_out',
  'control',
  'import',
] as const;
export type ReadingType = (typeof READING_TYPES)[number];

export const APPLIED_METHODS = ['manual', 'manually', 'portal', 'ocr', 'import'] as const;
export type AppliedMethod = (typeof APPLIED_METHODS)[number];

export const CONTRACT_STATUSES = ['no_contract', 'basis', 'api_user', 'inactive'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const PRODUCT_FEATURES = ['meter_replacement', 'reading_frequency', 'calibration_period'] as const;
export type ProductFeature = (typeof PRODUCT_FEATURES)[number];

/** Employee user types of the employee form: 0 scheduler, 1 meter reader, 2 external meter reader. */
export const USER_TYPES = { scheduler: 0, meterReader: 1, externalMeterReader: 2 } as const;

export const IMPORT_MODES = ['ALL', 'BASE'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Where a reading came from: the portal's dialog, the reading app (OCR), an import. */
export const READING_ORIGINS = ['portal', 'app', 'import'] as const;
export type ReadingOrigin = (typeof READING_ORIGINS)[number];

/** How a reading request came to be: ordered in the portal or by the API, by the schedule, by an import. */
export const READING_REQUEST_ORIGINS = ['portal', 'schedule', 'import'] as const;
export type ReadingRequestOrigin = (typeof READING_REQUEST_ORIGINS)[number];

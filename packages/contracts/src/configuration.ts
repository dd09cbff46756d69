import { z } from 'zod';
import { COMPANY_TYPES, IMPORT_MODES, STATUS_NOTES } from './enums';
import { PLAUSIBILITY_RULES } from './plausibility';

const companyTypes = z.array(z.enum(COMPANY_TYPES));

/**
 * Feature flags and configuration switches of both spec documents. The server owns them
 * (config file / environment) and sends them to the web app with the session data.
 */
export const portalConfigurationSchema = z.strictObject({
  // Feature flags (buildings-and-meters §1, §9)
  HAS_METER_CHANGE_FEATURE: z.boolean(),
  HAS_READING_FREQUENCY_FEATURE: z.boolean(),
  HAS_CALIBRATION_PERIOD_FEATURE: z.boolean(),
  HAS_CUSTOM_REFERENCE_METER_FEATURE: z.boolean(),
  HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE: z.boolean(),
  HAS_ENERGY_SUPPLIER_FEATURE: z.boolean(),
  HAS_METER_READING_SERVICE_FEATURE: z.boolean(),
  HAS_BUSINESS_ENTITY_FEATURE: z.boolean(),
  HAS_SSO_FEATURE: z.boolean(),
  HAS_ANONYMOUS_REGISTRATION: z.boolean(),
  CUSTOM_ICONS: z.boolean(),
  READING_REASON_FILTER: z.boolean(),
  SHOW_READINGTIME: z.boolean(),
  DISABLED_READERS: z.boolean(),
  EXTERNAL_METER_READERS: z.boolean(),
  DASHBOARD_WATER_METERS: z.boolean(),
  TEAM_VAT: z.boolean(),
  TEAM_FEATURES: z.boolean(),
  EDIT_TEAM_ID: z.boolean(),
  HIERARCHICAL_TEAM_CREATION: z.boolean(),
  ADD_OWN_CONTRACTORS_ON_CREATION: z.boolean(),
  DISPONENT_CAN_GENERATE_PASSWORDS: z.boolean(),
  /** An import's new meters always need a check (spec 1 §5); with this on, every new meter does (form, meter change). */
  CHECK_NEW_METERS_IN_ALL_BUILDINGS: z.boolean(),
  // Company-type lists
  COMPANY_TYPES: companyTypes,
  ADD_EDIT_BUILDING: companyTypes,
  EDIT_METER: companyTypes,
  ADD_READING_REQUEST: companyTypes,
  READING_FREQUENCY_COMPANY_TYPES: companyTypes,
  CAN_EDIT_CONTRACTORS: companyTypes,
  CAN_CREATE_TEAMS: companyTypes,
  IMPORT_COMPANY_TYPES: companyTypes,
  EXPORT_COMPANY_TYPES: companyTypes,
  // Lists and values
  /** The modes the portal works in: exports, finalizing (ALL), the import's back-to page. */
  IMPORT_MODES: z.array(z.enum(IMPORT_MODES)),
  /** Of those, the modes a file may be uploaded in (the import page and PUT reading_requests-upload/). */
  APP_IMPORT_MODES: z.array(z.enum(IMPORT_MODES)),
  AVAILABLE_STATUS_NOTES: z.array(z.enum(STATUS_NOTES)),
  VISIBLE_TEAMS_COLUMNS: z.array(z.string()),
  VISIBLE_EMPLOYEE_COLUMNS: z.array(z.string()),
  BUILDING_READ_ONLY_ON_EDIT: z.array(z.string()),
  BUILDING_REQUIRED_FIELDS: z.array(z.string()),
  STATISTICS_START_FILTER: z.string(),
  STATISTICS_END_FILTER: z.string(),
  OVERDUE_BEFORE_DAYS: z.number().int().min(0),
  TEAM_EXPIRATION_DAYS: z.number().int().min(0),
  /** Plausibility checks: consumption up to (1 + this) times above or below the expected is in range. */
  PLAUSIBILITY_TOLERANCE: z.number().min(0).max(10),
});
export type PortalConfiguration = z.infer<typeof portalConfigurationSchema>;

/** The "described build" of the spec. */
export const BASE_CONFIGURATION: PortalConfiguration = {
  HAS_METER_CHANGE_FEATURE: true,
  HAS_READING_FREQUENCY_FEATURE: true,
  HAS_CALIBRATION_PERIOD_FEATURE: true,
  HAS_CUSTOM_REFERENCE_METER_FEATURE: true,
  HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE: true,
  HAS_ENERGY_SUPPLIER_FEATURE: true,
  HAS_METER_READING_SERVICE_FEATURE: true,
  HAS_BUSINESS_ENTITY_FEATURE: true,
  HAS_SSO_FEATURE: false,
  HAS_ANONYMOUS_REGISTRATION: true,
  CUSTOM_ICONS: false,
  READING_REASON_FILTER: false,
  SHOW_READINGTIME: false,
  DISABLED_READERS: false,
  EXTERNAL_METER_READERS: false,
  DASHBOARD_WATER_METERS: false,
  TEAM_VAT: false,
  TEAM_FEATURES: false,
  EDIT_TEAM_ID: true,
  HIERARCHICAL_TEAM_CREATION: false,
  ADD_OWN_CONTRACTORS_ON_CREATION: true,
  DISPONENT_CAN_GENERATE_PASSWORDS: false,
  CHECK_NEW_METERS_IN_ALL_BUILDINGS: false,
  COMPANY_TYPES: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  ADD_EDIT_BUILDING: ['energy_supplier', 'commercial_consumer'],
  EDIT_METER: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  ADD_READING_REQUEST: ['energy_supplier', 'commercial_consumer'],
  READING_FREQUENCY_COMPANY_TYPES: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  CAN_EDIT_CONTRACTORS: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  CAN_CREATE_TEAMS: ['energy_supplier', 'commercial_consumer'],
  IMPORT_COMPANY_TYPES: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  EXPORT_COMPANY_TYPES: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
  IMPORT_MODES: ['ALL', 'BASE'],
  APP_IMPORT_MODES: ['ALL', 'BASE'],
  AVAILABLE_STATUS_NOTES: [...STATUS_NOTES],
  VISIBLE_TEAMS_COLUMNS: ['name', 'address', 'company_type', 'custom_reference'],
  VISIBLE_EMPLOYEE_COLUMNS: ['email', 'employee.name', 'is_active', 'is_scheduler'],
  BUILDING_READ_ONLY_ON_EDIT: ['city', 'zip_code', 'street', 'street_number', 'country', 'state'],
  BUILDING_REQUIRED_FIELDS: ['city', 'zip_code', 'street', 'street_number'],
  STATISTICS_START_FILTER: 'start_date',
  STATISTICS_END_FILTER: 'end_date',
  OVERDUE_BEFORE_DAYS: 0,
  TEAM_EXPIRATION_DAYS: 14,
  PLAUSIBILITY_TOLERANCE: PLAUSIBILITY_RULES.defaultTolerance,
};

/** The "extended" configuration: several of the off switches turned on. */
export const EXTENDED_CONFIGURATION: PortalConfiguration = {
  ...BASE_CONFIGURATION,
  HAS_SSO_FEATURE: true,
  CUSTOM_ICONS: true,
  READING_REASON_FILTER: true,
  SHOW_READINGTIME: true,
  EXTERNAL_METER_READERS: true,
  DASHBOARD_WATER_METERS: true,
  TEAM_VAT: true,
  TEAM_FEATURES: true,
  HIERARCHICAL_TEAM_CREATION: true,
  DISPONENT_CAN_GENERATE_PASSWORDS: true,
  CHECK_NEW_METERS_IN_ALL_BUILDINGS: true,
  READING_FREQUENCY_COMPANY_TYPES: [
    ...BASE_CONFIGURATION.READING_FREQUENCY_COMPANY_TYPES,
    'companies_administration',
  ],
  CAN_CREATE_TEAMS: ['companies_administration', ...BASE_CONFIGURATION.CAN_CREATE_TEAMS],
};

export const CONFIGURATION_PRESETS = { base: BASE_CONFIGURATION, extended: EXTENDED_CONFIGURATION } as const;
export type ConfigurationPreset = keyof typeof CONFIGURATION_PRESETS;

import { METER_ORDERING } from '@portal/contracts';

/** URL/API parameters of the meters list that are filters. */
export const METER_FILTER_NAMES = [
  'search',
  'physical_medium',
  'status',
  'needs_check',
  'energy_supplier',
  'meter_reading_service',
  'main_meter__isnull',
  'main_meter',
] as const;
export type MeterFilterName = (typeof METER_FILTER_NAMES)[number];

export const METER_DEFAULT_ORDERING = 'meter_id';
export const METER_ORDERING_FIELDS: readonly string[] = METER_ORDERING;

export const METERS_TABLE_ID = 'meters';

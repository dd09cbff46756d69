import { METER_ORDERING, type MeterFilter } from '@portal/contracts';

/** URL/API parameters of the meters list that are filters (the contracts' METER_FILTERS and search). */
export const METER_FILTER_NAMES = [
  'search',
  'physical_medium',
  'status',
  'needs_check',
  'energy_supplier',
  'meter_reading_service',
  'main_meter__isnull',
  'main_meter',
] as const satisfies ReadonlyArray<MeterFilter | 'search'>;
export type MeterFilterName = (typeof METER_FILTER_NAMES)[number];

export const METER_ORDERING_FIELDS: readonly string[] = METER_ORDERING;

export const METERS_TABLE_ID = 'meters';

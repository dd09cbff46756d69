import { BUILDING_ORDERING, type BuildingFilter } from '@portal/contracts';

/** URL/API parameters of the buildings list that are filters (the contracts' BUILDING_FILTERS and search). */
export const BUILDING_FILTER_NAMES = [
  'search',
  'preferred_delegate',
  'property_manager',
  'reading_requests_status',
  'status',
  'commercial_consumer',
  'has_no_meter_of_type_but_has_readings',
  'preferred_delegate__isnull',
  'property_manager__isnull',
  'meters_reading_service__isnull',
] as const satisfies ReadonlyArray<BuildingFilter | 'search'>;
export type BuildingFilterName = (typeof BUILDING_FILTER_NAMES)[number];

/** Query names the dashboard links use that differ from the list's own filter names. */
export const DASHBOARD_QUERY_ALIASES: Readonly<Record<string, BuildingFilterName>> = {
  preferredDelegate: 'preferred_delegate',
  propertyManager: 'property_manager',
};

export const BUILDINGS_TABLE_ID = 'buildings';
export const BUILDING_ORDERING_FIELDS: readonly string[] = BUILDING_ORDERING;

/** Columns hidden until the user picks columns (spec §9: buildings state). */
export const BUILDING_HIDDEN_COLUMNS: readonly string[] = ['state'];

import { READING_ORDERING, type ReadingFilter, type ReadingOrdering } from '@portal/contracts';

/**
 * URL/API parameters of the readings list that are filters. The building, the meter, "without reading
 * request" and the property manager come only with a link (a building's or meter's page, the dashboard);
 * they show as chips, not as controls.
 */
export const READING_FILTER_NAMES = [
  'search',
  'reading_date_after',
  'reading_date_before',
  'physical_medium',
  'type',
  'applying_person',
  'plausibility',
  'meter__building__id',
  'meter_resource_id',
  'reading_request__isnull',
  'meter__building__property_manager__email',
] as const satisfies ReadonlyArray<ReadingFilter | 'search'>;
export type ReadingFilterName = (typeof READING_FILTER_NAMES)[number];

/** The plausibility filter's choices (spec: all, implausible, plausible); "not judged" is not offered. */
export const PLAUSIBILITY_FILTER_VALUES = ['implausible', 'ok'] as const;

export const READING_ORDERING_FIELDS: readonly string[] = READING_ORDERING;
export const READINGS_TABLE_ID = 'readings';

/** Grid column field → readings/ ordering parameter where the two differ. */
export const READING_FIELD_TO_PARAM = { meter_id: 'meter__meter_id' } as const satisfies Record<
  string,
  ReadingOrdering
>;

/** Columns hidden until the user chooses columns (spec: the consumption columns). */
export const READING_HIDDEN_COLUMNS = ['consumption', 'diffDays', 'consumptionAverage'] as const;

import { z } from 'zod';
import { dateTimeSchema, freeJsonObjectSchema, text } from './common';
import { BUILDING_STATUSES } from './enums';
import { employeeReferenceSchema, referenceSchema } from './references';

/** Building text limits (spec buildings-and-meters §3). */
export const BUILDING_LIMITS = {
  business_entity: 100,
  business_unit: 100,
  label: 100,
  note: 100,
  street: 100,
  street_number: 10,
  zip_code: 10,
  city: 100,
  country: 100,
  state: 100,
} as const;

const optionalText = (max: number) => text(max).nullish();
const requiredText = (max: number) => text(max).trim().min(1, { error: 'This field is required.' });

export const buildingWriteSchema = z.strictObject({
  label: optionalText(BUILDING_LIMITS.label),
  custom_data: freeJsonObjectSchema.optional(),
  note: optionalText(BUILDING_LIMITS.note),
  lat: z.number().min(-90).max(90).nullish(),
  lon: z.number().min(-180).max(180).nullish(),
  country: optionalText(BUILDING_LIMITS.country),
  state: optionalText(BUILDING_LIMITS.state),
  zip_code: requiredText(BUILDING_LIMITS.zip_code),
  city: requiredText(BUILDING_LIMITS.city),
  street: requiredText(BUILDING_LIMITS.street),
  street_number: requiredText(BUILDING_LIMITS.street_number),
  business_entity: optionalText(BUILDING_LIMITS.business_entity),
  business_unit: optionalText(BUILDING_LIMITS.business_unit),
  status: z.enum(BUILDING_STATUSES).optional(),
  date_status_change: dateTimeSchema.nullish(),
  commercial_consumer: referenceSchema('companies').nullish(),
  preferred_delegate: employeeReferenceSchema.nullish(),
  property_manager: employeeReferenceSchema.nullish(),
});
export type BuildingWrite = z.infer<typeof buildingWriteSchema>;

/**
 * PATCH: any writable field, plus the bulk action "meter reading service" that sets the service on
 * all meters of the building, or only on those without one.
 */
export const buildingPatchSchema = buildingWriteSchema.partial().extend({
  meters_reading_service: referenceSchema('companies').nullish(),
  meters_reading_service_only_empty: z.boolean().optional(),
});
export type BuildingPatch = z.infer<typeof buildingPatchSchema>;

export const buildingSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  label: z.string().nullable(),
  custom_data: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string(),
  city: z.string(),
  street: z.string(),
  street_number: z.string(),
  business_entity: z.string().nullable(),
  business_unit: z.string().nullable(),
  status: z.enum(BUILDING_STATUSES),
  date_status_change: z.string().nullable(),
  last_status_change: z.string().nullable(),
  commercial_consumer: z.string().nullable(),
  commercial_consumer_name: z.string().nullable(),
  preferred_delegate: z.string().nullable(),
  preferred_delegate_name: z.string().nullable(),
  property_manager: z.string().nullable(),
  property_manager_name: z.string().nullable(),
  meters_count: z.number().int(),
  meters_needing_check: z.number().int(),
  owner_company: z.string(),
  owner_company_name: z.string(),
  created: z.string(),
  modified: z.string(),
  owner: z.string().nullable(),
});
export type Building = z.infer<typeof buildingSchema>;

/** Orderings GET buildings/ accepts (`o`, `-` for descending). */
export const BUILDING_ORDERING = [
  'zip_code',
  'city',
  'street',
  'street_number',
  'label',
  'status',
  'business_entity',
  'date_status_change',
  'created',
  'modified',
  'commercial_consumer_name',
  'preferred_delegate_name',
  'property_manager_name',
] as const;
export type BuildingOrdering = (typeof BUILDING_ORDERING)[number];
export const BUILDING_DEFAULT_ORDERING = 'zip_code' satisfies BuildingOrdering;

/** Query parameters of GET buildings/ beyond paging, ordering and search. */
export const BUILDING_FILTERS = [
  'status',
  'city',
  'zip_code',
  'business_entity',
  'preferred_delegate',
  'property_manager',
  'preferredDelegate',
  'propertyManager',
  'preferred_delegate__isnull',
  'property_manager__isnull',
  'commercial_consumer',
  'commercial_consumer__isnull',
  'meters_reading_service__isnull',
  'reading_requests_status',
  'has_no_meter_of_type_but_has_readings',
  'id__in',
] as const;
export type BuildingFilter = (typeof BUILDING_FILTERS)[number];

/** English names of building states in the API's OPTIONS metadata. */
export const BUILDING_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  inactive: 'Inactive',
};

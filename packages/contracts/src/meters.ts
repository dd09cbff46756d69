import { z } from 'zod';
import { boundedJson, dateTimeSchema, text } from './common';
import { APPEARANCES, METER_STATUSES, PHYSICAL_MEDIA } from './enums';
import { AUTOMATIC_DIGITS } from './limits';
import { readingValueSchema } from './readings';
import { referenceSchema } from './references';

export const METER_LIMITS = {
  label: 100,
  meter_id: 100,
  barcode_id: 100,
  metering_code: 200,
  malo_code: 200,
  note: 500,
  custom_reference_meter: 100,
  reading_frequency: 100,
  obis_code: 50,
  obis_codes: 20,
} as const;

const optionalText = (max: number) => text(max).nullish();
/** null or "" clears a company reference (the spec: an empty choice is sent as null; "" is accepted too). */
const companyReference = z
  .union([referenceSchema('companies'), z.literal('')])
  .nullish()
  .transform((value) => (value === '' ? null : value));

/** The meter's writable fields, without defaults (a PATCH must not reset what it does not name). */
const meterFields = {
  building: referenceSchema('buildings'),
  label: optionalText(METER_LIMITS.label),
  meter_id: text(METER_LIMITS.meter_id).trim().min(1, { error: 'This field is required.' }),
  barcode_id: optionalText(METER_LIMITS.barcode_id),
  metering_code: optionalText(METER_LIMITS.metering_code),
  malo_code: optionalText(METER_LIMITS.malo_code),
  obis_codes: z.array(text(METER_LIMITS.obis_code).trim().min(1)).max(METER_LIMITS.obis_codes),
  physical_medium: z.enum(PHYSICAL_MEDIA),
  physical_unit: text(20).min(1, { error: 'This field is required.' }),
  note: optionalText(METER_LIMITS.note),
  factor: z.number().finite(),
  integer_digits: z.number().int(),
  fraction_digits: z.number().int(),
  appearance: z.enum(APPEARANCES),
  reading_frequency: optionalText(METER_LIMITS.reading_frequency),
  custom_reference_meter: optionalText(METER_LIMITS.custom_reference_meter),
  custom_references_counters: boundedJson(z.record(text(METER_LIMITS.obis_code), text(100))).optional(),
  energy_supplier: companyReference,
  meter_reading_service: companyReference,
  calibration_period_start: dateTimeSchema.nullish(),
  calibration_period_end: dateTimeSchema.nullish(),
  predecessor_meter_id: referenceSchema('meters').nullish(),
  main_meter: referenceSchema('meters').nullish(),
  status: z.enum(METER_STATUSES).optional(),
};

/** The meter form (POST meters/, PUT meters/{id}/). Cross-field rules: meter-rules.ts. */
export const meterWriteSchema = z.strictObject({
  ...meterFields,
  factor: meterFields.factor.default(1),
  integer_digits: meterFields.integer_digits.default(AUTOMATIC_DIGITS),
  fraction_digits: meterFields.fraction_digits.default(AUTOMATIC_DIGITS),
  appearance: meterFields.appearance.default('auto'),
});
export type MeterWrite = z.input<typeof meterWriteSchema>;

/** PATCH meters/{id}/: any form field (bulk actions send reading service, supplier, frequency, status, building). */
export const meterPatchSchema = z.strictObject(meterFields).partial();
export type MeterPatch = z.input<typeof meterPatchSchema>;

export const meterBuildingSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  street: z.string(),
  street_number: z.string(),
  zip_code: z.string(),
  city: z.string(),
  business_entity: z.string().nullable(),
  commercial_consumer: z.string().nullable(),
  commercial_consumer_name: z.string().nullable(),
});

const meterLink = z.object({ url: z.string(), resource_id: z.uuid(), meter_id: z.string() }).nullable();

export const meterSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  building: meterBuildingSchema,
  label: z.string().nullable(),
  meter_id: z.string(),
  barcode_id: z.string().nullable(),
  metering_code: z.string().nullable(),
  malo_code: z.string().nullable(),
  obis_codes: z.array(z.string()),
  physical_medium: z.enum(PHYSICAL_MEDIA),
  physical_unit: z.string(),
  note: z.string().nullable(),
  factor: z.number(),
  integer_digits: z.number().int(),
  fraction_digits: z.number().int(),
  appearance: z.string(),
  reading_frequency: z.string().nullable(),
  custom_reference_meter: z.string().nullable(),
  custom_references_counters: z.record(z.string(), z.string()),
  energy_supplier: z.string().nullable(),
  energy_supplier_name: z.string().nullable(),
  meter_reading_service: z.string().nullable(),
  meter_reading_service_name: z.string().nullable(),
  needs_check: z.boolean(),
  calibration_period_start: z.string().nullable(),
  calibration_period_end: z.string().nullable(),
  predecessor_meter_id: z.string().nullable(),
  predecessor: meterLink,
  successor: meterLink,
  main_meter: z.string().nullable(),
  main_meter_link: meterLink,
  sub_meters_count: z.number().int(),
  status: z.enum(METER_STATUSES),
  date_status_change: z.string().nullable(),
  owner_company: z.string(),
  owner_company_name: z.string(),
  created: z.string(),
  modified: z.string(),
  owner: z.string().nullable(),
});
export type Meter = z.infer<typeof meterSchema>;

export const METER_ORDERING = [
  'meter_id',
  'label',
  'physical_medium',
  'status',
  'created',
  'modified',
  'needs_check',
  'building__zip_code',
  'building__city',
  'building__street',
  'energy_supplier_name',
  'meter_reading_service_name',
] as const;

export type MeterOrdering = (typeof METER_ORDERING)[number];
export const METER_DEFAULT_ORDERING = 'meter_id' satisfies MeterOrdering;

/** Query parameters of GET meters/ beyond paging, ordering and search. */
export const METER_FILTERS = [
  'building__id',
  'building',
  'needs_check',
  'main_meter',
  'main_meter__isnull',
  'meter_reading_service',
  'meter_reading_service__isnull',
  'energy_supplier',
  'energy_supplier__isnull',
  'physical_medium',
  'physical_medium__in',
  'status',
  'predecessor_meter_id',
  'building__business_entity',
  'building__property_manager__email',
  'meter_id',
  'barcode_id',
  'id__in',
] as const;
export type MeterFilter = (typeof METER_FILTERS)[number];

/** A scanned or typed barcode, as the lists' barcode filters take it: spaces around it are not part of it. */
export const BARCODE_QUERY = z.string().trim().min(1).max(METER_LIMITS.barcode_id);

/** English names of meter choices in the API's OPTIONS metadata (other values are humanized). */
export const METER_CHOICE_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  auto: 'Automatic',
  auto_de_water_home: 'Automatic (German household water meter)',
  auto_de_gas_home: 'Automatic (German household gas meter)',
  mechanical_black: 'Mechanical, black digits',
  mechanical_white: 'Mechanical, white digits',
  '{hash}': 'Custom (hash)',
  lcd: 'LCD',
  lcd_edl21: 'LCD (EDL21)',
  manual: 'Manual',
};

/** One reading of the replacement, per OBIS code. */
const valuesByObis = z.record(text(METER_LIMITS.obis_code), readingValueSchema.transform(Number)).optional();

/**
 * POST meters/{id}/replacement/: one transaction — old-meter reading (if values), new meter with the old
 * one as predecessor, new-meter reading (if values), old meter inactive. Readings and photo only with a date.
 */
export const meterReplacementSchema = z
  .strictObject({
    new_meter: meterWriteSchema
      .omit({ predecessor_meter_id: true })
      .extend({ building: referenceSchema('buildings').optional() }),
    replacement_date: dateTimeSchema.nullish(),
    old_meter_values: valuesByObis,
    new_meter_values: valuesByObis,
    image: referenceSchema('images').nullish(),
  })
  .superRefine((body, ctx) => {
    const hasValues =
      Object.keys(body.old_meter_values ?? {}).length + Object.keys(body.new_meter_values ?? {}).length > 0;
    if (hasValues && !body.replacement_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['replacement_date'],
        message: 'A reading date is required when readings are entered.',
      });
    }
    if ((body.replacement_date || body.image) && !hasValues) {
      ctx.addIssue({
        code: 'custom',
        path: ['old_meter_values'],
        message:
          'To select a date, provide the meter reading either from the predecessor meter or from the new meter.',
      });
    }
  });
export type MeterReplacement = z.input<typeof meterReplacementSchema>;

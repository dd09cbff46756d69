import { z } from 'zod';
import { dateTimeSchema, text } from './common';
import {
  APPLIED_METHODS,
  type AppliedMethod,
  PHYSICAL_MEDIA,
  READING_ORIGINS,
  READING_TYPES,
  type ReadingType,
} from './enums';
import { LIMITS } from './limits';
import { message } from './messages';
import { PLAUSIBILITY_REASONS, PLAUSIBILITY_STATES } from './plausibility';
import { referenceSchema } from './references';

const NOT_A_NUMBER = 'A valid number is required.';
const { readingValueWholeDigits: WHOLE, readingValueDecimalPlaces: PLACES } = LIMITS;
const TOTAL = WHOLE + PLACES;

/**
 * Digits of a decimal as DRF's DecimalField counts them (Python's `Decimal(text).as_tuple()`): all
 * significant digits, those before the point, and decimal places (trailing zeros count). Null when the
 * text is not a plain decimal ("NaN", "Infinity", "12,5" …).
 */
export function decimalDigits(text: string): { total: number; whole: number; places: number } | null {
  const match = /^[+-]?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  if (!whole && !fraction) return null;
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '').length;
  const exponent = Number(exponentText) - fraction.length;
  if (!Number.isFinite(exponent)) return null;
  if (exponent >= 0) return { total: digits + exponent, whole: digits + exponent, places: 0 };
  if (digits > -exponent) return { total: digits, whole: digits + exponent, places: -exponent };
  return { total: -exponent, whole: 0, places: -exponent };
}

/** Why a decimal text is no reading value (DRF's DecimalField(21, 6) and its messages), or null. */
export function readingValueProblem(text: string): string | null {
  if (text.length > 1000) return 'String value too large.';
  const digits = decimalDigits(text);
  if (!digits) return NOT_A_NUMBER;
  if (digits.total > TOTAL) return `Ensure that there are no more than ${TOTAL} digits in total.`;
  if (digits.places > PLACES) return `Ensure that there are no more than ${PLACES} decimal places.`;
  if (digits.whole > WHOLE)
    return `Ensure that there are no more than ${WHOLE} digits before the decimal point.`;
  return null;
}

/**
 * A reading value: a JSON number or a numeric string ("12.5", " 1.5e3 "), judged as DRF's
 * DecimalField(max_digits=21, decimal_places=6) judges it and with its messages — at most 15 digits
 * before the point and 6 decimals (never rounded), so it fits the database's numeric(21,6) and every
 * consumption stays finite. Comes out as the decimal text itself, which the database stores exactly
 * (a JS number would round "999999999999999.999999" up to 1e15).
 */
export const readingValueSchema = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined
        ? 'This field is required.'
        : issue.input === null
          ? 'This field may not be null.'
          : NOT_A_NUMBER,
  })
  .transform((input, ctx) => {
    const text = typeof input === 'number' ? String(input) : input.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message, input });
      return z.NEVER;
    };
    const problem = readingValueProblem(text);
    return problem ? fail(problem) : text;
  });

/**
 * What a reading written through the portal API may claim. Readings entered by hand are manual
 * ("manual", "manually", "portal" as the portal and its meter change record them); "ocr" comes only
 * from the app's photo recognition and "import" (method and reason) only from the import, both of which
 * write through their own paths, never through POST readings/.
 */
export const PORTAL_APPLIED_METHODS = [
  'manual',
  'manually',
  'portal',
] as const satisfies readonly AppliedMethod[];
export const PORTAL_READING_TYPES = READING_TYPES.filter(
  (type): type is Exclude<ReadingType, 'import'> => type !== 'import',
);

export const readingResultWriteSchema = z.strictObject({
  obis: text(50).min(1),
  value: readingValueSchema,
  applied_method: z.enum(PORTAL_APPLIED_METHODS).default('manual'),
});

export const imageMetaWriteSchema = z.strictObject({
  image: referenceSchema('images'),
  image_download: z.string().max(500).optional(),
  obis: z.array(text(50)).max(20).default([]),
  camera_model: text(100).default('portal'),
  frame_number: z.number().int().min(0).max(1_000_000).default(0),
  os_version: text(100).default('none'),
  pixolus_version: text(100).default('portal'),
  flash: z.boolean().default(false),
});

/** Leeway for clocks: "not in the future" lets a reading be dated up to five minutes ahead. */
export const READING_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A reading lies in the future: later than now plus the clocks' leeway. Asked by `judgeNewReading` only;
 * the forms judge the moment they send for a picked day (`readingMomentOfDay`).
 */
export const isFutureReadingDate = (date: Date, now = Date.now()) =>
  date.getTime() > now + READING_CLOCK_SKEW_MS;

export const READING_MESSAGES = {
  futureDate: 'The reading date cannot be in the future.',
  needsValue: 'Enter at least one value.',
  notEditable: 'Only an admin, a scheduler or the person who applied the reading may change it.',
  notDeletable: 'Only an admin, a scheduler or the person who applied the reading may delete it.',
  unknownObis: (codes: string) => message('readings.unknownObis', { codes }),
} as const;

export const readingCreateSchema = z.strictObject({
  meter: referenceSchema('meters'),
  reading_date: dateTimeSchema,
  reading_date_str: z.string().max(40).optional(),
  type: z.enum(PORTAL_READING_TYPES).default('manual'),
  note: text(500).nullish(),
  results: z.array(readingResultWriteSchema).min(1, { error: READING_MESSAGES.needsValue }).max(20),
  image_metas: z.array(imageMetaWriteSchema).max(20).default([]),
  /** The request this reading answers: it becomes success in the same transaction. */
  reading_request: referenceSchema('reading_requests').optional(),
});
export type ReadingCreate = z.input<typeof readingCreateSchema>;

/**
 * PATCH readings/{id}/: the whole reading as the client read it (read-only fields are ignored). A value
 * that changed is saved with applied_method manual; the others keep theirs.
 */
export const readingPatchSchema = z.strictObject({
  type: z.enum(PORTAL_READING_TYPES).optional(),
  note: text(500).nullish(),
  results: z
    .array(
      z.strictObject({
        obis: text(50).min(1),
        value: readingValueSchema,
        applied_method: z.enum(APPLIED_METHODS).optional(),
      }),
    )
    .min(1)
    .max(20)
    .optional(),
});
export type ReadingPatch = z.input<typeof readingPatchSchema>;

export const readingResultSchema = z.object({
  obis: z.string(),
  value: z.number(),
  applied_method: z.string(),
  /** Value minus the previous reading's value for this OBIS code (null for the first). */
  consumption: z.number().nullable(),
  /** Consumption per day since the previous reading, 2 decimals. */
  consumptionAverage: z.number().nullable(),
  /** The plausibility checks' judgement of this value (contracts `judgeReading`). */
  plausibility: z.enum(PLAUSIBILITY_STATES),
  plausibility_reasons: z.array(z.enum(PLAUSIBILITY_REASONS)),
});

export const imageMetaSchema = z.object({
  image: z.string(),
  image_download: z.string(),
  obis: z.array(z.string()),
  camera_model: z.string(),
  frame_number: z.number().int(),
  os_version: z.string(),
  pixolus_version: z.string(),
  flash: z.boolean(),
});

/** What an image meta records beside its image: the OBIS codes the photo shows and how it was taken. */
export type PhotoFacts = Omit<z.output<typeof imageMetaSchema>, 'image' | 'image_download'>;

/** The photo facts of a stored or sent image meta, without its other fields. */
export const photoFacts = (meta: PhotoFacts): PhotoFacts => ({
  obis: meta.obis,
  camera_model: meta.camera_model,
  frame_number: meta.frame_number,
  os_version: meta.os_version,
  pixolus_version: meta.pixolus_version,
  flash: meta.flash,
});

export const readingSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  meter: z.string(),
  meter_id: z.string(),
  /** The meter's medium (lists show it with its icon without asking for each meter). */
  physical_medium: z.enum(PHYSICAL_MEDIA),
  physical_unit: z.string(),
  building: z.string(),
  /** The building's address parts, named as a reading request's meter.building has them (lists show it). */
  building_address: z.object({
    street: z.string(),
    street_number: z.string(),
    zip_code: z.string(),
    city: z.string(),
  }),
  reading_date: z.string(),
  type: z.string(),
  note: z.string().nullable(),
  results: z.array(readingResultSchema),
  image_metas: z.array(imageMetaSchema),
  applying_person: z.string().nullable(),
  applying_person_name: z.string().nullable(),
  /** Days since the previous reading of the meter, rounded up (null for the first). */
  diffDays: z.number().int().nullable(),
  consumption: z.record(z.string(), z.number().nullable()),
  consumptionAverage: z.record(z.string(), z.number().nullable()),
  /** Implausible if one of the results is, ok if all are, unknown otherwise. */
  plausibility: z.enum(PLAUSIBILITY_STATES),
  /** Recorded in the portal, by the reading app, or imported. */
  origin: z.enum(READING_ORIGINS),
  created: z.string(),
  modified: z.string(),
  owner: z.string().nullable(),
});
export type Reading = z.infer<typeof readingSchema>;

export const READING_ORDERING = ['reading_date', 'created', 'type', 'meter__meter_id'] as const;
export type ReadingOrdering = (typeof READING_ORDERING)[number];
export const READING_DEFAULT_ORDERING = '-reading_date' satisfies `-${ReadingOrdering}`;
/** Query parameters of GET readings/ beyond paging, ordering and search. */
export const READING_FILTERS = [
  'meter_resource_id',
  'meter',
  'meter__building__id',
  'physical_medium',
  'applying_person',
  'reading_date_after',
  'reading_date_before',
  'type',
  'plausibility',
  /** true: readings that answer no reading request (the dashboard's fourth slice). */
  'reading_request__isnull',
  'meter__building__property_manager__email',
] as const;
export type ReadingFilter = (typeof READING_FILTERS)[number];

/** English names of the reading types in the API's OPTIONS metadata. */
export const READING_TYPE_LABELS: Readonly<Record<string, string>> = {
  manual: 'Manual reading',
  periodic: 'Periodic reading',
  meter_replacement_in: 'Meter change (new meter)',
  meter_replacement_out: 'Meter change (old meter)',
  move_in: 'Move in',
  move_out: 'Move out',
  control: 'Control reading',
  import: 'Import',
};

export const imageSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  image_download: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

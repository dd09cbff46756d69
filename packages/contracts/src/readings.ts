import { z } from 'zod';
import { dateTimeSchema, text } from './common';
import { APPLIED_METHODS, READING_TYPES } from './enums';
import { referenceSchema } from './references';

/** Values arrive as numbers or numeric strings ("12.5"); anything else is readings.obisResultNaN. */
const numericValue = z.union(
  [
    z.number().finite(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,15}(\.\d{1,6})?$/, { error: 'A valid number is required.' })
      .transform(Number),
  ],
  { error: 'A valid number is required.' },
);

export const readingResultWriteSchema = z.strictObject({
  obis: text(50).min(1),
  value: numericValue,
  applied_method: z.enum(APPLIED_METHODS).default('manual'),
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

export const readingCreateSchema = z.strictObject({
  meter: referenceSchema('meters'),
  reading_date: dateTimeSchema,
  reading_date_str: z.string().max(40).optional(),
  type: z.enum(READING_TYPES).default('manual'),
  note: text(500).nullish(),
  results: z.array(readingResultWriteSchema).min(1, { error: 'Enter at least one value.' }).max(20),
  image_metas: z.array(imageMetaWriteSchema).max(20).default([]),
});
export type ReadingCreate = z.input<typeof readingCreateSchema>;

export const readingResultSchema = z.object({
  obis: z.string(),
  value: z.number(),
  applied_method: z.string(),
  /** Value minus the previous reading's value for this OBIS code (null for the first). */
  consumption: z.number().nullable(),
  /** Consumption per day since the previous reading, 2 decimals. */
  consumptionAverage: z.number().nullable(),
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

export const readingSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  meter: z.string(),
  meter_id: z.string(),
  physical_unit: z.string(),
  building: z.string(),
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
  created: z.string(),
  modified: z.string(),
  owner: z.string().nullable(),
});
export type Reading = z.infer<typeof readingSchema>;

export const READING_ORDERING = ['reading_date', 'created', 'type', 'meter__meter_id'] as const;

export const imageSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  image_download: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

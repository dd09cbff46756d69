import { BUILDING_LIMITS, type Building, type BuildingWrite, buildingWriteSchema } from '@portal/contracts';
import { z } from 'zod';

/** The text fields of the form (spec §3 limits), in the order the form shows them. */
export const FORM_TEXT_FIELDS = [
  'business_entity',
  'label',
  'street',
  'street_number',
  'zip_code',
  'city',
  'country',
  'state',
  'note',
] as const satisfies ReadonlyArray<keyof typeof BUILDING_LIMITS & keyof typeof buildingWriteSchema.shape>;
export type FormTextField = (typeof FORM_TEXT_FIELDS)[number];

export const FORM_SELECT_FIELDS = [
  'status',
  'commercial_consumer',
  'preferred_delegate',
  'property_manager',
] as const;
export type FormSelectField = (typeof FORM_SELECT_FIELDS)[number];
export type FormField = FormTextField | FormSelectField;
export const FORM_FIELDS: readonly FormField[] = [...FORM_TEXT_FIELDS, ...FORM_SELECT_FIELDS];

export type BuildingFormValues = Record<FormField, string>;

/**
 * The form's rules, built from the contract's limits: every text has its maximum (message form.max),
 * and the configured required fields must not be blank (form.required). Messages are translation keys.
 */
export function buildingFormSchema(requiredFields: readonly string[]) {
  const text = (field: FormTextField) => {
    const rule = z.string().max(BUILDING_LIMITS[field], { error: 'form.max' });
    return requiredFields.includes(field)
      ? rule.refine((value) => value.trim() !== '', { error: 'form.required' })
      : rule;
  };
  const texts = Object.fromEntries(FORM_TEXT_FIELDS.map((field) => [field, text(field)])) as Record<
    FormTextField,
    ReturnType<typeof text>
  >;
  const selects = Object.fromEntries(FORM_SELECT_FIELDS.map((field) => [field, z.string()])) as Record<
    FormSelectField,
    z.ZodString
  >;
  return z.object({ ...texts, ...selects });
}

/** A building (or nothing, for a new one) as form values; a building without status counts as active. */
export function toFormValues(building?: Building): BuildingFormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as BuildingFormValues;
  if (!building) return { ...values, status: 'active' };
  for (const field of FORM_FIELDS) values[field] = building[field] ?? '';
  return { ...values, status: building.status || 'active' };
}

export interface WriteContext {
  /** Fields this user may not set: left out of the body, so the server keeps their values. */
  hiddenFields: ReadonlySet<FormField>;
  /** Read-only fields of an edit: sent with their stored value (PUT sends the whole building). */
  readOnly?: { fields: ReadonlySet<string>; building: Building };
  /** A commercial consumer's new building belongs to itself (its company url). */
  ownCommercialConsumer?: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body broke a rule of the contract that the form's own rules do not check: errors per field. */
export class BuildingBodyError extends Error {
  override readonly name = 'BuildingBodyError';
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('The building does not satisfy the write schema.');
  }
}

/** Form values → the PUT/POST body, checked against the contract's write schema. */
export function toBuildingWrite(values: BuildingFormValues, context: WriteContext): BuildingWrite {
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (context.hiddenFields.has(field)) continue;
    body[field] = field === 'status' ? values.status || undefined : orNull(values[field]);
  }
  if (context.readOnly) {
    for (const field of context.readOnly.fields) {
      if (field in body) body[field] = context.readOnly.building[field as keyof Building];
    }
  }
  if (context.ownCommercialConsumer && !context.readOnly)
    body.commercial_consumer = context.ownCommercialConsumer;
  const parsed = buildingWriteSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    // A missing required address part is the form's "required", not the schema's type message.
    const message = body[field] === null || body[field] === undefined ? 'form.required' : issue.message;
    errors[field] = [...(errors[field] ?? []), message];
  }
  throw new BuildingBodyError(errors);
}

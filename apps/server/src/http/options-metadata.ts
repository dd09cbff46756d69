import { detailSchema, fieldErrorsSchema } from '@portal/contracts';
import { z } from 'zod';

interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
}

export type FieldMetadata = {
  type: string;
  required: boolean;
  read_only: boolean;
  label: string;
  max_length?: number;
  min_length?: number;
  min_value?: number;
  max_value?: number;
  choices?: Array<{ value: string; display_name: string }>;
  help_text?: string;
};

const humanize = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A schema registered with an id (the OpenAPI components, openapi-components.ts) comes as a `$ref` into
 * the root's `$defs`: the definition itself.
 */
function deref(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  const name = schema.$ref?.startsWith('#/$defs/') ? schema.$ref.slice('#/$defs/'.length) : undefined;
  return name && defs[name] ? deref(defs[name], defs) : schema;
}

/** Drops `null` alternatives: nullable fields are described by their non-null type. */
function unwrap(raw: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  const schema = deref(raw, defs);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.map((option) => deref(option, defs)).filter((option) => option.type !== 'null');
    if (nonNull.length === 1) return { ...unwrap(nonNull[0]!, defs), description: schema.description };
    if (nonNull.every((option) => option.enum))
      return { enum: nonNull.flatMap((option) => option.enum ?? []) };
    if (nonNull.length > 0) return { ...unwrap(nonNull[0]!, defs), description: schema.description };
  }
  return schema;
}

function drfType(schema: JsonSchema): string {
  if (schema.enum) return 'choice';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') {
    if (schema.format === 'email') return 'email';
    if (schema.format === 'date-time') return 'datetime';
    if (schema.format === 'date') return 'date';
    if (schema.format === 'uri') return 'url';
    return 'string';
  }
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'decimal';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'list';
  if (type === 'object') return 'nested object';
  return 'field';
}

function describeFields(
  schema: z.ZodType,
  readOnly: boolean,
  displayNames: Record<string, string>,
  offered: OptionsMetadataInput['choices'] = {},
): Record<string, FieldMetadata> {
  const root = z.toJSONSchema(schema, {
    io: readOnly ? 'output' : 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const defs = root.$defs ?? {};
  const json = deref(root, defs);
  const required = new Set(readOnly ? [] : (json.required ?? []));
  const fields: Record<string, FieldMetadata> = {};
  for (const [name, raw] of Object.entries(json.properties ?? {})) {
    const property = unwrap(raw, defs);
    const field: FieldMetadata = {
      type: drfType(property),
      required: required.has(name),
      read_only: readOnly,
      label: humanize(name),
    };
    if (property.maxLength !== undefined) field.max_length = property.maxLength;
    if (property.minLength !== undefined && property.minLength > 0) field.min_length = property.minLength;
    if (property.minimum !== undefined) field.min_value = property.minimum;
    if (property.maximum !== undefined) field.max_value = property.maximum;
    if (property.description) field.help_text = property.description;
    // A list of choices (a team's features) offers the choices of its items, as DRF's MultipleChoiceField.
    const choices = property.enum ?? (property.items ? unwrap(property.items, defs).enum : undefined);
    if (choices) {
      const only = offered[name];
      const values = only ? choices.filter((value) => only.includes(String(value))) : choices;
      field.choices = values.map((value) => ({
        value: String(value),
        display_name: displayNames[String(value)] ?? humanize(String(value)),
      }));
    }
    fields[name] = field;
  }
  return fields;
}

export interface OptionsMetadataInput {
  name: string;
  description?: string;
  /** Writable fields (the create/update body). */
  writable: z.ZodType;
  /** The response object: its keys that are not writable are listed as read-only. */
  readable?: z.ZodType;
  displayNames?: Record<string, string>;
  /** Fields whose choices the configuration narrows (a status note): only these values are offered. */
  choices?: Partial<Record<string, readonly string[]>>;
}

/** The fields block of one action (POST or PUT) in DRF's OPTIONS answer. */
export function actionFields({ writable, readable, displayNames = {}, choices }: OptionsMetadataInput) {
  const fields = describeFields(writable, false, displayNames, choices);
  if (readable) {
    for (const [name, field] of Object.entries(describeFields(readable, true, displayNames, choices)))
      fields[name] ??= field;
  }
  return fields;
}

/**
 * DRF metadata: `{name, description, renders, parses, actions: {POST?, PUT?}}`. The caller decides
 * which actions the user may take (PUT only when they may edit the object) and which writable fields
 * are read-only for this object (`readOnly`: fixed after creation), as DRF's per-object metadata does.
 */
export function optionsMetadata(
  input: OptionsMetadataInput,
  actions: Array<'POST' | 'PUT'>,
  readOnly: readonly string[] = [],
) {
  const fields = actionFields(input);
  for (const name of readOnly) {
    const field = fields[name];
    if (field) fields[name] = { ...field, read_only: true, required: false };
  }
  return {
    name: input.name,
    description: input.description ?? '',
    renders: ['application/json'],
    parses: ['application/json'],
    actions: Object.fromEntries(actions.map((action) => [action, fields])),
  };
}

export const optionsResponseSchema = z.object({
  name: z.string(),
  description: z.string(),
  renders: z.array(z.string()),
  parses: z.array(z.string()),
  actions: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
});

/** Error answers every resource route documents. */
export const ERROR_RESPONSES = {
  400: fieldErrorsSchema,
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
} as const;

/** The `:id` of an object route. */
export const idParams = z.object({ id: z.uuid() });

/** OPTIONS on a collection: DRF metadata offering POST (any signed-in user may ask). */
export function collectionOptionsRoute(tags: string[], summary: string, metadata: OptionsMetadataInput) {
  return {
    schema: { tags, summary, response: { 200: optionsResponseSchema, 401: detailSchema } },
    handler: async () => optionsMetadata(metadata, ['POST']),
  };
}

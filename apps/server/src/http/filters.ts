import { inPortalYears, isUuid, referenceId } from '@portal/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';

/** One query-string filter: how its value is validated and the SQL condition it adds. */
export interface FilterDefinition<T = unknown> {
  schema: z.ZodType<T>;
  apply: (value: T) => Expression<SqlBool>;
  /** What the OpenAPI document says of the parameter. */
  description?: string;
}

const col = (column: string) => sql.ref(column);

const booleanParam = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Must be true or false.' })
  .transform((value) => value === 'true' || value === 'True' || value === '1');

const dateParam = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Enter a valid date or date/time.' })
  .refine(inPortalYears, { error: 'Enter a date between the years 1900 and 2999.' });

/** Any filter, whatever its value type, as lists hold them. */
export interface AnyFilterDefinition {
  schema: z.ZodType;
  apply: (value: never) => Expression<SqlBool>;
  description?: string;
}

/** `a, b or c` of an enum item schema, for descriptions. */
function choicesOf(item: z.ZodType): string {
  const options = (item as { options?: unknown[] }).options;
  return Array.isArray(options) ? ` (${options.join(', ')})` : '';
}

/** `field=value` */
export function exact<T>(column: string, schema: z.ZodType<T>): FilterDefinition<T> {
  return { schema, apply: (value) => sql<SqlBool>`${col(column)} = ${value}`, description: 'Exact match.' };
}

/** `field__isnull=true|false` */
export function isNull(column: string): FilterDefinition<boolean> {
  return {
    schema: booleanParam,
    apply: (value) =>
      value ? sql<SqlBool>`${col(column)} IS NULL` : sql<SqlBool>`${col(column)} IS NOT NULL`,
    description: '`true`: only objects where the field is empty; `false`: only where it is set.',
  };
}

/** `field=true|false` on a boolean column. */
export function flag(column: string): FilterDefinition<boolean> {
  return {
    schema: booleanParam,
    apply: (value) => sql<SqlBool>`${col(column)} = ${value}`,
    description: '`true` or `false`.',
  };
}

/** `field__in=a,b,c` (also used for filters whose value is a comma list). */
export function inList<T>(column: string, item: z.ZodType<T, string>): FilterDefinition<T[]> {
  const schema = z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(item)
        .min(1, { error: 'Enter at least one value.' })
        .max(100, { error: 'Enter at most 100 values.' }),
    );
  return {
    schema,
    apply: (values) => sql<SqlBool>`${col(column)} IN (${sql.join(values)})`,
    description: `Comma-separated values${choicesOf(item)}, at most 100; matches any of them.`,
  };
}

/** `field_after=date` (inclusive). */
export function after(column: string): FilterDefinition<string> {
  return {
    schema: dateParam,
    apply: (value) => sql<SqlBool>`${col(column)} >= ${value}::timestamptz`,
    description: 'On or after this date or date-time (inclusive).',
  };
}

/** `field_before=date` (inclusive: a plain date covers that whole day). */
export function before(column: string): FilterDefinition<string> {
  return {
    schema: dateParam,
    apply: (value) =>
      value.length === 10
        ? sql<SqlBool>`${col(column)} < (${value}::date + 1)::timestamptz`
        : sql<SqlBool>`${col(column)} <= ${value}::timestamptz`,
    description: 'On or before this date-time; a plain date covers that whole day.',
  };
}

/**
 * `field=<url or resource_id>` on a uuid column. Compared as uuid so the column's index serves it;
 * a value that names no uuid matches nothing.
 */
export function reference(column: string): FilterDefinition<string> {
  return {
    schema: z.string().max(500).transform(referenceId),
    apply: (id) => (isUuid(id) ? sql<SqlBool>`${col(column)} = ${id}::uuid` : sql<SqlBool>`false`),
    description: 'The url or resource_id of the referenced object.',
  };
}

/** Any other condition. */
export function custom<T>(
  schema: z.ZodType<T>,
  apply: (value: T) => Expression<SqlBool>,
  description?: string,
): FilterDefinition<T> {
  return description ? { schema, apply, description } : { schema, apply };
}

/** `field=<e-mail>`: the column holds the id of the user with that e-mail (any case). */
export function userByEmail(column: string): FilterDefinition<string> {
  return {
    schema: z.string().max(254),
    apply: (email) =>
      sql<SqlBool>`${col(column)} = (SELECT id FROM users WHERE lower(email) = lower(${email}))`,
    description: "A user's e-mail address.",
  };
}

/** `…property_manager__email=e-mail` on a building id column: the building's property manager. */
export function buildingManagedBy(buildingColumn: string): FilterDefinition<string> {
  return {
    schema: z.string().max(254),
    apply: (
      email,
    ) => sql<SqlBool>`${col(buildingColumn)} IN (SELECT id FROM buildings WHERE property_manager_id =
      (SELECT id FROM users WHERE lower(email) = lower(${email})))`,
    description: "The e-mail address of the building's property manager.",
  };
}

export { booleanParam, dateParam };

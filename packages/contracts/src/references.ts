import { z } from 'zod';
import { emailSchema } from './common';

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_TEXT}$`, 'i');
const TRAILING_UUID = new RegExp(`(${UUID_TEXT})/?$`, 'i');

/** A whole uuid (any case). */
export const isUuid = (value: string) => UUID.test(value);

/** A reference in a request body: the object's url or its resource_id (ARCHITECTURE §3). */
export function referenceSchema(collection: string) {
  return z
    .string()
    .max(500)
    .refine(
      (value) => UUID.test(value) || new RegExp(`/api/v2/${collection}/${UUID_TEXT}/?$`, 'i').test(value),
      {
        error: `Enter a ${collection} url or resource_id.`,
      },
    );
}

/** Employees are referenced by e-mail (delegate, preferred_delegate, property_manager). */
export const employeeReferenceSchema = emailSchema;

/** The resource_id inside a reference (url or id). */
export function referenceId(reference: string): string {
  const match = TRAILING_UUID.exec(reference);
  return (match?.[1] ?? reference).toLowerCase();
}

import { z } from 'zod';
import { emailSchema } from './common';
import { isUuid, UUID_TEXT } from './reference-id';

export { isUuid, referenceId } from './reference-id';

/** A reference in a request body: the object's url or its resource_id. */
export function referenceSchema(collection: string) {
  // Built once per schema, not per value checked (a list of up to 1 000 references is checked at once).
  const url = new RegExp(`/api/v2/${collection}/${UUID_TEXT}/?$`, 'i');
  return z
    .string()
    .max(500)
    .refine((value) => isUuid(value) || url.test(value), {
      error: `Enter a ${collection} url or resource_id.`,
    });
}

/** Employees are referenced by e-mail (delegate, preferred_delegate, property_manager). */
export const employeeReferenceSchema = emailSchema;

import { z } from 'zod';
import { emailSchema } from './common';
import { isUuid, UUID_TEXT } from './reference-id';

export { isUuid, referenceId } from './reference-id';

/** A reference in a request body: the object's url or its resource_id (ARCHITECTURE §3). */
export function referenceSchema(collection: string) {
  return z
    .string()
    .max(500)
    .refine(
      (value) => isUuid(value) || new RegExp(`/api/v2/${collection}/${UUID_TEXT}/?$`, 'i').test(value),
      {
        error: `Enter a ${collection} url or resource_id.`,
      },
    );
}

/** Employees are referenced by e-mail (delegate, preferred_delegate, property_manager). */
export const employeeReferenceSchema = emailSchema;

import type { z } from 'zod';
import { cutText } from './text';

/**
 * Zod messages in Django REST Framework wording, so API clients of either server read the same
 * texts. Installed with `z.config({ customError: drfErrorMap })` by the server.
 */
export const drfErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      return `Not a valid ${issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `Ensure this field has at least ${issue.minimum} elements.`;
      return `Ensure this value is greater than or equal to ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Ensure this field has no more than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than or equal to ${issue.maximum}.`;
    case 'invalid_value':
      if (issue.input === undefined) return 'This field is required.';
      return `"${cutText(String(issue.input), 100)}" is not a valid choice.`;
    case 'unrecognized_keys':
      return 'Unknown field.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'uuid') return 'Must be a valid UUID.';
      if (issue.format === 'datetime' || issue.format === 'date') return `Not a valid ${issue.format}.`;
      return 'Invalid format.';
    default:
      return undefined;
  }
};

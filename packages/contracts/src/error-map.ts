import type { z } from 'zod';
import { message } from './messages';
import { cutText } from './text';

/**
 * Zod messages in Django REST Framework wording, so API clients of either server read the same
 * texts; they are catalog messages, written in the reader's language when answered. Installed with
 * `z.config({ customError: drfErrorMap })` by the server.
 */
export const drfErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return message('validation.required');
      if (issue.input === null) return message('validation.notNull');
      return message('validation.notType', { type: issue.expected });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? message('validation.blank')
          : message('validation.minLength', { minimum: Number(issue.minimum) });
      }
      if (issue.origin === 'array') return message('validation.minItems', { minimum: Number(issue.minimum) });
      return message('validation.minValue', { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return message('validation.maxLength', { maximum: Number(issue.maximum) });
      if (issue.origin === 'array') return message('validation.maxItems', { maximum: Number(issue.maximum) });
      return message('validation.maxValue', { maximum: Number(issue.maximum) });
    case 'invalid_value':
      if (issue.input === undefined) return message('validation.required');
      return message('validation.invalidChoice', { input: cutText(String(issue.input), 100) });
    case 'unrecognized_keys':
      return message('validation.unknownField');
    case 'invalid_format':
      if (issue.format === 'email') return message('validation.email');
      if (issue.format === 'uuid') return message('validation.uuid');
      if (issue.format === 'datetime') return message('validation.datetime');
      if (issue.format === 'date') return message('validation.date');
      return message('validation.format');
    default:
      return undefined;
  }
};

import { LIMITS } from '@portal/contracts';

// Apart from the zod rules (form-rules.ts), so that a page that only translates messages does not load zod.

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Translates a rule's message key; server texts (not keys) pass through unchanged. */
export function errorText(
  t: Translate,
  message: string | undefined,
  limits: { min?: number; max?: number } = {},
): string | undefined {
  if (!message) return undefined;
  if (!/^[a-zA-Z]+(\.[a-zA-Z_]+)+$/.test(message)) return message;
  return t(message, { min: limits.min ?? LIMITS.passwordMin, max: limits.max ?? LIMITS.passwordMax });
}

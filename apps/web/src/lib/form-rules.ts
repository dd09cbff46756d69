import { EMAIL_PATTERN, LIMITS } from '@portal/contracts';
import { z } from 'zod';

/**
 * Zod rules for the account forms. Messages are translation keys; `errorText` translates them, giving
 * `form.min` / `form.max` their numbers.
 */
export const requiredEmail = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'form.email.required' })
    .max(254, { error: 'form.max' })
    .refine((value) => EMAIL_PATTERN.test(value), { error: 'form.email.format' });

export const requiredPassword = () =>
  z.string().min(1, { error: 'form.password.required' }).max(LIMITS.passwordMax, { error: 'form.max' });

/** New password and its repetition: at least 8 characters, both equal. */
export const newPasswordFields = {
  password: z
    .string()
    .min(1, { error: 'form.password.required' })
    .min(LIMITS.passwordMin, { error: 'form.min' })
    .max(LIMITS.passwordMax, { error: 'form.max' }),
  password_repeat: z.string().min(1, { error: 'form.required' }),
};

export const passwordsMatch = (value: { password: string; password_repeat: string }) =>
  value.password === value.password_repeat;
/**
 * A text field checked by a contract's rule for it (e.g. `employeeWriteSchema.shape.email`), with the
 * form's messages: the first issue's code picks its translation key from `keys`; a code without one keeps
 * the contract's own (English) text, which `errorText` shows as it is. The value itself is not transformed.
 */
export const contractRule = (rule: z.ZodType, keys: Partial<Record<string, string>>) =>
  z.string().superRefine((value, context) => {
    const result = rule.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: keys[issue.code] ?? issue.message });
  });

export const PASSWORD_MISMATCH_ISSUE = { path: ['password_repeat'], error: 'settings.passwordMismatch' };

export { errorText } from './error-text';

import { EMAIL_PATTERN, LIMITS } from '@portal/contracts';
import { z } from 'zod';
import './zod-setup';

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
export const PASSWORD_MISMATCH_ISSUE = { path: ['password_repeat'], error: 'settings.passwordMismatch' };

export { errorText } from './error-text';

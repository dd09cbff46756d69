import { LIMITS } from '@portal/contracts';
import { z } from 'zod/mini';

/**
 * Login: e-mail required and containing an @, password required. Messages are translation keys.
 * zod/mini (the same rules as lib/form-rules, written as checks) keeps zod's full API off the login page.
 */
export const loginSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'form.email.required' }),
    z.refine((value) => value.includes('@'), { error: 'form.email.format' }),
  ),
  password: z
    .string()
    .check(
      z.minLength(1, { error: 'form.password.required' }),
      z.maxLength(LIMITS.passwordMax, { error: 'form.max' }),
    ),
});
export type LoginValues = z.infer<typeof loginSchema>;

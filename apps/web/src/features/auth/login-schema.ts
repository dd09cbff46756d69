import { z } from 'zod';
import { requiredPassword } from '../../lib/form-rules';

/** Login: e-mail required and containing an @, password required. Messages are translation keys. */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'form.email.required' })
    .refine((value) => value.includes('@'), { error: 'form.email.format' }),
  password: requiredPassword(),
});
export type LoginValues = z.infer<typeof loginSchema>;

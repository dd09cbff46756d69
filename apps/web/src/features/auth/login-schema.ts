import { LIMITS } from '@portal/contracts';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Login: e-mail required and containing an @, password required (at most LIMITS.passwordMax).
 * Messages are translation keys. Two rules do not need a schema library: written out here, they keep
 * zod (about 13 KiB compressed) off the login page, the first page most visitors load.
 */
export const loginResolver: Resolver<LoginValues> = async (values): Promise<ResolverResult<LoginValues>> => {
  const email = values.email.trim();
  const errors: FieldErrors<LoginValues> = {};
  if (!email) errors.email = { type: 'required', message: 'form.email.required' };
  else if (!email.includes('@')) errors.email = { type: 'format', message: 'form.email.format' };
  if (!values.password) errors.password = { type: 'required', message: 'form.password.required' };
  else if (values.password.length > LIMITS.passwordMax)
    errors.password = { type: 'max', message: 'form.max' };
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
  return { values: { email, password: values.password }, errors: {} };
};

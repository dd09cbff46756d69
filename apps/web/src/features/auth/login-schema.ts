import { LIMITS } from '@portal/contracts';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Login: e-mail required and containing an @, password required (at most LIMITS.passwordMax); the
 * messages are translation keys. Two rules need neither a schema nor a form library: written out here,
 * they keep zod and react-hook-form (about 13 KiB compressed each) off the login page, the first page
 * most visitors load.
 */
export function loginErrors({ email, password }: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!email.trim()) errors.email = 'form.email.required';
  else if (!email.includes('@')) errors.email = 'form.email.format';
  if (!password) errors.password = 'form.password.required';
  else if (password.length > LIMITS.passwordMax) errors.password = 'form.max';
  return errors;
}

import { message } from '@portal/contracts';
import type { AppContext } from '../context';
import { tooManyRequests } from '../http/errors';
import { verifyPassword } from './password';

/** 429 with Retry-After while `wait` seconds remain: the one answer of every password throttle. */
export function throwIfLocked(wait: number): void {
  if (wait <= 0) return;
  const minutes = Math.ceil(wait / 60);
  throw tooManyRequests(
    minutes === 1 ? message('auth.throttledMinute') : message('auth.throttled', { minutes }),
    wait,
  );
}

/**
 * Checks the password of a signed-in user (password change, account deletion) on the sign-in
 * throttle's counter of that account: while it is locked, 429 even for the right password.
 */
export async function verifyAccountPassword(
  ctx: AppContext,
  user: { email: string; password_hash: string | null },
  password: string,
): Promise<boolean> {
  throwIfLocked(await ctx.loginThrottle.takeAccountAttempt(user.email));
  const valid = await verifyPassword(password, user.password_hash);
  if (valid) await ctx.loginThrottle.recordSuccess(user.email);
  return valid;
}

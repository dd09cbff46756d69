import type { AccessToken } from '@portal/contracts';
import { verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import { UsersRepository, type UserWithCompany } from '../users/users.repository';

export const LOGIN_FAILED = 'Incorrect email address or password.';
export const ACCOUNT_INACTIVE = 'Your account is not yet activated. Please check your e-mails.';

/** Checks e-mail and password with throttling per account and per client address. */
export async function authenticateWithPassword(
  ctx: AppContext,
  email: string,
  password: string,
  address: string,
): Promise<UserWithCompany> {
  const wait = ctx.loginThrottle.retryAfterSeconds(email, address);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait,
    );
  }
  const user = await new UsersRepository(ctx.db).findByEmail(email);
  const valid = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !valid) {
    ctx.loginThrottle.recordFailure(email, address);
    throw unauthorized(LOGIN_FAILED);
  }
  ctx.loginThrottle.recordSuccess(email);
  if (!user.is_active) throw forbidden(ACCOUNT_INACTIVE);
  return user;
}

/** The access token answer; `method` records whether a password or a server session proved identity. */
export async function issueAccessToken(
  ctx: AppContext,
  user: UserWithCompany,
  method: 'pwd' | 'session',
): Promise<AccessToken> {
  const { token, expires } = await ctx.tokens.sign('access', {
    userId: user.id,
    version: user.token_version,
    method,
  });
  await new UsersRepository(ctx.db).recordLogin(user.id);
  return {
    access_token: token,
    expires: expires.toISOString(),
    user_id: user.id,
    ...(user.password_change_urgency ? { password_change_urgency: user.password_change_urgency } : {}),
  };
}

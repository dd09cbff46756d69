import { type AccessToken, SSO_PASSWORD_REFUSAL, teamExpiredMessage } from '@portal/contracts';
import { throwIfLocked } from '../../auth/account-password';
import type { UserWithCompany } from '../../auth/accounts.repository';
import { normalizeEmail } from '../../auth/email';
import { verifyPassword } from '../../auth/password';
import type { AppContext } from '../../context';
import { forbidden, HttpError, unauthorized } from '../../http/errors';
import { accountRefusal } from './server-session';

export { openSession } from './server-session';

export const LOGIN_FAILED = 'Incorrect email address or password.';
export const ACCOUNT_INACTIVE = 'Your account is not yet activated. Please check your e-mails.';
const NO_SESSION = 'No active session.';

/**
 * Checks e-mail and password under the throttle. A locked account is refused before any check. A
 * client address with many failures (unknown accounts, wrong passwords) has its failures answered
 * 429 instead of 401, the same for known and unknown accounts, but never a correct password: many
 * users behind one proxy share an address.
 */
export async function authenticateWithPassword(
  ctx: AppContext,
  email: string,
  password: string,
  address: string,
): Promise<UserWithCompany> {
  const account = normalizeEmail(email);
  throwIfLocked(await ctx.loginThrottle.takeAccountAttempt(account));
  const addressWait = await ctx.loginThrottle.addressRetryAfterSeconds(address);
  const user = await ctx.data.accounts.findByEmail(account);
  // Also for unknown accounts (a hash of nothing): the answer time does not tell whether one exists.
  const valid = await verifyPassword(password, user?.password_hash ?? null);
  // A single sign-on account has no password to sign in with, whatever was typed: the form offers the button.
  if (user?.uses_sso) throw new HttpError(403, { ...SSO_PASSWORD_REFUSAL });
  if (!user || !valid) {
    await ctx.loginThrottle.recordAddressFailure(address);
    throwIfLocked(addressWait);
    throw unauthorized(LOGIN_FAILED);
  }
  await ctx.loginThrottle.recordSuccess(account);
  const refusal = accountRefusal(user);
  if (refusal === 'inactive') throw forbidden(ACCOUNT_INACTIVE);
  if (refusal === 'team_expired') throw forbidden(teamExpiredMessage(user.company_expiration_date!));
  return user;
}

/**
 * The access token answer; `method` records whether a password or a server session proved identity,
 * `sessionId` names the server session it belongs to (it ends with that session).
 */
export async function issueAccessToken(
  ctx: AppContext,
  user: UserWithCompany,
  method: 'pwd' | 'session',
  sessionId: string,
): Promise<AccessToken> {
  const { token, expires } = await ctx.tokens.sign('access', {
    userId: user.id,
    version: user.token_version,
    method,
    sessionId,
  });
  await ctx.data.accounts.recordLogin(user.id);
  return {
    access_token: token,
    expires: expires.toISOString(),
    user_id: user.id,
    ...(user.password_change_urgency ? { password_change_urgency: user.password_change_urgency } : {}),
  };
}

/** The user of a session cookie while its session is alive and the user active and unchanged; else 401. */
export async function userOfSessionCookie(ctx: AppContext, cookie: string | null) {
  if (!cookie) throw unauthorized(NO_SESSION);
  const claims = await ctx.tokens.verify('session', cookie).catch(() => {
    throw unauthorized(NO_SESSION);
  });
  const user = await ctx.data.accounts.findByIdInSession(claims.userId, claims.sessionId);
  if (!user?.is_active || user.token_version !== claims.version) throw unauthorized(NO_SESSION);
  return { user, sessionId: claims.sessionId };
}

/** Ends the server sessions the session cookie and the bearer token name (those that verify). */
export async function endSessions(ctx: AppContext, cookie: string | null, bearer: string | null) {
  const ended = [ctx.tokens.verify('session', cookie ?? ''), ctx.tokens.verify('access', bearer ?? '')];
  for (const claims of await Promise.allSettled(ended)) {
    if (claims.status === 'fulfilled') await ctx.data.sessions.end(claims.value.sessionId);
  }
}

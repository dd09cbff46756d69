import { teamExpired } from '@portal/contracts';
import type { UserWithCompany } from '../../auth/accounts.repository';
import type { AppContext } from '../../context';

/**
 * What every sign-in shares, whichever way it proved who the user is (a password, single sign-on): the
 * account checks after that proof, and the server session it opens.
 */

/** Why a proven account may not sign in now: it is deactivated, or its team has expired; else null. */
export function accountRefusal(user: UserWithCompany): 'inactive' | 'team_expired' | null {
  if (!user.is_active) return 'inactive';
  if (teamExpired({ companyType: user.company_type, expirationDate: user.company_expiration_date }))
    return 'team_expired';
  return null;
}

/** A new server session of the user, and the token of its cookie (valid as long as the session). */
export async function openSession(ctx: AppContext, user: UserWithCompany) {
  const lifetime = ctx.config.sessionLifetimeSeconds;
  const sessionId = await ctx.data.sessions.create(user.id, new Date(Date.now() + lifetime * 1000));
  const session = await ctx.tokens.sign('session', {
    userId: user.id,
    version: user.token_version,
    method: 'session',
    sessionId,
  });
  return { sessionId, cookieToken: session.token, lifetime };
}

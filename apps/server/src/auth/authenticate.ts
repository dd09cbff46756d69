import { teamExpired, teamExpiredMessage } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../context';
import { unauthorized } from '../http/errors';
import { TokenError } from './tokens';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Secure by default: every /api/v2/ route needs a valid bearer token unless its config says
 * `public: true`. A token of a deactivated, deleted or re-passworded user, or of an ended session
 * (logout), is refused (401).
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('auth', undefined as unknown as RequestAuth);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/v2/docs') || !request.routeOptions.url) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    let claims: RequestAuth['claims'];
    try {
      claims = await app.ctx.tokens.verify('access', token);
    } catch (error) {
      throw unauthorized(error instanceof TokenError ? error.message : 'Invalid token.');
    }
    const user = await app.ctx.data.accounts.findByIdInSession(claims.userId, claims.sessionId);
    if (!user?.is_active || user.token_version !== claims.version) {
      throw unauthorized('Token has been revoked.');
    }
    if (teamExpired({ companyType: user.company_type, expirationDate: user.company_expiration_date }))
      throw unauthorized(teamExpiredMessage(user.company_expiration_date!));
    request.auth = {
      user,
      claims,
      actor: { userId: user.id, role: user.role, companyId: user.company_id, companyType: user.company_type },
    };
  });
}

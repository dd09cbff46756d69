import { SSO_CALLBACK_PATH, SSO_LOGIN_PATH } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerWithNoStore } from '../../auth/no-store';
import { requestOrigin } from '../../http/origin';
import { openSession } from '../access-token/server-session';
import { setSessionCookie } from '../access-token/session-cookie';
import { refusalPath, safeNextPath } from './next-path';
import { OidcClient, SsoRefusal } from './oidc-client';
import { type CallbackQuery, SsoService } from './sso.service';
import { clearStateCookie, readStateCookie, setStateCookie } from './sso-cookie';

/** Browser paths, not API calls: answered with redirects, kept out of the API document. */
const routeOptions = { config: { public: true }, schema: { hide: true } } as const;

/**
 * Single sign-on through the installation's OpenID Connect provider (spec: accounts/sso_login). Only with
 * HAS_SSO_FEATURE on and OIDC_ISSUER set; otherwise neither path exists (404). The start sends the browser
 * to the provider; the provider sends it back to the callback, which opens the server session (the
 * cookie of GET access-token/) and goes on to `next`. Every refusal goes to the login page with
 * `sso_error=<code>` and sets no session.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { ctx } = app;
  if (!ctx.config.portal.HAS_SSO_FEATURE || !ctx.config.oidc) return;
  const service = new SsoService(ctx, new OidcClient(ctx.config.oidc));
  answerWithNoStore(app);

  app.get(SSO_LOGIN_PATH, routeOptions, async (request, reply) => {
    const nextPath = safeNextPath(queryOf(request).next);
    try {
      const { location, state } = await service.start(redirectUri(request), nextPath);
      setStateCookie(request, reply, state);
      return reply.redirect(location, 302);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.get(SSO_CALLBACK_PATH, routeOptions, async (request, reply) => {
    const query = queryOf(request);
    const text = (name: keyof CallbackQuery) => (typeof query[name] === 'string' ? query[name] : undefined);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    clearStateCookie(reply);
    try {
      const { user, nextPath } = await service.finish(
        new URL(`${redirectUri(request)}${search}`),
        { state: text('state'), error: text('error'), error_description: text('error_description') },
        readStateCookie(request),
      );
      const { cookieToken, lifetime } = await openSession(ctx, user);
      setSessionCookie(request, reply, cookieToken, lifetime);
      request.log.info({ userId: user.id }, 'single sign-on: signed in');
      return reply.redirect(nextPath, 302);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
}

/** The redirect URI registered at the provider: the callback under PUBLIC_URL's origin, or the request's. */
const redirectUri = (request: FastifyRequest) =>
  `${new URL(requestOrigin(request)).origin}${SSO_CALLBACK_PATH}`;

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** A refusal: logged with its reason, and the browser sent to the login page with its code. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof SsoRefusal)) throw error;
  request.log.warn({ ssoError: error.code, reason: error.reason }, 'single sign-on refused');
  return reply.redirect(refusalPath(error.code), 302);
}

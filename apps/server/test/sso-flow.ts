import { portalConfigEnv, type TestApp } from './app';
import { CookieJar, setCookiesOf, throughProvider } from './oidc-browser';
import { OIDC_CLIENTS, OIDC_TEST_SECRET } from './oidc-provider';

/** The portal's callback as the in-process app sees it (light-my-request's host is localhost:80). */
export const TEST_CALLBACK = 'http://localhost/accounts/sso_login/callback';

/** The environment of a portal with single sign-on through the test provider at `issuer`. */
export function ssoEnv(issuer: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...portalConfigEnv({ HAS_SSO_FEATURE: true }),
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: OIDC_CLIENTS.post,
    OIDC_CLIENT_SECRET: OIDC_TEST_SECRET,
    ...overrides,
  };
}

/** The browser's cookies at the portal, and the start's answer. */
export async function startSso(t: TestApp, next?: string) {
  const query = next === undefined ? '' : `?${new URLSearchParams({ next })}`;
  const start = await t.app.inject({ url: `/accounts/sso_login${query}` });
  const portal = new CookieJar();
  portal.store(setCookiesOf(start.headers['set-cookie']));
  return { start, portal, location: String(start.headers.location) };
}

/** The provider's answer brought back to the portal's callback with the browser's portal cookies. */
export async function callback(t: TestApp, url: URL, portal: CookieJar) {
  const answer = await t.app.inject({
    url: `${url.pathname}${url.search}`,
    headers: { cookie: portal.header() },
  });
  portal.store(setCookiesOf(answer.headers['set-cookie']));
  return answer;
}

/**
 * A whole single sign-on as `login` at the provider: the start, the provider's pages, the callback.
 * `tamper` changes the provider's URL before the browser opens it.
 */
export async function signInWithSso(
  t: TestApp,
  login: string,
  options: { next?: string; tamper?: (url: URL) => void; provider?: CookieJar; abort?: boolean } = {},
) {
  const { portal, location } = await startSso(t, options.next);
  const authorization = new URL(location);
  options.tamper?.(authorization);
  const back = await throughProvider(authorization.href, login, {
    jar: options.provider ?? new CookieJar(),
    abort: options.abort ?? false,
  });
  const answer = await callback(t, back, portal);
  return { answer, back, portal, authorization };
}

/** The `sso_error` of a refusal's redirect to the login page (null for any other answer). */
export function ssoErrorOf(answer: { statusCode: number; headers: Record<string, unknown> }) {
  if (answer.statusCode !== 302) return null;
  const location = new URL(String(answer.headers.location), 'http://localhost');
  return location.pathname === '/portal/login' ? location.searchParams.get('sso_error') : null;
}

/** The access token GET access-token/ answers for the portal session cookie in `portal`, or its status. */
export async function tokenOfSession(t: TestApp, portal: CookieJar) {
  const session = portal.get('portal_session');
  const answer = await t.app.inject({
    url: '/api/v2/access-token/',
    headers: session ? { cookie: `portal_session=${session}` } : {},
  });
  return answer;
}

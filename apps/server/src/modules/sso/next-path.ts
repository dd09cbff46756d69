import { SSO_DEFAULT_NEXT } from '@portal/contracts';

/** The spec's `next` of the SSO button: back to the portal, which is the default's job here. */
const SPEC_NEXT = '/redirect-to-portal/';
const BASE = 'http://portal.invalid';

/**
 * Where a single sign-on may go afterwards: a path of this portal (`/…`), never another origin (`//host`,
 * `/\host`, a scheme) nor one with control characters; anything else, and the spec's /redirect-to-portal/,
 * goes to the login page that signs in with the new session.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000 || !next.startsWith('/')) return SSO_DEFAULT_NEXT;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(next) || next.startsWith('//')) return SSO_DEFAULT_NEXT;
  const url = URL.parse(next, BASE);
  if (!url || url.origin !== BASE) return SSO_DEFAULT_NEXT;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === SPEC_NEXT ? SSO_DEFAULT_NEXT : path;
}

/** `/portal/login?sso_error=<code>`: where every refused single sign-on goes. */
export const refusalPath = (code: string) => `/portal/login?${new URLSearchParams({ sso_error: code })}`;

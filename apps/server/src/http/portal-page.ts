import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../branding/brands';

/** What the web build writes where a nonce goes (`html.cspNonce` in apps/web/vite.config.ts). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The web app's Content-Security-Policy. Scripts only from this origin, never eval. Styles: MUI (emotion)
 * injects <style> elements at run time; they carry the per-request nonce that index.html hands to the
 * emotion cache, so no 'unsafe-inline' is needed. Responses without a page (the assets) get the policy
 * without a nonce.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const DESCRIPTION = {
  en: (name: string) => `${name}: buildings, meters, reading requests and meter readings in one place.`,
  de: (name: string) => `${name}: Gebäude, Zähler, Ableseaufträge und Zählerstände an einem Ort.`,
};

/** en or de from Accept-Language (the web app then applies the user's stored choice). */
function pageLanguage(acceptLanguage: string | undefined): 'en' | 'de' {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('de') ? 'de' : 'en';
}

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;
const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/** The login page shows the brand's map beside the form from the md breakpoint (769 px) on. */
const LOGIN_PATH = /^\/portal\/login\/?$/;
const MAP_MEDIA = '(min-width: 769px)';

/**
 * index.html (login.html at /portal/login), read again when the build replaces it, answered per request:
 * a fresh CSP nonce, and the brand of the request's host in the head (title, description, icon, and on the
 * login page a preload of the map picture, the page's largest paint), so the browser knows them before any
 * script runs.
 */
export function createPortalPage(webDistDir: string, brandsDir: string) {
  const logoSources = new Map<string, string>();
  /** The brand bar's logo inline (a data: URL), so it paints with the page itself; else its url. */
  const logoSource = (brand: Brand) => {
    let source = logoSources.get(brand.logo_url);
    if (source === undefined) {
      source = brand.logo_url;
      const file = brand.logo_url.startsWith('/brand/') ? join(brandsDir, brand.logo_url.slice(7)) : null;
      if (file?.endsWith('.svg') && statSync(file).size <= INLINE_LOGO_MAX_BYTES) {
        source = `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
      }
      logoSources.set(brand.logo_url, source);
    }
    return source;
  };
  const cached = new Map<string, { mtimeMs: number; html: string }>();
  /** A page's template, or undefined when the build has no such file. */
  const read = (name: string) => {
    const file = join(webDistDir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    const { mtimeMs } = stat;
    let entry = cached.get(name);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, html: readFileSync(file, 'utf8') };
      cached.set(name, entry);
    }
    return entry.html;
  };
  // The login page has an entry of its own (apps/web/src/login.tsx: no router, no query cache); a build
  // from before it has index.html only.
  const template = (login: boolean) => {
    const html = (login && read('login.html')) || read('index.html');
    if (html === undefined) throw new Error('The web build has no index.html: run npm run build.');
    return html;
  };

  return function sendPortalPage(request: FastifyRequest, reply: FastifyReply, brand: Brand) {
    const nonce = randomBytes(16).toString('base64');
    const language = pageLanguage(request.headers['accept-language']);
    const name = escapeHtml(brand.name);
    const path = request.url.split('?')[0] ?? '';
    const description = escapeHtml(DESCRIPTION[language](brand.name));
    const login = LOGIN_PATH.test(path);
    const preload = login
      ? `\n    <link rel="preload" as="image" href="${escapeHtml(brand.map_url)}" media="${MAP_MEDIA}" fetchpriority="high" />`
      : '';
    const html = template(login)
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      // Replacer functions: brand texts are inserted as they are, `$` included.
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
      .replace(/(<meta name="description" content=")[^"]*/, (_m, start) => `${start}${description}`)
      .replace(
        /(<link rel="icon" href=")[^"]*([^>]*>)/,
        (_m, start, end) => `${start}${escapeHtml(brand.favicon_url)}${end}${preload}`,
      )
      // The brand bar shown before the scripts run: the brand's header colour and logo.
      .replace(/(#app-shell\s*\{[^}]*background:\s*)[^;}]*/, (whole, start) =>
        HEX_COLOR.test(brand.colors.header) ? `${start}${brand.colors.header}` : whole,
      )
      .replace(
        /(<div id="app-shell"[^>]*><img src=")[^"]*/,
        (_m, start) => `${start}${escapeHtml(logoSource(brand))}`,
      );
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .header('Vary', 'Accept-Language')
      .send(html);
  };
}

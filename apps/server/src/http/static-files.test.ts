import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandRegistry } from '../branding/brands';
import type { AppContext } from '../context';
import { NONCE_PLACEHOLDER } from './portal-page';
import { registerStaticFiles } from './static-files';

/** index.html as the web build writes it (apps/web/index.html with Vite's nonce placeholders). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Meter Portal</title>
    <meta name="description" content="Meter Portal: default." />
    <link rel="icon" href="/brand/default/favicon.svg" type="image/svg+xml" />
    <meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">
    <style nonce="${NONCE_PLACEHOLDER}">body{margin:0}#app-shell{box-sizing:border-box;background:#0f5c8c;height:56px}</style>
    <script type="module" crossorigin src="/portal/assets/app-abc123.js" nonce="${NONCE_PLACEHOLDER}"></script>
  </head>
  <body><div id="app-shell" aria-hidden="true"><img src="/brand/default/logo.svg" alt="" /></div><div id="root"></div></body>
</html>`;
const SCRIPT = `export const answer = ${'42 + '.repeat(500)}0;\n`;

const brandsDir = resolve(import.meta.dirname, '../../brands');

describe('the web app and brand files', () => {
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    const script = join(webDistDir, 'assets', 'app-abc123.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    app = Fastify();
    app.decorate('ctx', {
      config: { webDistDir, brandsDir },
      brands: new BrandRegistry(brandsDir),
    } as unknown as AppContext);
    await registerStaticFiles(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers a page with a fresh CSP nonce in header and markup, and the brand in the head', async () => {
    const first = await app.inject({
      url: '/portal/login',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[\w+/=]{20,}$/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    expect(first.body).not.toContain(NONCE_PLACEHOLDER);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.body).toContain(`src="/portal/assets/app-abc123.js" nonce="${nonce}"`);
    expect(first.body).toContain('<html lang="de">');
    expect(first.body).toContain('<title>Meter Portal</title>');
    expect(first.body).toMatch(/<meta name="description" content="Meter Portal: Gebäude, Zähler/);
    expect(first.body).toMatch(/<link rel="preload" as="image" href="\/brand\/default\/map.svg" media=/);

    const second = await app.inject({ url: '/portal/buildings/0199', headers: { host: 'nord.localhost' } });
    expect(second.headers['content-security-policy']).not.toBe(csp);
    expect(second.body).toContain('<title>Stadtwerke Nord Portal</title>');
    expect(second.body).toContain('href="/brand/stadtwerke-nord/favicon.svg"');
    expect(second.body).toContain('<html lang="en">');
    // The brand bar painted before the scripts run has the host's colour and logo.
    expect(second.body).toContain('#app-shell{box-sizing:border-box;background:#14532d;height:56px}');
    const nordLogo = readFileSync(join(brandsDir, 'stadtwerke-nord', 'logo.svg')).toString('base64');
    expect(second.body).toContain(`<img src="data:image/svg+xml;base64,${nordLogo}" alt="" />`);
    expect(second.body).toContain(
      `<style nonce="${/'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]}">`,
    );
    // The map is preloaded on the login page only.
    expect(second.body).not.toContain('rel="preload"');

    expect((await app.inject({ url: '/portal/' })).body).toContain('<div id="root">');
    expect((await app.inject({ url: '/portal' })).statusCode).toBe(302);
  });

  it("answers /portal/login with the login page's own entry (login.html), every other page with index.html", async () => {
    writeFileSync(join(webDistDir, 'login.html'), INDEX_HTML.replace('app-abc123.js', 'login-abc123.js'));
    for (const url of ['/portal/login', '/portal/login/', '/portal/login?redirect=%2Fmeters']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body, url).toMatch(/src="\/portal\/assets\/login-abc123.js" nonce="[\w+/=]{20,}"/);
      expect(page.body, url).toContain('rel="preload" as="image"');
    }
    for (const url of ['/portal/', '/portal/login/reset', '/portal/login/set-password/x', '/portal/loginx'])
      expect((await app.inject({ url, headers: { accept: 'text/html' } })).body, url).toContain(
        'src="/portal/assets/app-abc123.js"',
      );
  });

  it('never sends index.html or login.html as a file (they are templates)', async () => {
    for (const file of ['index.html', 'login.html']) {
      expect((await app.inject({ url: `/portal/${file}` })).statusCode).toBe(404);
      const asPage = await app.inject({ url: `/portal/${file}`, headers: { accept: 'text/html' } });
      expect(asPage.body).not.toContain(NONCE_PLACEHOLDER);
    }
  });

  it('sends the precompressed variant the client accepts, cached for a year', async () => {
    const url = '/portal/assets/app-abc123.js';
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length / 4);
    }
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing asset 404, also to a browser asking for HTML', async () => {
    const response = await app.inject({
      url: '/portal/assets/gone-123.js',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it("answers /favicon.ico with the host's brand icon and caches brand files with revalidation", async () => {
    const favicon = await app.inject({ url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
    const nord = await app.inject({ url: '/favicon.ico', headers: { host: 'nord.localhost' } });
    const nordFile = await app.inject({ url: '/brand/stadtwerke-nord/favicon.svg' });
    expect(nord.body).toBe(nordFile.body);
    expect(nordFile.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(nordFile.headers.etag).toBeTruthy();
    const revalidated = await app.inject({
      url: '/brand/stadtwerke-nord/favicon.svg',
      headers: { 'if-none-match': String(nordFile.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  /** Every page and manual a brand links, with its title and one line of its content. */
  const BRAND_PAGES = [
    ['default', 'pages/imprint.html', 'Imprint / Impressum', '<h3>Represented by</h3>'],
    ['default', 'pages/privacy.html', 'Privacy policy / Datenschutzerklärung', '<h3>1. Controller</h3>'],
    ['default', 'pages/terms.html', 'Terms of use / Nutzungsbedingungen', '<h2>Nutzungsbedingungen</h2>'],
    [
      'default',
      'manuals/portal-manual.html',
      'Portal manual / Portalhandbuch',
      '<h2>Portal manual (English)</h2>',
    ],
    ['default', 'manuals/app-manual.html', 'App manual / App-Handbuch', '<h2>App manual (English)</h2>'],
    [
      'default',
      'manuals/device-recommendation.html',
      'Device recommendation / Geräteempfehlung',
      '<h2>Recommended smartphone (English)</h2>',
    ],
    [
      'default',
      'manuals/meter-scan-tips.html',
      'Meter scan tips / Tipps zum Zählerscan',
      '<h2>Meter scan tips (English)</h2>',
    ],
    ['stadtwerke-nord', 'pages/imprint.html', 'Imprint / Impressum', '<h3>Vertreten durch</h3>'],
    [
      'stadtwerke-nord',
      'manuals/portal-manual.html',
      'Portalhandbuch / Portal manual',
      '<h2>Kurzanleitung (Deutsch)</h2>',
    ],
  ] as const;

  it("answers every brand page and manual in the brand's frame, cached with revalidation", async () => {
    const registry = new BrandRegistry(brandsDir);
    const linked = [...registry.brands.values()].flatMap((brand) =>
      [...Object.values(brand.footer_links), ...Object.values(brand.manuals)].filter((link) =>
        link.endsWith('.html'),
      ),
    );
    expect(BRAND_PAGES.map(([id, path]) => `/brand/${id}/${path}`).sort()).toEqual(linked.sort());
    const frames = {
      default: {
        name: 'Meter Portal',
        header: '#0f5c8c',
        tint: '#e7f0f6',
        footer: '© Meter Portal GmbH (example)',
      },
      'stadtwerke-nord': {
        name: 'Stadtwerke Nord Portal',
        header: '#14532d',
        tint: '#e6f2e9',
        footer: '© Stadtwerke Nord GmbH (example)',
      },
    };
    for (const [id, path, title, line] of BRAND_PAGES) {
      const url = `/brand/${id}/${path}`;
      const page = await app.inject({ url });
      const frame = frames[id];
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], url).toBe('public, max-age=3600, stale-while-revalidate=86400');
      expect(page.headers['content-security-policy'], url).toBeUndefined();
      expect(page.body, url).toMatch(
        /^<!DOCTYPE html>\n<html lang="(en|de)">\n<head>\n<meta charset="utf-8">/,
      );
      expect(page.body, url).toContain(`<title>${title} – ${frame.name}</title>`);
      expect(page.body, url).toContain(`header{background:${frame.header};color:#fff;padding:14px 20px}`);
      expect(page.body, url).toContain(`th{background:${frame.tint}}`);
      expect(page.body, url).toContain(`<body>\n<header>\n<h1>${title}</h1>\n<p>`);
      expect(page.body, url).toContain(`\n${line}\n`);
      expect(page.body, url).toMatch(/\n<\/main>\n<footer>(.*)<\/footer>\n<\/body>\n<\/html>\n$/);
      expect(page.body, url).toContain(`<footer>${frame.footer}</footer>`);
      expect(page.body, url).not.toMatch(/\{\{|<meta name="(subtitle|lang)"/);
      const revalidated = await app.inject({ url, headers: { 'if-none-match': String(page.headers.etag) } });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
    }
    const nordManual = await app.inject({ url: '/brand/stadtwerke-nord/manuals/portal-manual.html' });
    expect(nordManual.body).toContain('<html lang="de">');
    expect(nordManual.body).toContain('<p>Stadtwerke Nord – Zählerstandsportal</p>');
    expect((await app.inject({ url: '/brand/default/pages/imprint.html' })).body).toContain(
      '<h1>Imprint / Impressum</h1>\n<p>Meter Portal</p>',
    );
    for (const url of [
      '/brand/layout.html',
      '/brand/default/pages/gone.html',
      '/brand/nobody/pages/imprint.html',
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it("frames a brand's pages with its own layout.html when it has one", async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'portal-brands-'));
    try {
      cpSync(brandsDir, ownDir, { recursive: true });
      writeFileSync(
        join(ownDir, 'stadtwerke-nord', 'layout.html'),
        '<!DOCTYPE html>\n<title>{{title}} | {{name}}</title>\n<h1>{{subtitle}}</h1>\n{{content}}<p>{{footer}}</p>\n',
      );
      const own = Fastify();
      own.decorate('ctx', {
        config: { webDistDir, brandsDir: ownDir },
        brands: new BrandRegistry(ownDir),
      } as unknown as AppContext);
      await registerStaticFiles(own);
      const nord = await own.inject({ url: '/brand/stadtwerke-nord/pages/imprint.html' });
      expect(nord.body).toMatch(
        /^<!DOCTYPE html>\n<title>Imprint \/ Impressum \| Stadtwerke Nord Portal<\/title>\n<h1>Stadtwerke Nord Portal<\/h1>\n<p class="note">/,
      );
      expect(nord.body).toContain('<p>© Stadtwerke Nord GmbH (example)</p>\n');
      // The other brands keep the shared layout.
      const other = await own.inject({ url: '/brand/default/pages/imprint.html' });
      expect(other.body).toContain('<title>Imprint / Impressum – Meter Portal</title>');
      await own.close();
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});

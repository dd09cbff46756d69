import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { message } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBrandPages } from '../branding/brand-pages';
import { setMessage } from './error-handler';
import { say } from './language';
import { contentSecurityPolicy, createPortalPage } from './portal-page';

/** Hashed file names (apps/web/dist/assets/): a changed file gets a new name, so browsers keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Brand files keep their names when a brand's artwork changes: an hour from the cache, then the browser
 * revalidates (ETag / Last-Modified, answered 304 while unchanged), serving the old copy meanwhile.
 */
const BRAND_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The web app under /portal/ (index.html per request for deep links too, with the brand's head and a CSP
 * nonce; files precompressed at build time sent as brotli/gzip), brand assets under /brand/<id>/ (its
 * pages and manuals in the brand's frame), the brand's icon at /favicon.ico, and JSON 404s for unknown
 * API paths.
 */
export async function registerStaticFiles(app: FastifyInstance) {
  const { webDistDir, brandsDir } = app.ctx.config;
  const { brands } = app.ctx;
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  const sendPortalPage = createPortalPage(webDistDir, brandsDir);
  const portalPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendPortalPage(request, reply, brands.forHost(request.host));

  await app.register(fastifyStatic, {
    root: brandsDir,
    prefix: '/brand/',
    // reply.sendFile (for /favicon.ico) comes from this registration: it exists without a web app too.
    // HTML files are the pages' content and layouts: the route below answers the pages in their frame.
    allowedPath: (path) => !path.endsWith('.json') && !path.endsWith('.html'),
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', BRAND_CACHE);
      if (path.endsWith('.svg'))
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  const brandPage = createBrandPages(brandsDir, brands);
  app.get(
    '/brand/:brand/:folder/:file(^[\\w-]+\\.html$)',
    { config: { public: true }, schema: { hide: true } },
    (request, reply) => {
      const { brand, folder, file } = request.params as { brand: string; folder: string; file: string };
      const page = /^[\w-]+$/.test(folder) ? brandPage(brand, `${folder}/${file}`) : undefined;
      if (!page) return reply.callNotFound();
      reply
        .header('Cache-Control', BRAND_CACHE)
        .header('ETag', page.etag)
        .header('Last-Modified', page.lastModified);
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      const unchanged =
        ifNoneMatch !== undefined
          ? ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*')
          : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(page.lastModified);
      if (unchanged) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    },
  );

  // Browsers and crawlers ask for /favicon.ico without reading the page: the brand's icon.
  app.get('/favicon.ico', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const icon = brands.forHost(request.host).favicon_url;
    if (!icon.startsWith('/brand/')) return reply.redirect(icon);
    return reply.header('Cache-Control', BRAND_CACHE).sendFile(icon.slice('/brand/'.length), brandsDir);
  });

  if (hasWebApp) {
    const assetsDir = join(webDistDir, 'assets');
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/portal/',
      wildcard: true,
      decorateReply: false,
      // index.html and login.html are templates (nonce, brand): never sent as files.
      index: false,
      allowedPath: (path) => !/^\/?(index|login)\.html$/.test(path),
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        reply.header('Content-Security-Policy', contentSecurityPolicy());
      },
    });
    app.get('/portal/', { config: { public: true }, schema: { hide: true } }, (request, reply) =>
      request.url.split('?')[0] === '/portal' ? reply.redirect('/portal/') : portalPage(request, reply),
    );
  }

  app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/portal/'),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/portal') return reply.redirect('/portal/');
    // A page, not a missing asset: no extension, or a browser asking for HTML (/login/reset/a@b.example).
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage =
      request.method === 'GET' &&
      path.startsWith('/portal/') &&
      !path.startsWith('/portal/assets/') &&
      (!extname(path) || wantsHtml);
    if (isPage && hasWebApp) return portalPage(request, reply);
    if (isPage)
      return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.');
    const detail = say(request, message('http.notFound'));
    setMessage(reply, detail);
    return reply.status(404).send({ detail });
  });
}

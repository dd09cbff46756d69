import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { setMessage } from './error-handler';

/**
 * The web app under /portal/ (deep links answer index.html), brand assets under /brand/<id>/, and
 * JSON 404s for unknown API paths.
 */
export async function registerStaticFiles(app: FastifyInstance) {
  const { webDistDir, brandsDir } = app.ctx.config;
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));

  await app.register(fastifyStatic, {
    root: brandsDir,
    prefix: '/brand/',
    decorateReply: false,
    allowedPath: (path) => !path.endsWith('.json'),
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      if (path.endsWith('.svg'))
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/portal/',
      wildcard: true,
      index: ['index.html'],
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/portal/'),
  );

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/portal') return reply.redirect('/portal/');
    // A page, not a missing asset: no extension, or a browser asking for HTML (/login/reset/a@b.example).
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage = request.method === 'GET' && path.startsWith('/portal/') && (!extname(path) || wantsHtml);
    if (isPage && hasWebApp) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', webDistDir);
    }
    if (isPage)
      return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.');
    setMessage(reply, 'Not found.');
    return reply.status(404).send({ detail: 'Not found.' });
  });
}

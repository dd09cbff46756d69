import { message } from '@portal/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { setMessage } from './error-handler';
import { say } from './language';
import { queryWithoutNul, type ShapingQuery, shapeObject, shapingQuery } from './list';

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** `/api/v2/meters/:id/` → a pattern of the paths it serves (the router ignores a trailing slash). */
function pathPattern(url: string): RegExp {
  const body = url
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * A wrong method on an existing API path answers 405 with `Allow` (DRF), not 404: the routes' paths
 * and methods are collected as they are added, and a request that matched no route is checked
 * against them before the not-found handler answers.
 */
function methodNotAllowed(app: FastifyInstance) {
  const paths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return;
    const entry = paths.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    paths.set(route.url, entry);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const allowed = new Set<string>();
    for (const { pattern, methods } of paths.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method);
    }
    if (!allowed.size || allowed.has(request.method)) return;
    const detail = say(request, message('http.methodNotAllowed', { method: request.method.slice(0, 20) }));
    setMessage(reply, detail);
    return reply
      .status(405)
      .header('Allow', METHOD_ORDER.filter((method) => allowed.has(method)).join(', '))
      .send({ detail });
  });
}

/** GET <collection>/{id}/ of a resource. */
const DETAIL_URL = /^\/api\/v2\/[\w-]+\/:\w+\/$/;

/**
 * `fields`, `omit` and `expand` on the detail routes, through the lists' own schemas and shapeObject.
 * The object is shaped after serialization, so its response schema (and the document) stays whole.
 * `expand` names no reference of these resources yet, so it is accepted and, as in their lists, ignored.
 */
function detailShaping(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { querystring?: unknown; response?: Record<string, unknown> } | undefined;
    if (route.method !== 'GET' || !DETAIL_URL.test(route.url) || !schema || schema.querystring) return;
    if (!(schema.response?.['200'] instanceof z.ZodType)) return;
    route.schema = { ...route.schema, querystring: queryWithoutNul(z.looseObject(shapingQuery)) };
    const onSend = [route.onSend ?? []].flat();
    route.onSend = [
      ...onSend,
      async (request, reply, payload) => {
        const query = request.query as ShapingQuery;
        if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        if (!query.fields?.length && !query.omit?.length) return payload;
        return JSON.stringify(shapeObject(JSON.parse(payload) as Record<string, unknown>, query));
      },
    ];
  });
}

/**
 * The DRF conventions clients rely on beyond the error bodies (docs/api.md): 405 with Allow, 415
 * for a body that is not JSON (Fastify would otherwise take text/plain as a string), Location on 201,
 * fields/omit/expand on detail routes. Registered before the modules, so their routes are seen.
 */
export function registerDrfConventions(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  methodNotAllowed(app);
  detailShaping(app);
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const url = (payload as { url?: unknown } | null)?.url;
    if (reply.statusCode === 201 && typeof url === 'string') reply.header('Location', url);
    return payload;
  });
}

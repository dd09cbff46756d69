import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PORTAL_VERSION } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerComponentSchemas } from './openapi-components';
import { tidyDocument } from './openapi-document';

type JsonObject = Record<string, unknown>;
type RouteTransform = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { method: string | string[]; config?: { public?: boolean } };
};

const ACTIONS: Record<string, [collection: string, detail: string]> = {
  GET: ['list', 'retrieve'],
  POST: ['create', 'create'],
  PUT: ['update', 'update'],
  PATCH: ['partial_update', 'partial_update'],
  DELETE: ['destroy', 'destroy'],
  OPTIONS: ['metadata', 'metadata_retrieve'],
};

/**
 * drf-spectacular's operation ids: the path's names joined by `_` and the action, e.g. `meters_list`,
 * `meters_retrieve`, `meters_partial_update`, `meters_replacement_create`. A GET without list
 * parameters is a `retrieve` (health, portal-config).
 */
export function operationIdOf(method: string, url: string, hasQuery: boolean): string {
  const segments = url
    .replace(/^\/api\/v2\//, '')
    .split('/')
    .filter(Boolean);
  const names = segments.filter((segment) => !segment.startsWith(':'));
  const detail = segments.at(-1)?.startsWith(':') ?? false;
  const [collection, single] = ACTIONS[method] ?? [method.toLowerCase(), method.toLowerCase()];
  const action = detail || (method === 'GET' && !hasQuery) ? single : collection;
  return [...names.map((name) => name.replace(/[^A-Za-z0-9]+/g, '_')), action].join('_');
}

const STATUS_TEXT: Record<string, string> = {
  '200': 'Success.',
  '201': 'Created: the new object. Its url is also in the `Location` header.',
  '204': 'Done; no content.',
  '400': 'Invalid input: `{<field>: [message], non_field_errors?: [message]}`.',
  '401': 'Not signed in: the token is missing, expired or revoked. Carries `WWW-Authenticate: Bearer`.',
  '403': 'Not allowed for this user: `{detail}`.',
  '404': "Not found, or outside the caller's scope: `{detail}`.",
  '409': 'Duplicate: `{detail, url}`, url naming the existing object.',
  '429': 'Too many attempts: `{detail}`; retry after the seconds in `Retry-After`.',
  '503': 'Unavailable: the database does not answer.',
};

function successText(method: string, detail: boolean, hasQuery: boolean): string {
  if (method === 'OPTIONS') return 'DRF metadata: `{name, description, renders, parses, actions}`.';
  if (method === 'GET' && !detail && hasQuery) return 'One page: `{count, next, previous, results}`.';
  if (method === 'GET') return 'The object.';
  if (method === 'PUT' || method === 'PATCH') return 'The changed object.';
  return STATUS_TEXT['200']!;
}

const HEADERS: Record<string, JsonObject> = {
  '201': { Location: { description: 'The url of the created object.', type: 'string', format: 'uri' } },
  '401': { 'WWW-Authenticate': { description: '`Bearer`', type: 'string' } },
};

/**
 * Per route, after the zod conversion: the operation id, the security of public routes (none), and
 * real descriptions of the responses (fastify-swagger would write "Default Response").
 */
function transform(document: RouteTransform) {
  const { route } = document;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const hasQuery = Boolean(document.schema?.querystring);
  const result = jsonSchemaTransform(document);
  const schema = result.schema as JsonObject;
  if (!schema || schema.hide) return result;

  const detail = result.url.replace(/\/$/, '').split('/').at(-1)?.startsWith(':') ?? false;
  schema.operationId ??= operationIdOf(method, result.url, hasQuery && !detail);
  if (route.config?.public && !schema.security) schema.security = [];

  const responses = (schema.response ?? {}) as Record<string, JsonObject>;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description) continue;
    const text =
      status === '200' ? successText(method, detail, hasQuery) : (STATUS_TEXT[status] ?? 'See the body.');
    // fastify-swagger takes a description beside a $ref; inside an inline schema, its own key.
    if (response.$ref) response.description = text;
    else response['x-response-description'] = text;
    if (HEADERS[status] && !response.headers) response.headers = HEADERS[status];
  }
  return result;
}

const DESCRIPTION = `REST API of the meter portal, following Django REST Framework conventions.

Sign in with \`POST /api/v2/access-token/\` and send \`Authorization: Bearer <access_token>\` on every other call.

- Every object has \`resource_id\` (UUIDv7) and \`url\`; a reference in a body may be the url or the resource_id.
- Read-only fields a resource returns (\`url\`, \`resource_id\`, \`created\`, \`*_name\` …) are accepted in request bodies and ignored; unknown fields answer 400.
- Date-time fields also take a plain date (\`YYYY-MM-DD\`), meaning midnight UTC.
- Errors: 400 \`{<field>: [message]}\`, 401/403/404 \`{detail}\`, 409 \`{detail, url}\`; the message also travels percent-encoded in the \`X-Message\` header. A wrong method on an existing path answers 405 with \`Allow\`, an unsupported content type 415.`;

/** OpenAPI 3.1 generated from the route schemas; the UI at /api/v2/docs, the document at /api/v2/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  registerComponentSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Meter Portal API', version: PORTAL_VERSION, description: DESCRIPTION },
      servers: [{ url: app.ctx.config.publicUrl ?? '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access_token of POST /api/v2/access-token/.',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'portal_session',
            description: 'The server session cookie set at sign-in (only sent to /api/v2/access-token/).',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: transform as typeof jsonSchemaTransform,
    transformObject: (document) => tidyDocument(jsonSchemaTransformObject(document) as JsonObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/v2/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    uiHooks: {},
    staticCSP: true,
  });
}

/** A binary response body (an image download) as the document describes it; never used to serialize. */
export const binarySchema = z.string().meta({ format: 'binary' });

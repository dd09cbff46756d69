import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PORTAL_VERSION } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the route schemas; the UI at /api/v2/docs, the document at /api/v2/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meter Portal API',
        version: PORTAL_VERSION,
        description:
          'REST API of the meter portal (Django REST Framework conventions). Sign in with POST /api/v2/access-token/ and send `Authorization: Bearer <access_token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/v2/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    uiHooks: {},
    staticCSP: true,
  });
}

import { PORTAL_VERSION } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  version: z.string(),
});

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v2/health', {
    config: { public: true },
    schema: {
      tags: ['portal'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const database = app.ctx.databaseKind;
      try {
        await app.ctx.data.health.ping();
        return { status: 'ok' as const, database, version: PORTAL_VERSION };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database, version: PORTAL_VERSION });
      }
    },
  });
}

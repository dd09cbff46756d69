import { PORTAL_VERSION } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  /** `starting` and `draining`: the process is up but takes no new work; `unavailable`: no database. */
  status: z.enum(['ok', 'starting', 'draining', 'unavailable']),
  database: z.string(),
  version: z.string(),
});

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v2/health', {
    config: { public: true },
    schema: {
      tags: ['portal'],
      summary:
        'Whether this process takes requests: 200 ok; 503 while it starts, drains before stopping or cannot reach the database (for load balancers)',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const database = app.ctx.databaseKind;
      const { state } = app.ctx.lifecycle;
      if (state !== 'ready')
        return reply.status(503).send({ status: state, database, version: PORTAL_VERSION });
      try {
        await app.ctx.data.health.ping();
        return { status: 'ok' as const, database, version: PORTAL_VERSION };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database, version: PORTAL_VERSION });
      }
    },
  });
}

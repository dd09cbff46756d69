import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer of the routes of this plugin (errors included): tokens and
 * account data must not stay in browser or proxy caches. Register inside the module's plugin only.
 */
export function answerWithNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
}

import { accessTokenSchema, detailSchema, fieldErrorsSchema, loginRequestSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../auth/authenticate';
import { answerWithNoStore } from '../../auth/no-store';
import { SessionRepository } from '../../auth/sessions.repository';
import { unauthorized } from '../../http/errors';
import { authenticateWithPassword, issueAccessToken } from './access-token.service';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

const tags = ['auth'];

export async function accessTokenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  answerWithNoStore(app);
  const sessions = new SessionRepository(ctx.db);

  r.post('/api/v2/access-token/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Sign in with e-mail and password',
      body: loginRequestSchema,
      response: {
        200: accessTokenSchema,
        400: fieldErrorsSchema,
        401: detailSchema,
        403: detailSchema,
        429: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const user = await authenticateWithPassword(ctx, request.body.email, request.body.password, request.ip);
      const lifetime = ctx.config.sessionLifetimeSeconds;
      const sessionId = await sessions.create(user.id, new Date(Date.now() + lifetime * 1000));
      const session = await ctx.tokens.sign('session', {
        userId: user.id,
        version: user.token_version,
        method: 'session',
        sessionId,
      });
      setSessionCookie(request, reply, session.token, lifetime);
      return issueAccessToken(ctx, user, 'pwd', sessionId);
    },
  });

  r.get('/api/v2/access-token/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Exchange the server session cookie for an access token (check_privileges)',
      security: [{ session: [] }],
      response: { 200: accessTokenSchema, 401: detailSchema },
    },
    handler: async (request) => {
      const cookie = readSessionCookie(request);
      if (!cookie) throw unauthorized('No active session.');
      const claims = await ctx.tokens.verify('session', cookie).catch(() => {
        throw unauthorized('No active session.');
      });
      const user = await ctx.data.accounts.findByIdInSession(claims.userId, claims.sessionId);
      if (!user?.is_active || user.token_version !== claims.version) throw unauthorized('No active session.');
      return issueAccessToken(ctx, user, 'session', claims.sessionId);
    },
  });

  r.delete('/api/v2/access-token/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'End the server session of the cookie (or of the bearer token) and its access tokens (logout)',
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const ended = [
        ctx.tokens.verify('session', readSessionCookie(request) ?? ''),
        ctx.tokens.verify('access', bearerToken(request) ?? ''),
      ];
      for (const claims of await Promise.allSettled(ended)) {
        if (claims.status === 'fulfilled') await sessions.end(claims.value.sessionId);
      }
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  });
}

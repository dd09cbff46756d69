import {
  accessTokenSchema,
  detailSchema,
  fieldErrorsSchema,
  loginRequestSchema,
  signInRefusalSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../auth/authenticate';
import { answerWithNoStore } from '../../auth/no-store';
import {
  authenticateWithPassword,
  endSessions,
  issueAccessToken,
  openSession,
  userOfSessionCookie,
} from './access-token.service';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';

const tags = ['auth'];

export async function accessTokenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  answerWithNoStore(app);

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
        403: signInRefusalSchema,
        429: detailSchema,
      },
    },
    handler: async (request, reply) => {
      const user = await authenticateWithPassword(ctx, request.body.email, request.body.password, request.ip);
      const { sessionId, cookieToken, lifetime } = await openSession(ctx, user);
      setSessionCookie(request, reply, cookieToken, lifetime);
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
      const { user, sessionId } = await userOfSessionCookie(ctx, readSessionCookie(request));
      return issueAccessToken(ctx, user, 'session', sessionId);
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
      await endSessions(ctx, readSessionCookie(request), bearerToken(request));
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  });
}

import {
  detailSchema,
  fieldErrorsSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  resetTokenInfoSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerWithNoStore } from '../../auth/no-store';
import { setMessage } from '../../http/error-handler';
import { PasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.service';

const tags = ['auth'];

/** Reset links must not point wherever a forged Host header says: only to known hosts. */
function mailOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, port } = app.ctx.config;
  if (publicUrl) return publicUrl;
  const host = request.host ?? '';
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host);
  if (local || app.ctx.brands.isKnownHost(host)) return `${request.protocol}://${host}`;
  return `http://localhost:${port}`;
}

const language = (request: FastifyRequest): 'en' | 'de' =>
  /^de\b/i.test(request.headers['accept-language'] ?? '') ? 'de' : 'en';

export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  answerWithNoStore(app);
  const service = new PasswordResetService(app.ctx);

  r.post('/api/v2/users/reset_password/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Mail a one-time link to set a new password (same answer whether or not the account exists)',
      body: resetPasswordRequestSchema,
      response: { 200: detailSchema, 400: fieldErrorsSchema },
    },
    handler: async (request, reply) => {
      await service.request(request.body.email, mailOrigin(app, request), language(request));
      setMessage(reply, RESET_REQUESTED);
      return { detail: RESET_REQUESTED };
    },
  });

  r.get('/api/v2/users/reset_password/:token/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Check a reset link: the e-mail it is for and until when it is valid',
      params: z.object({ token: z.string().max(200) }),
      response: { 200: resetTokenInfoSchema, 404: detailSchema },
    },
    handler: async (request) => service.describe(request.params.token),
  });

  r.post('/api/v2/users/reset_password/confirm/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Set the new password with a reset link token',
      body: resetPasswordConfirmSchema,
      response: { 200: detailSchema, 400: fieldErrorsSchema },
    },
    handler: async (request, reply) => {
      await service.confirm(request.body);
      setMessage(reply, RESET_DONE);
      return { detail: RESET_DONE };
    },
  });
}

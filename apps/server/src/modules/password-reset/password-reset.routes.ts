import {
  detailSchema,
  fieldErrorsSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  resetTokenInfoSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerWithNoStore } from '../../auth/no-store';
import { setMessage } from '../../http/error-handler';
import { mailLanguage as language, mailOrigin } from '../../http/mail-links';
import { PasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.service';

const tags = ['auth'];

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
      service.request(request.body.email, mailOrigin(app, request), language(request));
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

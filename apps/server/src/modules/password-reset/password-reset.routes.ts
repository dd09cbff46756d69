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
import { say } from '../../http/language';
import { mailLanguage as language, mailOrigin } from '../../http/mail-links';
import { PasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.service';

const tags = ['auth'];

export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  answerWithNoStore(app);
  const service = new PasswordResetService(app.ctx);

  /** A public POST of `body` that answers `{ detail: done }` (and X-Message) once `run` has taken it. */
  const postAnsweringDetail = <Body extends z.ZodType>(
    url: string,
    summary: string,
    body: Body,
    done: string,
    run: (body: z.output<Body>, request: FastifyRequest) => unknown,
  ) =>
    r.post(url, {
      config: { public: true },
      schema: { tags, summary, body, response: { 200: detailSchema, 400: fieldErrorsSchema } },
      handler: async (request, reply) => {
        // The generic body is the schema's output; the provider cannot narrow a type parameter.
        await run(request.body as z.output<Body>, request);
        const detail = say(request, done);
        setMessage(reply, detail);
        return { detail };
      },
    });

  postAnsweringDetail(
    '/api/v2/users/reset_password/',
    'Mail a one-time link to set a new password (same answer whether or not the account exists)',
    resetPasswordRequestSchema,
    RESET_REQUESTED,
    ({ email }, request) => service.request(email, mailOrigin(app, request), language(request)),
  );

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

  postAnsweringDetail(
    '/api/v2/users/reset_password/confirm/',
    'Set the new password with a reset link token',
    resetPasswordConfirmSchema,
    RESET_DONE,
    (body) => service.confirm(body),
  );
}

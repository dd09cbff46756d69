import {
  accountDeletionSchema,
  detailSchema,
  fieldErrorsSchema,
  paginatedSchema,
  userListItemSchema,
  userPatchSchema,
  userSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerWithNoStore } from '../../auth/no-store';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import { ERROR_RESPONSES, optionsMetadata, optionsResponseSchema } from '../../http/options-metadata';
import { usersList } from './users.list';
import { authorizeUser, mayUser } from './users.policy';
import { presentUser, presentUserListItem } from './users.presenter';
import { UsersService } from './users.service';

const params = z.object({ uid: z.uuid() });
const tags = ['users'];
const errors = ERROR_RESPONSES;

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  answerWithNoStore(app);
  const service = new UsersService(app.ctx);
  const configuration = app.ctx.config.portal;

  r.get('/api/v2/users/', {
    schema: {
      tags,
      summary: 'Every user, searched by e-mail or company, with last sign-in (the companies administration)',
      querystring: listQuerySchema(usersList),
      response: {
        200: paginatedSchema(userListItemSchema.partial()),
        400: fieldErrorsSchema,
        401: detailSchema,
        403: detailSchema,
      },
    },
    handler: async (request) => {
      authorizeUser(request.auth, configuration, 'list');
      const page = await paginate(
        request,
        app.ctx.data.users.list(request.auth.actor),
        usersList,
        request.query,
      );
      return {
        ...page,
        results: page.results.map((row) => shapeObject(presentUserListItem(request, row), request.query)),
      };
    },
  });

  r.get('/api/v2/users/:uid/', {
    schema: {
      tags,
      summary: 'A user: own data, settings and session configuration',
      params,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request) =>
      presentUser(request, await service.get(request.auth, request.params.uid), configuration),
  });

  r.patch('/api/v2/users/:uid/', {
    schema: {
      tags,
      summary:
        'Change web-portal settings, or the password (old_password, password, password_repeat); is_active: the companies administration',
      params,
      body: userPatchSchema,
      response: { 200: userSchema, ...errors, 429: detailSchema },
    },
    handler: async (request) =>
      presentUser(
        request,
        await service.update(request.auth, request.params.uid, request.body),
        configuration,
      ),
  });

  r.delete('/api/v2/users/:uid/', {
    schema: {
      tags,
      summary: 'Delete the own account (password in the body, or a password sign-in in the last 5 minutes)',
      params,
      body: accountDeletionSchema.nullish(),
      response: { 204: z.null(), ...errors, 409: detailSchema, 429: detailSchema },
    },
    handler: async (request, reply) => {
      await service.remove(request.auth, request.params.uid, request.body?.password);
      return reply.status(204).send(null);
    },
  });

  r.options('/api/v2/users/:uid/', {
    schema: {
      tags,
      summary: 'DRF metadata; PUT is listed when the caller may edit the user',
      params,
      response: { 200: optionsResponseSchema, ...errors },
    },
    handler: async (request) => {
      await service.get(request.auth, request.params.uid);
      const actions: Array<'PUT'> = mayUser(request.auth, configuration, 'edit', request.params.uid)
        ? ['PUT']
        : [];
      return optionsMetadata({ name: 'User', writable: userPatchSchema, readable: userSchema }, actions);
    },
  });
}

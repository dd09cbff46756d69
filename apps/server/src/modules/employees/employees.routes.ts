import {
  conflictSchema,
  detailSchema,
  employeeListItemSchema,
  employeePatchSchema,
  employeeSchema,
  employeeWriteSchema,
  fieldErrorsSchema,
  generatedPasswordSchema,
  paginatedSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setMessage } from '../../http/error-handler';
import { badRequest } from '../../http/errors';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import { mailLanguage, mailOrigin } from '../../http/mail-links';
import {
  collectionOptionsRoute,
  ERROR_RESPONSES,
  idParams,
  optionsMetadata,
  optionsResponseSchema,
} from '../../http/options-metadata';
import { employeesList } from './employees.list';
import { presentEmployee, presentEmployeeDetail } from './employees.presenter';
import { EmployeesService } from './employees.service';

const tags = ['employees'];
const metadata = { name: 'Employee', writable: employeeWriteSchema, readable: employeeSchema };

/**
 * Employees: the pickers' list, and the administration of a team's users. Not `registerResourceRoutes`:
 * a new employee and a resend send a registration mail (the request's origin and language), and PATCH
 * `{generatePassword: true}` answers `{password}` instead of the employee.
 */
export async function employeesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { data } = app.ctx;
  const service = new EmployeesService(app.ctx);
  const mail = (request: FastifyRequest) => ({
    origin: mailOrigin(app, request),
    language: mailLanguage(request),
  });

  r.get('/api/v2/employees/', {
    schema: {
      tags,
      summary:
        'Employees of the companies the user sees; schedulers are property managers, the others delegates',
      querystring: listQuerySchema(employeesList),
      response: {
        200: paginatedSchema(employeeListItemSchema.partial()),
        400: fieldErrorsSchema,
        401: detailSchema,
        404: detailSchema,
      },
    },
    handler: async (request) => {
      const base = data.employees.list(request.auth.actor);
      const page = await paginate(request, base, employeesList, request.query);
      return {
        ...page,
        results: page.results.map((row) => shapeObject(presentEmployee(request, row), request.query)),
      };
    },
  });

  r.post('/api/v2/employees/', {
    schema: {
      tags,
      summary:
        'New employee of the own team (or of `company` where the caller may); a registration mail is sent',
      body: employeeWriteSchema,
      response: { 201: employeeSchema, ...ERROR_RESPONSES, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const employee = await service.create(request.auth, request.body, mail(request));
      return reply.status(201).send(presentEmployeeDetail(request, employee));
    },
  });

  r.options(
    '/api/v2/employees/',
    collectionOptionsRoute(tags, 'DRF metadata of the employee form', metadata),
  );

  r.get('/api/v2/employees/:id/', {
    schema: { tags, params: idParams, response: { 200: employeeSchema, ...ERROR_RESPONSES } },
    handler: async (request) =>
      presentEmployeeDetail(request, await service.get(request.auth.actor, request.params.id)),
  });

  r.patch('/api/v2/employees/:id/', {
    schema: {
      tags,
      summary:
        'Change e-mail, name, type, SSO or active; `{generatePassword: true}` answers a new password once',
      params: idParams,
      body: employeePatchSchema,
      response: {
        200: z.union([employeeSchema, generatedPasswordSchema]),
        ...ERROR_RESPONSES,
        409: conflictSchema,
      },
    },
    handler: async (request) => {
      const { generatePassword, ...fields } = request.body;
      if (generatePassword) {
        if (Object.values(fields).some((value) => value !== undefined))
          throw badRequest({ generatePassword: ['Generate a password alone, without other changes.'] });
        return { password: await service.generatePassword(request.auth, request.params.id) };
      }
      return presentEmployeeDetail(request, await service.patch(request.auth, request.params.id, fields));
    },
  });

  r.delete('/api/v2/employees/:id/', {
    schema: {
      tags,
      summary:
        'Delete an employee: readings kept, buildings and open requests released, sessions ended (never oneself)',
      params: idParams,
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await service.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.options('/api/v2/employees/:id/', {
    schema: { tags, params: idParams, response: { 200: optionsResponseSchema, ...ERROR_RESPONSES } },
    handler: async (request) => {
      const employee = await service.get(request.auth.actor, request.params.id);
      return optionsMetadata(metadata, service.mayManage(request.auth, employee) ? ['PUT'] : []);
    },
  });

  r.get('/api/v2/resend_registration/:id/', {
    schema: {
      tags,
      summary: 'Mail the employee a new one-time link to set their password',
      params: idParams,
      response: { 200: detailSchema, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const message = await service.resendRegistration(request.auth, request.params.id, mail(request));
      setMessage(reply, message);
      return { detail: message };
    },
  });
}

import {
  conflictSchema,
  detailSchema,
  employeeListItemSchema,
  employeePatchSchema,
  employeeSchema,
  employeeWriteSchema,
  generatedPasswordSchema,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setMessage } from '../../http/error-handler';
import { say } from '../../http/language';
import { listQuerySchema, paginate } from '../../http/list';
import { mailLanguage, mailOrigin } from '../../http/mail-links';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { registerResourceRoutes } from '../../http/resource-routes';
import { employeesList } from './employees.list';
import { type EmployeeRow, presentEmployee, presentEmployeeDetail } from './employees.presenter';
import { EmployeesService } from './employees.service';

const tags = ['employees'];

/**
 * Employees: the pickers' list, and the administration of a team's users. The standard routes, with the
 * list's own rows; a new employee is mailed a registration link (the request's origin and language). Beside
 * them: PATCH, whose `{generatePassword: true}` answers `{password}` instead of the employee, and the resend.
 */
export async function employeesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { data } = app.ctx;
  const service = new EmployeesService(app.ctx);
  const mail = (request: FastifyRequest) => ({
    origin: mailOrigin(app, request),
    language: mailLanguage(request),
  });

  registerResourceRoutes(app, {
    collection: 'employees',
    tags,
    schemas: { object: employeeSchema, write: employeeWriteSchema, patch: employeePatchSchema },
    list: {
      query: listQuerySchema(employeesList),
      page: (request, query) =>
        paginate(request, data.employees.list(request.auth.actor), employeesList, query),
      item: { schema: employeeListItemSchema, present: presentEmployee },
    },
    service: {
      get: (actor, id) => service.get(actor, id),
      remove: (auth, id) => service.remove(auth, id),
    },
    create: {
      run: (request) =>
        service.create(request.auth, request.body as z.output<typeof employeeWriteSchema>, mail(request)),
    },
    present: presentEmployeeDetail,
    metadata: { name: 'Employee', writable: employeeWriteSchema, readable: employeeSchema },
    mayEdit: (auth, employee: EmployeeRow) => service.mayManage(auth, employee),
    summaries: {
      list: 'Employees of the companies the user sees; schedulers are property managers, the others delegates',
      create:
        'New employee of the own team (or of `company` where the caller may); a registration mail is sent',
      remove:
        'Delete an employee: readings kept, buildings and open requests released, sessions ended (never oneself)',
      options: 'DRF metadata of the employee form',
      objectOptions: 'DRF metadata; PUT only when the user manages this employee',
    },
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
      if (generatePassword)
        return { password: await service.generatePassword(request.auth, request.params.id, request.body) };
      return presentEmployeeDetail(request, await service.patch(request.auth, request.params.id, fields));
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
      const detail = say(request, message);
      setMessage(reply, detail);
      return { detail };
    },
  });
}

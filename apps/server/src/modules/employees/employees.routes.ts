import { detailSchema, employeeListItemSchema, fieldErrorsSchema, paginatedSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import { employeesList } from './employees.list';
import { presentEmployee } from './employees.presenter';

export async function employeesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { data } = app.ctx;

  r.get('/api/v2/employees/', {
    schema: {
      tags: ['employees'],
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
      const base = data.directory.employees(request.auth.actor);
      const page = await paginate(request, base, employeesList, request.query);
      return {
        ...page,
        results: page.results.map((row) => shapeObject(presentEmployee(request, row), request.query)),
      };
    },
  });
}

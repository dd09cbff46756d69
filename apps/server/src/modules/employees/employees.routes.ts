import {
  type Actor,
  detailSchema,
  employeeListItemSchema,
  fieldErrorsSchema,
  paginatedSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { companyScope } from '../../auth/scope';
import { booleanParam, custom, flag, reference } from '../../http/filters';
import { type ListDefinition, listQuerySchema, paginate, shapeObject } from '../../http/list';
import { objectUrl } from '../../http/origin';

/** Employees a user may pick: those of the companies they see (own company and contractors). */
export const employeeScope = (actor: Actor) => companyScope(actor, 'u.company_id');

const definition: ListDefinition = {
  ordering: {
    email: 'u.email',
    name: 'u.name',
    company_name: 'co.name',
    last_login: 'u.last_login',
    created: 'u.created',
  },
  defaultOrdering: 'email',
  tieBreaker: 'u.id',
  searchColumn: sql<string>`lower(u.email || ' ' || u.name)`,
  filters: {
    email: custom(z.string().max(254), (email) => sql<SqlBool>`lower(u.email) = lower(${email})`),
    is_scheduler: custom(booleanParam, (scheduler) =>
      scheduler
        ? sql<SqlBool>`u.role IN ('admin', 'scheduler')`
        : sql<SqlBool>`u.role NOT IN ('admin', 'scheduler')`,
    ),
    is_active: flag('u.is_active'),
    company: reference('u.company_id'),
    company_name: custom(z.string().max(100), (name) => sql<SqlBool>`co.name = ${name}`),
  },
};

export async function employeesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get('/api/v2/employees/', {
    schema: {
      tags: ['employees'],
      summary:
        'Employees of the companies the user sees; schedulers are property managers, the others delegates',
      querystring: listQuerySchema(definition),
      response: {
        200: paginatedSchema(employeeListItemSchema.partial()),
        400: fieldErrorsSchema,
        401: detailSchema,
        404: detailSchema,
      },
    },
    handler: async (request) => {
      const base = db
        .selectFrom('users as u')
        .innerJoin('companies as co', 'co.id', 'u.company_id')
        .select([
          'u.id',
          'u.email',
          'u.name',
          'u.role',
          'u.is_active',
          'u.is_external',
          'u.company_id',
          'co.name as company_name',
        ])
        .where(employeeScope(request.auth.actor));
      const page = await paginate(request, base, definition, request.query);
      return {
        ...page,
        results: page.results.map((u) =>
          shapeObject(
            {
              url: objectUrl(request, 'employees', u.id),
              resource_id: u.id,
              email: u.email,
              is_active: u.is_active,
              employee: {
                name: u.name,
                is_scheduler: u.role === 'admin' || u.role === 'scheduler',
                is_external: u.is_external,
              },
              company: objectUrl(request, 'companies', u.company_id),
              company_name: u.company_name,
            },
            request.query,
          ),
        ),
      };
    },
  });
}

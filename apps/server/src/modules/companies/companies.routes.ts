import type { Actor } from '@portal/contracts';
import {
  COMPANY_TYPES,
  companyListItemSchema,
  detailSchema,
  fieldErrorsSchema,
  paginatedSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { companyScope } from '../../auth/scope';
import { booleanParam, custom, exact, reference } from '../../http/filters';
import { type ListDefinition, listQuerySchema, paginate, shapeObject } from '../../http/list';
import { objectUrl } from '../../http/origin';

/** Companies a user may see: all for the administration, else the own company and its contractors. */
export function companyListDefinition(actor: Actor): ListDefinition {
  return {
    ordering: {
      name: 'c.name',
      company_type: 'c.company_type',
      custom_reference: 'c.custom_reference',
      created: 'c.created',
    },
    defaultOrdering: 'name',
    tieBreaker: 'c.id',
    searchColumn: sql<string>`lower(c.name || ' ' || c.address || ' ' || coalesce(c.custom_reference, ''))`,
    filters: {
      company_type: exact('c.company_type', z.enum(COMPANY_TYPES)),
      contractors: custom(booleanParam, (only) =>
        only
          ? sql<SqlBool>`c.id IN (SELECT contractor_id FROM company_contractors WHERE company_id = ${actor.companyId})`
          : sql<SqlBool>`true`,
      ),
      name: exact('c.name', z.string().max(100)),
      id: reference('c.id'),
    },
  };
}

export async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const probe = companyListDefinition({
    userId: '',
    companyId: '',
    role: 'admin',
    companyType: 'companies_administration',
  });

  r.get('/api/v2/companies/', {
    schema: {
      tags: ['companies'],
      summary:
        'Companies the user may pick: the own company and its contractors (all for the administration)',
      querystring: listQuerySchema(probe),
      response: {
        200: paginatedSchema(companyListItemSchema.partial()),
        400: fieldErrorsSchema,
        401: detailSchema,
        404: detailSchema,
      },
    },
    handler: async (request) => {
      const definition = companyListDefinition(request.auth.actor);
      const base = db
        .selectFrom('companies as c')
        .select(['c.id', 'c.name', 'c.company_type', 'c.custom_reference', 'c.address'])
        .where(companyScope(request.auth.actor));
      const page = await paginate(request, base, definition, request.query);
      return {
        ...page,
        results: page.results.map((c) =>
          shapeObject(
            {
              url: objectUrl(request, 'companies', c.id),
              resource_id: c.id,
              name: c.name,
              company_type: c.company_type as (typeof COMPANY_TYPES)[number],
              custom_reference: c.custom_reference,
              address: c.address,
            },
            request.query,
          ),
        ),
      };
    },
  });
}

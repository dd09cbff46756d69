import { companyListItemSchema, detailSchema, fieldErrorsSchema, paginatedSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import { companiesList } from './companies.list';
import { presentCompany } from './companies.presenter';

export async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { data } = app.ctx;

  r.get('/api/v2/companies/', {
    schema: {
      tags: ['companies'],
      summary:
        'Companies the user may pick: the own company and its contractors (all for the administration)',
      querystring: listQuerySchema(companiesList()),
      response: {
        200: paginatedSchema(companyListItemSchema.partial()),
        400: fieldErrorsSchema,
        401: detailSchema,
        404: detailSchema,
      },
    },
    handler: async (request) => {
      const { actor } = request.auth;
      const page = await paginate(
        request,
        data.directory.companies(actor),
        companiesList(actor),
        request.query,
      );
      return {
        ...page,
        results: page.results.map((row) => shapeObject(presentCompany(request, row), request.query)),
      };
    },
  });
}

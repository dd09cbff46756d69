import { jobSchema, paginatedSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema, paginate } from '../../http/list';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { jobsList } from './jobs.list';
import { authorizeJobs } from './jobs.policy';
import { presentJob } from './jobs.presenter';

const tags = ['jobs'];

/** The company's imports and exports: their state and progress while they run, their report after. */
export async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { data } = app.ctx;

  r.get('/api/v2/jobs/', {
    schema: {
      tags,
      summary: 'The company’s imports and exports, newest first (the import history)',
      querystring: listQuerySchema(jobsList),
      response: { 200: paginatedSchema(jobSchema), ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      authorizeJobs(request.auth.actor, app.ctx.config.portal);
      const found = await paginate(request, data.jobs.scoped(request.auth.actor), jobsList, request.query);
      return { ...found, results: found.results.map((job) => presentJob(request, job)) };
    },
  });

  r.get('/api/v2/jobs/:id/', {
    schema: {
      tags,
      summary: 'A job: state, rows done of the total, messages by row and column, what it did',
      params: idParams,
      response: { 200: jobSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      authorizeJobs(request.auth.actor, app.ctx.config.portal);
      return presentJob(request, await data.jobs.findByIdOrThrow(request.auth.actor, request.params.id));
    },
  });
}

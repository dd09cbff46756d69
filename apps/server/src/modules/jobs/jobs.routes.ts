import { EXPORT_FILE_KEEP_HOURS, jobSchema, paginatedSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachment } from '../../http/csv';
import { listQuerySchema, paginate } from '../../http/list';
import { binarySchema } from '../../http/openapi';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { readFile, storedFile } from './job-file';
import { jobsList } from './jobs.list';
import { visibleJobKinds } from './jobs.policy';
import { presentJob } from './jobs.presenter';

const tags = ['jobs'];
const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The company's imports and exports: their state and progress while they run, their report after; the
 * file an export started with `Prefer: respond-async` stored.
 */
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
      const { actor } = request.auth;
      const kinds = visibleJobKinds(actor, app.ctx.config.portal);
      const found = await paginate(request, data.jobs.scoped(actor, kinds), jobsList, request.query);
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
      const { actor } = request.auth;
      const kinds = visibleJobKinds(actor, app.ctx.config.portal);
      return presentJob(request, await data.jobs.findByIdOrThrow(actor, request.params.id, kinds));
    },
  });

  r.get('/api/v2/jobs/:id/file/', {
    schema: {
      tags,
      operationId: 'jobs_file_retrieve',
      summary: `The file an export started with Prefer: respond-async stored, once it succeeded (kept ${EXPORT_FILE_KEEP_HOURS} hours)`,
      params: idParams,
      response: {
        200: {
          description: 'The file.',
          content: { [SPREADSHEET]: { schema: binarySchema }, 'text/csv': { schema: binarySchema } },
        },
        ...ERROR_RESPONSES,
      },
    },
    handler: async (request, reply) => {
      const { actor } = request.auth;
      const job = await data.jobs.findByIdOrThrow(
        actor,
        request.params.id,
        visibleJobKinds(actor, app.ctx.config.portal),
      );
      const file = storedFile(job);
      return (
        reply
          .type(file.contentType)
          .header('Content-Disposition', attachment(job.file_name))
          .header('Content-Length', file.size)
          .header('Cache-Control', 'no-store')
          // The 200 is a file, not a JSON schema's object.
          .send(readFile(data.jobFiles, job.id, file.size) as never)
      );
    },
  });
}

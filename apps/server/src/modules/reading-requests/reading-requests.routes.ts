import {
  availableStatusNotes,
  conflictSchema,
  paginatedSchema,
  READING_REQUEST_STATUS_LABELS,
  readingRequestCreateSchema,
  readingRequestPatchSchema,
  readingRequestSchema,
  STATUS_NOTE_LABELS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import {
  collectionOptionsRoute,
  ERROR_RESPONSES as errors,
  idParams as params,
} from '../../http/options-metadata';
import { readingRequestsList } from './reading-requests.list';
import { presentReadingRequest } from './reading-requests.presenter';
import { ReadingRequestsService } from './reading-requests.service';

const tags = ['reading requests'];

export async function readingRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ReadingRequestsService(app.ctx);
  const overdueDays = app.ctx.config.portal.OVERDUE_BEFORE_DAYS;
  const listFor = (companyId: string) => readingRequestsList(overdueDays, companyId);
  const present = (
    request: Parameters<typeof presentReadingRequest>[0],
    record: Parameters<typeof presentReadingRequest>[1],
  ) => presentReadingRequest(request, record, overdueDays);

  r.get('/api/v2/reading_requests/', {
    schema: {
      tags,
      summary:
        'Reading requests the user sees (a meter reader: those assigned to them), with the spec filters; default order planned_reading_date',
      querystring: listQuerySchema(listFor('')),
      response: { 200: paginatedSchema(readingRequestSchema.partial()), ...errors },
    },
    handler: async (request) => {
      const { actor } = request.auth;
      const { base, slim } = service.listSource(actor);
      const page = await paginate(request, base, listFor(actor.companyId), request.query, slim);
      const records = await service.complete(actor, page.results);
      return {
        ...page,
        results: records.map((record) => shapeObject(present(request, record), request.query)),
      };
    },
  });

  r.post('/api/v2/reading_requests/', {
    schema: {
      tags,
      summary: 'Order a reading of a meter (409 for the same meter, reader and planned start)',
      body: readingRequestCreateSchema,
      response: { 201: readingRequestSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(present(request, await service.create(request.auth, request.body))),
  });

  r.get('/api/v2/reading_requests/:id/', {
    schema: { tags, params, response: { 200: readingRequestSchema, ...errors } },
    handler: async (request) => present(request, await service.get(request.auth.actor, request.params.id)),
  });

  r.patch('/api/v2/reading_requests/:id/', {
    schema: {
      tags,
      summary:
        'Dispatch {delegate} (a rejected request becomes new), reject {status: "rejected", status_note} (only new), or answer {reading, status: "success"}',
      params,
      body: readingRequestPatchSchema,
      response: { 200: readingRequestSchema, ...errors },
    },
    handler: async (request) =>
      present(request, await service.patch(request.auth, request.params.id, request.body)),
  });

  r.delete('/api/v2/reading_requests/:id/', {
    schema: {
      tags,
      summary: 'Delete a new request (only the company that created it; never a meter reader)',
      params,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await service.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.options(
    '/api/v2/reading_requests/',
    collectionOptionsRoute(tags, 'DRF metadata with the request status and status note choices', {
      name: 'Reading request',
      writable: readingRequestCreateSchema,
      readable: readingRequestSchema,
      displayNames: { ...READING_REQUEST_STATUS_LABELS, ...STATUS_NOTE_LABELS },
      choices: { status_note: availableStatusNotes(app.ctx.config.portal) },
    }),
  );
}

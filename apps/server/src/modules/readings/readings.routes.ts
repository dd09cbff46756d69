import {
  conflictSchema,
  paginatedSchema,
  READING_TYPE_LABELS,
  readingCreateSchema,
  readingPatchSchema,
  readingSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, paginate, shapeObject } from '../../http/list';
import { collectionOptionsRoute, ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { readingsList } from './readings.list';
import { presentReading } from './readings.presenter';
import { ReadingsService } from './readings.service';

const tags = ['readings'];
const errors = ERROR_RESPONSES;
export async function readingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ReadingsService(app.ctx);

  r.get('/api/v2/readings/', {
    schema: {
      tags,
      summary: 'Readings of visible meters with consumption, diffDays and consumptionAverage computed in SQL',
      querystring: listQuerySchema(readingsList),
      response: { 200: paginatedSchema(readingSchema.partial()), ...errors },
    },
    handler: async (request) => {
      const { actor } = request.auth;
      const page = await paginate(request, service.listSource(actor).base, readingsList, request.query);
      const records = await service.complete(actor, page.results);
      return {
        ...page,
        results: records.map((record) => shapeObject(presentReading(request, record), request.query)),
      };
    },
  });

  r.post('/api/v2/readings/', {
    schema: {
      tags,
      summary: 'Record a reading (409 for the same meter, person and date)',
      body: readingCreateSchema,
      response: { 201: readingSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      // Built and checked against the response schema inside the transaction: no stored reading answers 500.
      const reading = await service.create(request.auth.actor, request.body, (record) =>
        readingSchema.parse(presentReading(request, record)),
      );
      return reply.status(201).send(reading);
    },
  });

  r.get('/api/v2/readings/:id/', {
    schema: { tags, params: idParams, response: { 200: readingSchema, ...errors } },
    handler: async (request) =>
      presentReading(request, await service.get(request.auth.actor, request.params.id)),
  });

  r.patch('/api/v2/readings/:id/', {
    schema: {
      tags,
      summary:
        'Save the reading as the client read it: changed values become applied_method manual (admin, scheduler or the applying person)',
      params: idParams,
      body: readingPatchSchema,
      response: { 200: readingSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) =>
      presentReading(request, await service.patch(request.auth, request.params.id, request.body)),
  });

  r.delete('/api/v2/readings/:id/', {
    schema: {
      tags,
      summary: 'Delete a reading (admin, scheduler or the applying person); requests it answered become new',
      params: idParams,
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      await service.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.options(
    '/api/v2/readings/',
    collectionOptionsRoute(tags, 'DRF metadata with the reading type choices', {
      name: 'Reading',
      writable: readingCreateSchema,
      readable: readingSchema,
      displayNames: READING_TYPE_LABELS,
    }),
  );
}

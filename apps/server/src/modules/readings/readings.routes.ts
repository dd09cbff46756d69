import {
  conflictSchema,
  paginatedSchema,
  READING_DEFAULT_ORDERING,
  READING_TYPE_LABELS,
  READING_TYPES,
  type ReadingFilter,
  type ReadingOrdering,
  readingCreateSchema,
  readingSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { after, before, exact, reference } from '../../http/filters';
import { type ListDefinition, listQuerySchema, paginate, shapeObject } from '../../http/list';
import { collectionOptionsRoute, ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { presentReading } from './readings.presenter';
import { ReadingsService } from './readings.service';

const readingsList: ListDefinition<ReadingOrdering, ReadingFilter> = {
  ordering: {
    reading_date: 'r.reading_date',
    created: 'r.created',
    type: 'r.type',
    meter__meter_id: 'm.meter_id',
  },
  defaultOrdering: READING_DEFAULT_ORDERING,
  tieBreaker: 'r.id',
  searchColumn: 'm.search_text',
  filters: {
    meter_resource_id: exact('r.meter_id', z.uuid()),
    meter: reference('r.meter_id'),
    reading_date_after: after('r.reading_date'),
    reading_date_before: before('r.reading_date'),
    type: exact('r.type', z.enum(READING_TYPES)),
  },
};

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

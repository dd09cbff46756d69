import {
  conflictSchema,
  READING_REQUEST_STATUS_LABELS,
  readingRequestCreateSchema,
  readingRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectionOptionsRoute, ERROR_RESPONSES } from '../../http/options-metadata';
import { presentReadingRequest } from './reading-requests.presenter';
import { ReadingRequestsService } from './reading-requests.service';

const tags = ['reading requests'];
const errors = ERROR_RESPONSES;
export async function readingRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new ReadingRequestsService(app.ctx);

  r.post('/api/v2/reading_requests/', {
    schema: {
      tags,
      summary: 'Order a reading of a meter (409 for the same meter, reader and planned start)',
      body: readingRequestCreateSchema,
      response: { 201: readingRequestSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const row = await service.create(request.auth, request.body);
      return reply.status(201).send(presentReadingRequest(request, row));
    },
  });

  r.options(
    '/api/v2/reading_requests/',
    collectionOptionsRoute(tags, 'DRF metadata with the request status choices', {
      name: 'Reading request',
      writable: readingRequestCreateSchema,
      readable: readingRequestSchema,
      displayNames: READING_REQUEST_STATUS_LABELS,
    }),
  );
}

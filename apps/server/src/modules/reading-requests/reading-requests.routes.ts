import {
  conflictSchema,
  detailSchema,
  fieldErrorsSchema,
  READING_REQUEST_STATUS_LABELS,
  READING_REQUEST_STATUSES,
  readingRequestCreateSchema,
  readingRequestSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionsMetadata, optionsResponseSchema } from '../../http/options-metadata';
import { presentReadingRequest } from './reading-requests.presenter';
import { ReadingRequestsService } from './reading-requests.service';

const tags = ['reading requests'];
const errors = { 400: fieldErrorsSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };
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

  r.options('/api/v2/reading_requests/', {
    schema: {
      tags,
      summary: 'DRF metadata with the request status choices',
      response: { 200: optionsResponseSchema, 401: detailSchema },
    },
    handler: async () => {
      const metadata = optionsMetadata(
        {
          name: 'Reading request',
          writable: readingRequestCreateSchema,
          readable: readingRequestSchema,
          displayNames: READING_REQUEST_STATUS_LABELS,
        },
        ['POST'],
      );
      const fields = metadata.actions.POST as Record<string, object>;
      fields.status = {
        type: 'choice',
        required: false,
        read_only: true,
        label: 'Status',
        choices: READING_REQUEST_STATUSES.map((value) => ({
          value,
          display_name:
            READING_REQUEST_STATUS_LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
        })),
      };
      return metadata;
    },
  });
}

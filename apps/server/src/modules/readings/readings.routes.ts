import {
  READING_TYPE_LABELS,
  type ReadingCreate,
  readingCreateSchema,
  readingPatchSchema,
  readingSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { listQuerySchema, paginate } from '../../http/list';
import { registerResourceRoutes } from '../../http/resource-routes';
import { idempotencyHeaders, idempotentWrite } from '../idempotency/idempotent-write';
import { readingsList } from './readings.list';
import { mayReading } from './readings.policy';
import { presentReading } from './readings.presenter';
import { ReadingsService } from './readings.service';

export async function readingsRoutes(app: FastifyInstance) {
  const service = new ReadingsService(app.ctx);

  registerResourceRoutes(app, {
    collection: 'readings',
    tags: ['readings'],
    schemas: { object: readingSchema, write: readingCreateSchema, patch: readingPatchSchema },
    list: {
      query: listQuerySchema(readingsList),
      page: async (request, query) => {
        const { actor } = request.auth;
        const page = await paginate(request, service.listSource(actor).base, readingsList, query);
        return { ...page, results: await service.complete(actor, page.results) };
      },
    },
    service,
    present: presentReading,
    metadata: {
      name: 'Reading',
      writable: readingCreateSchema,
      readable: readingSchema,
      displayNames: READING_TYPE_LABELS,
    },
    mayEdit: (auth, record) => mayReading(auth, 'edit', record.row),
    create: {
      headers: idempotencyHeaders,
      run: (request, reply, check) =>
        idempotentWrite(
          app.ctx,
          request,
          reply,
          JSON.stringify(request.body),
          (claim) => service.create(request.auth, request.body as ReadingCreate, check, claim),
          (id) => service.get(request.auth.actor, id),
        ),
    },
    summaries: {
      list: 'Readings of visible meters with consumption, diffDays and consumptionAverage computed in SQL',
      create:
        'Record a reading (409 for the same meter, person and date); with reading_request it answers that request (409 when a reading already answers it). Idempotency-Key: a retry answers the first write’s reading',
      patch:
        'Save the reading as the client read it: changed values become applied_method manual (admin, scheduler or the applying person)',
      remove: 'Delete a reading (admin, scheduler or the applying person); requests it answered become new',
      options: 'DRF metadata with the reading type choices',
      objectOptions: 'DRF metadata; PUT only when the user may change this reading',
    },
  });
}

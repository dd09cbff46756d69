import {
  availableStatusNotes,
  READING_REQUEST_STATUS_LABELS,
  readingRequestCreateSchema,
  readingRequestPatchSchema,
  readingRequestSchema,
  STATUS_NOTE_LABELS,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { listQuerySchema, paginate } from '../../http/list';
import { registerResourceRoutes } from '../../http/resource-routes';
import { readingRequestsList } from './reading-requests.list';
import { mayReadingRequest } from './reading-requests.policy';
import { presentReadingRequest } from './reading-requests.presenter';
import { ReadingRequestsService } from './reading-requests.service';

export async function readingRequestsRoutes(app: FastifyInstance) {
  const service = new ReadingRequestsService(app.ctx);
  const config = app.ctx.config.portal;
  const overdueDays = config.OVERDUE_BEFORE_DAYS;

  registerResourceRoutes(app, {
    collection: 'reading_requests',
    tags: ['reading requests'],
    schemas: {
      object: readingRequestSchema,
      write: readingRequestCreateSchema,
      patch: readingRequestPatchSchema,
    },
    list: {
      query: listQuerySchema(readingRequestsList(overdueDays, '')),
      page: async (request, query) => {
        const { actor } = request.auth;
        const { base, slim } = service.listSource(actor);
        const list = readingRequestsList(overdueDays, actor.companyId);
        const page = await paginate(request, base, list, query, slim);
        return { ...page, results: await service.complete(actor, page.results) };
      },
    },
    service,
    present: (request, record) => presentReadingRequest(request, record, overdueDays),
    metadata: {
      name: 'Reading request',
      writable: readingRequestCreateSchema,
      readable: readingRequestSchema,
      displayNames: { ...READING_REQUEST_STATUS_LABELS, ...STATUS_NOTE_LABELS },
      choices: { status_note: availableStatusNotes(config) },
    },
    mayEdit: (auth, record) => mayReadingRequest(auth, 'dispatch', record.row),
    summaries: {
      list: 'Reading requests the user sees (a meter reader: those assigned to them), with the spec filters; default order planned_reading_date',
      create: 'Order a reading of a meter (409 for the same meter, reader and planned start)',
      patch:
        'Dispatch {delegate} (a rejected request becomes new; 409 when that makes a twin of another request), reject {status: "rejected", status_note} (only new), or answer {reading, status: "success"} (409 when a reading already answers it)',
      remove: 'Delete a new request (only the company that created it; never a meter reader)',
      options: 'DRF metadata with the request status and the offered status note choices',
      objectOptions: 'DRF metadata; PUT only when the user may change this request (dispatch)',
    },
  });
}

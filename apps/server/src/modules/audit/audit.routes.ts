import {
  type Actor,
  type AuditedObjectType,
  detailSchema,
  fieldErrorsSchema,
  HISTORY_VISIBILITY_NOTE,
  historyEntrySchema,
  paginatedSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { foundOrNotFound } from '../../http/errors';
import { listQuerySchema, paginate } from '../../http/list';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import type { DataAccess } from '../data-access';
import { auditList, historyList } from './audit.list';
import { authorizeAuditList } from './audit.policy';
import { namedIds, presentHistoryEntry } from './audit.presenter';

/** The objects with a history route, each looked up through its own module's scope (404 when not shown). */
const HISTORIES: {
  collection: string;
  objectType: AuditedObjectType;
  visible(data: DataAccess, actor: Actor, id: string): Promise<unknown>;
}[] = [
  {
    collection: 'buildings',
    objectType: 'buildings',
    visible: (d, a, id) => d.buildings.findByIdOrThrow(a, id),
  },
  { collection: 'meters', objectType: 'meters', visible: (d, a, id) => d.meters.findByIdOrThrow(a, id) },
  {
    collection: 'readings',
    objectType: 'readings',
    visible: (d, a, id) => d.readings.findByIdOrThrow(a, id),
  },
  {
    collection: 'reading_requests',
    objectType: 'reading_requests',
    visible: (d, a, id) => d.readingRequests.findByIdOrThrow(a, id),
  },
  {
    collection: 'employees',
    objectType: 'users',
    visible: (d, a, id) => d.employees.findByIdOrThrow(a, id),
  },
  {
    collection: 'companies',
    objectType: 'companies',
    visible: (d, a, id) => foundOrNotFound(d.directory.findPickableCompany(a, id)),
  },
];

const page = paginatedSchema(historyEntrySchema);

export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { data } = app.ctx;

  /** A page of entries with the names of what they link to, looked up once for the page in the caller's scope. */
  const presentPage = async <P extends { results: Parameters<typeof presentHistoryEntry>[0][] }>(
    actor: Actor,
    found: P,
  ) => {
    const seen = await data.audit.visible(actor, [...new Set(found.results.flatMap(namedIds))]);
    return { ...found, results: found.results.map((row) => presentHistoryEntry(row, seen)) };
  };

  for (const { collection, objectType, visible } of HISTORIES) {
    r.get(`/api/v2/${collection}/:id/history/`, {
      schema: {
        tags: ['audit'],
        summary: `Who changed this object, when, and each field before → after (newest first)`,
        description: HISTORY_VISIBILITY_NOTE,
        params: idParams,
        querystring: listQuerySchema(historyList),
        response: { 200: page, ...ERROR_RESPONSES },
      },
      handler: async (request) => {
        await visible(data, request.auth.actor, request.params.id);
        const found = await paginate(
          request,
          data.audit.history(objectType, request.params.id),
          historyList,
          request.query,
        );
        return presentPage(request.auth.actor, found);
      },
    });
  }

  r.get('/api/v2/audit/', {
    schema: {
      tags: ['audit'],
      summary: 'Every recorded change, by acting company, object and date (the companies administration)',
      description: HISTORY_VISIBILITY_NOTE,
      querystring: listQuerySchema(auditList),
      response: { 200: page, 400: fieldErrorsSchema, 401: detailSchema, 403: detailSchema },
    },
    handler: async (request) => {
      authorizeAuditList(request.auth.actor);
      const found = await paginate(request, data.audit.changes(), auditList, request.query);
      return presentPage(request.auth.actor, found);
    },
  });
}

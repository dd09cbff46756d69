import {
  canCreateReadingRequest,
  conflictSchema,
  detailSchema,
  fieldErrorsSchema,
  READING_REQUEST_STATUSES,
  type ReadingRequest,
  readingRequestCreateSchema,
  readingRequestSchema,
  referenceId,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type SqlBool, sql } from 'kysely';
import { badRequest, conflict, forbidden, isPgError, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { optionsMetadata, optionsResponseSchema } from '../../http/options-metadata';
import { objectUrl } from '../../http/origin';
import { MetersRepository } from '../meters/meters.repository';
import { facts } from '../meters/meters.service';
import { resolveEmployee } from '../shared/pickers';

const tags = ['reading requests'];
const errors = { 400: fieldErrorsSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema };
export const DUPLICATE_REQUEST = 'A reading request for this meter, reader and planned start already exists.';
/** "Today or later" in any time zone of the users: a day of leeway before now. */
const EARLIEST_MS = 24 * 3600_000;
const STATUS_NAMES: Record<string, string> = {
  postponed_notified: 'Notified',
  rejected_selfservice: 'Rejected (self-service)',
  success_selfservice: 'Success (self-service)',
};

async function loadRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<ReadingRequest> {
  const row = await app.ctx.db
    .selectFrom('reading_requests as rr')
    .innerJoin('meters as m', 'm.id', 'rr.meter_id')
    .leftJoin('users as d', 'd.id', 'rr.delegate_id')
    .selectAll('rr')
    .select([
      'm.meter_id as meter_number',
      'm.physical_medium',
      'm.physical_unit',
      'm.status as meter_status',
      'm.obis_codes',
      'd.email as delegate_email',
      'd.name as delegate_name',
    ])
    .where('rr.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    url: objectUrl(request, 'reading_requests', row.id),
    resource_id: row.id,
    status: row.status,
    status_note: row.status_note,
    status_note_text: row.status_note_text,
    delegate: row.delegate_email,
    delegate_name: row.delegate_name,
    planned_reading_date: row.planned_reading_date.toISOString(),
    planned_reading_date_end: row.planned_reading_date_end.toISOString(),
    reason: row.reason,
    note: row.note,
    reading: row.reading_id ? objectUrl(request, 'readings', row.reading_id) : null,
    overdue: row.status === 'new' && row.planned_reading_date_end.getTime() < Date.now(),
    meter: {
      url: objectUrl(request, 'meters', row.meter_id),
      resource_id: row.meter_id,
      meter_id: row.meter_number,
      physical_medium: row.physical_medium,
      physical_unit: row.physical_unit,
      status: row.meter_status,
      obis_codes: row.obis_codes,
    },
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    owner: row.owner_id ? objectUrl(request, 'users', row.owner_id) : null,
  };
}

export async function readingRequestsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = app.ctx.config.portal;

  r.post('/api/v2/reading_requests/', {
    schema: {
      tags,
      summary: 'Order a reading of a meter (409 for the same meter, reader and planned start)',
      body: readingRequestCreateSchema,
      response: { 201: readingRequestSchema, ...errors, 409: conflictSchema },
    },
    handler: async (request, reply) => {
      const { actor } = request.auth;
      const body = request.body;
      const meter = await new MetersRepository(db).findById(actor, referenceId(body.meter));
      if (!meter) throw badRequest({ meter: ['Choose a meter you can see.'] });
      if (!canCreateReadingRequest(actor, config, facts(meter)))
        throw forbidden('You may not order readings of this meter.');
      const start = new Date(body.planned_reading_date);
      const end = new Date(body.planned_reading_date_end);
      const earliest = Date.now() - EARLIEST_MS;
      const dateErrors: Record<string, string[]> = {};
      if (start.getTime() < earliest)
        dateErrors.planned_reading_date = ['The planned start must be today or later.'];
      if (end.getTime() < earliest)
        dateErrors.planned_reading_date_end = ['The planned end must be today or later.'];
      if (Object.keys(dateErrors).length) throw badRequest(dateErrors);
      const delegateId = await resolveEmployee(db, actor, 'delegate', body.delegate, 'delegate');
      try {
        const { id } = await db
          .insertInto('reading_requests')
          .values({
            meter_id: meter.id,
            planned_reading_date: start,
            planned_reading_date_end: end,
            delegate_id: delegateId ?? null,
            reason: body.reason ?? null,
            note: body.note ?? null,
            status: 'new',
            employee_id: actor.userId,
            owner_company_id: actor.companyId,
            owner_id: actor.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send(await loadRequest(app, request, id));
      } catch (error) {
        if (!isPgError(error, PG_UNIQUE_VIOLATION)) throw error;
        const existing = await db
          .selectFrom('reading_requests')
          .select('id')
          .where('meter_id', '=', meter.id)
          .where(sql<SqlBool>`delegate_id IS NOT DISTINCT FROM ${delegateId ?? null}`)
          .where('planned_reading_date', '=', start)
          .executeTakeFirst();
        throw conflict(DUPLICATE_REQUEST, existing && objectUrl(request, 'reading_requests', existing.id));
      }
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
          displayNames: STATUS_NAMES,
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
          display_name: STATUS_NAMES[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
        })),
      };
      return metadata;
    },
  });
}

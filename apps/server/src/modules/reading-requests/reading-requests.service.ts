import {
  type Actor,
  availableStatusNotes,
  type ExpectedRange,
  isTodayOrLater,
  PLANNED_DATE_MESSAGES,
  READING_REQUEST_MESSAGES,
  type ReadingRequestCreate,
  type ReadingRequestPatch,
  type readingRequestCreateSchema,
  type readingRequestPatchSchema,
  referenceId,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, conflict, onUniqueViolation } from '../../http/errors';
import type { DataAccess } from '../data-access';
import { resolveEmployee } from '../directory/pickers';
import { authorizeMeter } from '../meters/meters.policy';
import { expectedValuesOf } from '../readings/plausibility';
import { authorizeReadingRequest } from './reading-requests.policy';
import type { ReadingRequestRow } from './reading-requests.repository';

export const DUPLICATE_REQUEST = 'A reading request for this meter, reader and planned start already exists.';
type ReadingRequestBody = z.output<typeof readingRequestCreateSchema>;
type PatchBody = z.output<typeof readingRequestPatchSchema>;

/** A request with the date and results of the reading that answered it and its expected range. */
export interface ReadingRequestRecord {
  row: ReadingRequestRow;
  reading: {
    reading_date: Date;
    results: Array<{ obis: string; value: string; applied_method: string }>;
  } | null;
  expected: ExpectedRange[] | null;
}

/**
 * Reading requests: the dispatcher's list, ordering a reading, dispatching to a reader, rejecting,
 * answering with a reading, deleting (rules in reading-requests.policy.ts and @portal/contracts).
 */
export class ReadingRequestsService {
  constructor(private readonly ctx: AppContext) {}

  /** The list's queries (scoped rows, slim rows for counting and paging; see http/list.ts). */
  listSource(actor: Actor) {
    const requests = this.ctx.data.readingRequests;
    return { base: requests.scoped(actor), slim: requests.slimList(actor) };
  }

  async get(actor: Actor, id: string): Promise<ReadingRequestRecord> {
    const row = await this.ctx.data.readingRequests.findByIdOrThrow(actor, id);
    return (await this.complete(actor, [row]))[0]!;
  }

  /** Rows with the readings that answered them and the expected ranges (two queries per page). */
  async complete(actor: Actor, rows: ReadingRequestRow[], data: DataAccess = this.ctx.data) {
    const readingIds = rows.flatMap((row) => (row.reading_id ? [row.reading_id] : []));
    const [results, expected] = await Promise.all([
      data.readings.summaries(actor, readingIds),
      expectedValuesOf(data, rows, this.ctx.config.portal.PLAUSIBILITY_TOLERANCE),
    ]);
    return rows.map((row): ReadingRequestRecord => {
      const own = results.filter((result) => result.id === row.reading_id);
      return {
        row,
        expected: expected.get(row.id) ?? null,
        reading: own[0]
          ? {
              reading_date: own[0].reading_date,
              results: own.map(({ obis, value, applied_method }) => ({ obis, value, applied_method })),
            }
          : null,
      };
    });
  }

  /**
   * PATCH in the spec's three shapes. Dispatch `{delegate}` (status new and no note may come along): a
   * rejected request goes back to new with its note cleared. Reject `{status: "rejected", status_note}`:
   * only new requests. Answer `{reading, status: "success"}`: a reading of the request's meter.
   */
  async patch(
    auth: RequestAuth,
    id: string,
    input: PatchBody | ReadingRequestPatch,
  ): Promise<ReadingRequestRecord> {
    const body = input as PatchBody;
    const { actor } = auth;
    return this.ctx.data.transaction(async (data) => {
      const row = await data.readingRequests.findByIdOrThrow(actor, id);
      const keys = Object.keys(body).filter((key) => body[key as keyof PatchBody] !== undefined);
      const only = (...allowed: string[]) => keys.every((key) => allowed.includes(key));
      if (keys.includes('delegate') && only('delegate', 'status', 'status_note')) {
        if ((body.status && body.status !== 'new') || body.status_note) throw this.shapeError();
        await this.dispatch(data, auth, row, body.delegate ?? null);
      } else if (body.status === 'rejected' && only('status', 'status_note')) {
        authorizeReadingRequest(auth, 'reject', row);
        if (!body.status_note) throw badRequest({ status_note: ['Choose a status note.'] });
        const offered = availableStatusNotes(this.ctx.config.portal);
        if (!offered.includes(body.status_note))
          throw badRequest({ status_note: [READING_REQUEST_MESSAGES.statusNoteNotOffered(offered)] });
        await data.readingRequests.update(actor, id, { status: 'rejected', status_note: body.status_note });
      } else if (body.status === 'success' && body.reading && only('status', 'reading')) {
        const reading = await data.readings.findById(actor, referenceId(body.reading));
        if (!reading || reading.meter_id !== row.meter_id)
          throw badRequest({ reading: [READING_REQUEST_MESSAGES.readingOfOtherMeter] });
        await data.readingRequests.update(actor, id, {
          status: 'success',
          reading_id: reading.id,
          status_note: null,
        });
      } else {
        throw this.shapeError();
      }
      const updated = await data.readingRequests.findByIdOrThrow(actor, id);
      return (await this.complete(actor, [updated], data))[0]!;
    });
  }

  async remove(auth: RequestAuth, id: string): Promise<void> {
    await this.ctx.data.transaction(async (data) => {
      const row = await data.readingRequests.findByIdOrThrow(auth.actor, id);
      authorizeReadingRequest(auth, 'delete', row);
      await data.readingRequests.delete(auth.actor, id);
    });
  }

  private async dispatch(
    data: DataAccess,
    auth: RequestAuth,
    row: ReadingRequestRow,
    delegate: string | null,
  ) {
    authorizeReadingRequest(auth, 'dispatch', row);
    if (row.status === 'success' || row.status === 'success_selfservice')
      throw badRequest({ delegate: ['A reading request that has its reading cannot be dispatched again.'] });
    const delegateId = (await resolveEmployee(data, auth.actor, 'delegate', delegate, 'delegate')) ?? null;
    const rejected = row.status === 'rejected' || row.status === 'rejected_selfservice';
    await data.readingRequests.update(auth.actor, row.id, {
      delegate_id: delegateId,
      ...(rejected ? { status: 'new' as const, status_note: null, status_note_text: null } : {}),
    });
  }

  private shapeError() {
    return badRequest({ non_field_errors: [READING_REQUEST_MESSAGES.shape] });
  }

  async create(
    auth: RequestAuth,
    input: ReadingRequestBody | ReadingRequestCreate,
  ): Promise<ReadingRequestRecord> {
    const body = input as ReadingRequestBody;
    const { actor } = auth;
    const start = new Date(body.planned_reading_date);
    const end = new Date(body.planned_reading_date_end);
    const dateErrors: Record<string, string[]> = {};
    for (const [field, value] of [
      ['planned_reading_date', start],
      ['planned_reading_date_end', end],
    ] as const) {
      if (!isTodayOrLater(value, new Date(), 'anywhere')) dateErrors[field] = [PLANNED_DATE_MESSAGES[field]];
    }
    if (Object.keys(dateErrors).length) throw badRequest(dateErrors);

    let delegateId: string | null = null;
    return onUniqueViolation(
      () =>
        this.ctx.data.transaction(async (data) => {
          const meter = await data.meters.findById(actor, referenceId(body.meter));
          if (!meter) throw badRequest({ meter: ['Choose a meter you can see.'] });
          authorizeMeter(auth, this.ctx.config.portal, 'orderReading', meter);
          delegateId = (await resolveEmployee(data, actor, 'delegate', body.delegate, 'delegate')) ?? null;
          const id = await data.readingRequests.insert(actor, {
            meter_id: meter.id,
            planned_reading_date: start,
            planned_reading_date_end: end,
            delegate_id: delegateId,
            reason: body.reason ?? null,
            note: body.note ?? null,
          });
          const row = await data.readingRequests.findByIdOrThrow(actor, id);
          return (await this.complete(actor, [row], data))[0]!;
        }),
      async () => {
        const existing = await this.ctx.data.readingRequests.findDuplicate(
          actor,
          referenceId(body.meter),
          delegateId,
          start,
        );
        return conflict(DUPLICATE_REQUEST, existing && { collection: 'reading_requests', id: existing.id });
      },
    );
  }
}

import {
  type Actor,
  availableStatusNotes,
  dispatchEffect,
  type ExpectedRange,
  judgeNewReadingRequest,
  READING_REQUEST_MESSAGES,
  type ReadingRequestCreate,
  type ReadingRequestPatch,
  type ReadingRequestPatchAction,
  type readingRequestCreateSchema,
  referenceId,
  type StatusNote,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, conflict, onUniqueViolation } from '../../http/errors';
import { enforceVerdict } from '../../http/verdict';
import type { DataAccess } from '../data-access';
import { resolveEmployee } from '../directory/pickers';
import { expectedValuesOf } from '../readings/plausibility';
import { answerReadingRequest } from './reading-request-answer';
import { authorizeReadingRequest } from './reading-requests.policy';
import type { ReadingRequestRow } from './reading-requests.repository';

export const DUPLICATE_REQUEST = 'A reading request for this meter, reader and planned start already exists.';
/** The unique index of the duplicate rule (meter, delegate, planned start; migration 0001). */
const DUPLICATE_REQUEST_CONSTRAINT = 'reading_requests_meter_reader_start_key';
type ReadingRequestBody = z.output<typeof readingRequestCreateSchema>;

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
   * PATCH: one of the three operations the contracts read from the body, in one transaction. A dispatch
   * that would make a twin of another request (same meter, reader and planned start) is a 409 naming it.
   */
  async patch(
    auth: RequestAuth,
    id: string,
    input: ReadingRequestPatchAction | ReadingRequestPatch,
  ): Promise<ReadingRequestRecord> {
    const body = input as ReadingRequestPatchAction;
    const { actor } = auth;
    let row: ReadingRequestRow | undefined;
    let delegateId: string | null = null;
    return onUniqueViolation(
      () =>
        this.ctx.data.transaction(actor, async (data) => {
          row = await data.readingRequests.findByIdOrThrow(actor, id);
          switch (body.action) {
            case 'dispatch':
              authorizeReadingRequest(auth, 'dispatch', row);
              delegateId =
                (await resolveEmployee(data, actor, 'delegate', body.delegate, 'delegate')) ?? null;
              await this.dispatch(data, auth, row, delegateId);
              break;
            case 'reject':
              await this.reject(data, auth, row, body.status_note);
              break;
            case 'answer': {
              const reading = await data.readings.findById(actor, referenceId(body.reading));
              if (!reading) throw badRequest({ reading: [READING_REQUEST_MESSAGES.readingOfOtherMeter] });
              await answerReadingRequest(data, auth, id, reading, 'reading');
              break;
            }
          }
          const updated = await data.readingRequests.findByIdOrThrow(actor, id);
          return (await this.complete(actor, [updated], data))[0]!;
        }),
      (constraint) =>
        row && constraint === DUPLICATE_REQUEST_CONSTRAINT
          ? this.duplicateConflict(actor, row.meter_id, delegateId, row.planned_reading_date)
          : undefined,
    );
  }

  async remove(auth: RequestAuth, id: string): Promise<void> {
    await this.ctx.data.transaction(auth.actor, async (data) => {
      const row = await data.readingRequests.findByIdOrThrow(auth.actor, id);
      authorizeReadingRequest(auth, 'delete', row);
      await data.readingRequests.delete(auth.actor, id);
    });
  }

  /** A new delegate (the contracts' `dispatchEffect`: refused once answered, a rejected one reopens). */
  private async dispatch(
    data: DataAccess,
    auth: RequestAuth,
    row: ReadingRequestRow,
    delegateId: string | null,
  ) {
    const effect = dispatchEffect(row.status);
    if (effect === 'refuse') throw badRequest({ delegate: [READING_REQUEST_MESSAGES.answeredNotDispatched] });
    await data.readingRequests.update(auth.actor, row.id, {
      delegate_id: delegateId,
      ...(effect === 'reopen' ? { status: 'new' as const, status_note: null, status_note_text: null } : {}),
    });
  }

  /** Rejected with a note the configuration offers (only new requests). */
  private async reject(data: DataAccess, auth: RequestAuth, row: ReadingRequestRow, note: StatusNote) {
    authorizeReadingRequest(auth, 'reject', row);
    const offered = availableStatusNotes(this.ctx.config.portal);
    if (!offered.includes(note))
      throw badRequest({ status_note: [READING_REQUEST_MESSAGES.statusNoteNotOffered(offered)] });
    await data.readingRequests.update(auth.actor, row.id, { status: 'rejected', status_note: note });
  }

  /** 409 for the duplicate rule, naming the existing request when the caller sees it. */
  private async duplicateConflict(actor: Actor, meterId: string, delegateId: string | null, start: Date) {
    const existing = await this.ctx.data.readingRequests.findDuplicate(actor, meterId, delegateId, start);
    return conflict(DUPLICATE_REQUEST, existing && { collection: 'reading_requests', id: existing.id });
  }

  async create(
    auth: RequestAuth,
    input: ReadingRequestBody | ReadingRequestCreate,
  ): Promise<ReadingRequestRecord> {
    const body = input as ReadingRequestBody;
    const { actor } = auth;
    const start = new Date(body.planned_reading_date);
    const end = new Date(body.planned_reading_date_end);
    let delegateId: string | null = null;
    return onUniqueViolation(
      () =>
        this.ctx.data.transaction(actor, async (data) => {
          const meter = await data.meters.findById(actor, referenceId(body.meter));
          if (!meter) throw badRequest({ meter: ['Choose a meter you can see.'] });
          enforceVerdict(
            judgeNewReadingRequest({
              actor,
              config: this.ctx.config.portal,
              meter: { needsCheck: meter.needs_check },
              start,
              end,
            }),
          );
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
      (constraint) =>
        constraint === DUPLICATE_REQUEST_CONSTRAINT
          ? this.duplicateConflict(actor, referenceId(body.meter), delegateId, start)
          : undefined,
    );
  }
}

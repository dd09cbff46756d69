import {
  isTodayOrLater,
  PLANNED_DATE_MESSAGES,
  type ReadingRequestCreate,
  type readingRequestCreateSchema,
  referenceId,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, conflict, onUniqueViolation } from '../../http/errors';
import { resolveEmployee } from '../directory/pickers';
import { authorizeMeter } from '../meters/meters.policy';
import type { ReadingRequestRow } from './reading-requests.repository';

export const DUPLICATE_REQUEST = 'A reading request for this meter, reader and planned start already exists.';
type ReadingRequestBody = z.output<typeof readingRequestCreateSchema>;

/** Reading requests: ordering a reading of a meter the user may order readings of. */
export class ReadingRequestsService {
  constructor(private readonly ctx: AppContext) {}

  async create(
    auth: RequestAuth,
    input: ReadingRequestBody | ReadingRequestCreate,
  ): Promise<ReadingRequestRow> {
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
          return data.readingRequests.findByIdOrThrow(actor, id);
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

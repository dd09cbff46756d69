import {
  type Actor,
  photoFacts,
  READING_MESSAGES,
  type ReadingCreate,
  type ReadingPatch,
  type readingCreateSchema,
  type readingPatchSchema,
  referenceId,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, conflict, onUniqueViolation } from '../../http/errors';
import type { DataAccess } from '../data-access';
import type { IdempotencyClaim } from '../idempotency/idempotent-write';
import { answerReadingRequest } from '../reading-requests/reading-request-answer';
import { rejudgeMeters } from './plausibility';
import { checkReading, DUPLICATE_READING, refuseOutOfRange } from './reading-rules';
import { authorizeReading } from './readings.policy';
import type { ReadingRecord, ReadingRow } from './readings.repository';

type ReadingBody = z.output<typeof readingCreateSchema>;
type PatchBody = z.output<typeof readingPatchSchema>;

/** Readings: the list, one reading, a new reading (checked, stored and answered in one transaction). */
export class ReadingsService {
  constructor(private readonly ctx: AppContext) {}

  listSource(actor: Actor) {
    return { base: this.ctx.data.readings.scoped(actor) };
  }

  async get(actor: Actor, id: string): Promise<ReadingRecord> {
    const row = await this.ctx.data.readings.findByIdOrThrow(actor, id);
    return (await this.complete(actor, [row]))[0]!;
  }

  /** Rows of a page with their results, consumption figures and photos (two queries per page). */
  async complete(
    actor: Actor,
    rows: ReadingRow[],
    data: DataAccess = this.ctx.data,
  ): Promise<ReadingRecord[]> {
    const ids = rows.map((row) => row.id);
    const [results, metas] = await Promise.all([
      data.readings.resultsWithConsumption(actor, ids),
      data.readings.imageMetas(actor, ids),
    ]);
    return rows.map((row) => ({
      row,
      results: results.filter((result) => result.reading_id === row.id),
      imageMetas: metas.filter((meta) => meta.reading_id === row.id),
    }));
  }

  /**
   * Checks, stores and answers a reading in ONE transaction: `answer` turns the stored reading into the
   * response inside it, so an answer that cannot be built (or serialized) leaves nothing stored.
   */
  async create(
    auth: RequestAuth,
    body: ReadingBody | ReadingCreate,
    check?: (record: ReadingRecord) => void,
    idempotency?: IdempotencyClaim,
  ) {
    const { actor } = auth;
    const input = body as ReadingBody;
    const readingDate = new Date(input.reading_date);
    const meterId = referenceId(input.meter);
    const work = () =>
      this.ctx.data.transaction(actor, async (data) => {
        await idempotency?.claim(data);
        // The meter locked first, before the reading is written (see findByIdForReading).
        const meter = await data.meters.findByIdForReading(actor, meterId);
        if (!meter) throw badRequest({ meter: ['Choose a meter you can see.'] });
        await checkReading(data, actor, meter, {
          readingDate,
          obisCodes: input.results.map((result) => result.obis),
          imageRefs: input.image_metas.map((meta) => meta.image),
        });
        const id = await data.readings.insert(actor, {
          meterId: meter.id,
          readingDate,
          type: input.type,
          note: input.note,
          results: input.results.map((result) => ({
            obis: result.obis,
            value: result.value,
            applied_method: result.applied_method,
          })),
          imageMetas: input.image_metas.map((meta) => ({
            imageId: referenceId(meta.image),
            ...photoFacts(meta),
          })),
        });
        await this.rejudge(data, [meter.id]);
        if (input.reading_request)
          await answerReadingRequest(
            data,
            auth,
            referenceId(input.reading_request),
            { id, meter_id: meter.id },
            'reading_request',
          );
        await idempotency?.created(data, id);
        const row = await data.readings.findByIdOrThrow(actor, id);
        const record = (await this.complete(actor, [row], data))[0]!;
        check?.(record);
        return record;
      });
    return this.translateConflicts(actor, meterId, readingDate, () => refuseOutOfRange(work));
  }

  /**
   * PATCH: the whole reading as the client read it. Each value that differs from the stored one is saved
   * with applied_method manual (the spec's inline edit); type and note as sent. One transaction.
   */
  async patch(auth: RequestAuth, id: string, input: PatchBody | ReadingPatch): Promise<ReadingRecord> {
    const body = input as PatchBody;
    const { actor } = auth;
    return refuseOutOfRange(() =>
      this.ctx.data.transaction(actor, async (data) => {
        const row = await data.readings.findByIdOrThrow(actor, id);
        authorizeReading(auth, 'edit', row);
        const stored = await data.readings.summaries(actor, [id]);
        const unknown = (body.results ?? []).filter((result) => !stored.some((s) => s.obis === result.obis));
        if (unknown.length)
          throw badRequest({
            results: [READING_MESSAGES.unknownObis(unknown.map((r) => r.obis).join(', '))],
          });
        let valuesChanged = false;
        for (const result of body.results ?? [])
          if (await data.readings.setValue(actor, id, result.obis, result.value, 'manual'))
            valuesChanged = true;
        await data.readings.update(actor, id, {
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.note !== undefined ? { note: body.note ?? null } : {}),
          ...(valuesChanged ? { modified: new Date() } : {}),
        });
        if (valuesChanged || body.type !== undefined) await this.rejudge(data, [row.meter_id]);
        const updated = await data.readings.findByIdOrThrow(actor, id);
        return (await this.complete(actor, [updated], data))[0]!;
      }),
    );
  }

  /** Deletes a reading; the requests it answered go back to new. */
  async remove(auth: RequestAuth, id: string): Promise<void> {
    await this.ctx.data.transaction(auth.actor, async (data) => {
      const row = await data.readings.findByIdOrThrow(auth.actor, id);
      authorizeReading(auth, 'delete', row);
      await data.readingRequests.reopenAnsweredBy(auth.actor, id);
      await data.readings.delete(auth.actor, id);
      await this.rejudge(data, [row.meter_id]);
    });
  }

  /** The plausibility of the meter's values (and its main meter's) after a write, in its transaction. */
  private rejudge(data: DataAccess, meterIds: string[]) {
    return rejudgeMeters(data, meterIds, this.ctx.config.portal.PLAUSIBILITY_TOLERANCE);
  }

  /** The duplicate rule (meter, person, date) as 409 naming the existing reading; other violations stay errors. */
  private translateConflicts<T>(actor: Actor, meterId: string, readingDate: Date, work: () => Promise<T>) {
    return onUniqueViolation(work, async (constraint) => {
      if (constraint !== 'readings_meter_reader_date_key') return undefined;
      const existing = await this.ctx.data.readings.findDuplicate(actor, meterId, readingDate);
      return conflict(DUPLICATE_READING, existing && { collection: 'readings', id: existing.id });
    });
  }
}

import { type Actor, type ReadingCreate, type readingCreateSchema, referenceId } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, conflict, onUniqueViolation } from '../../http/errors';
import type { DataAccess } from '../data-access';
import { checkReading, DUPLICATE_READING, refuseOutOfRange } from './reading-rules';
import type { ReadingRecord, ReadingRow } from './readings.repository';

type ReadingBody = z.output<typeof readingCreateSchema>;

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
  async create<T>(actor: Actor, body: ReadingBody | ReadingCreate, answer: (record: ReadingRecord) => T) {
    const input = body as ReadingBody;
    const readingDate = new Date(input.reading_date);
    const meterId = referenceId(input.meter);
    const work = () =>
      this.ctx.data.transaction(async (data) => {
        const meter = await data.meters.findById(actor, meterId);
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
            obis: meta.obis,
            camera_model: meta.camera_model,
            frame_number: meta.frame_number,
            os_version: meta.os_version,
            pixolus_version: meta.pixolus_version,
            flash: meta.flash,
          })),
        });
        const row = await data.readings.findByIdOrThrow(actor, id);
        return answer((await this.complete(actor, [row], data))[0]!);
      });
    return this.translateConflicts(actor, meterId, readingDate, () => refuseOutOfRange(work));
  }

  /** The duplicate rule (meter, person, date) as 409 naming the existing reading. */
  private translateConflicts<T>(actor: Actor, meterId: string, readingDate: Date, work: () => Promise<T>) {
    return onUniqueViolation(work, async () => {
      const existing = await this.ctx.data.readings.findDuplicate(actor, meterId, readingDate);
      return conflict(DUPLICATE_READING, existing && { collection: 'readings', id: existing.id });
    });
  }
}

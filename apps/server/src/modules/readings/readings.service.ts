import { type Actor, type ReadingCreate, type readingCreateSchema, referenceId } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, conflict, HttpError, isPgError, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { ImagesRepository } from '../images/images.repository';
import { MetersRepository } from '../meters/meters.repository';
import { type NewReading, type ReadingRow, ReadingsRepository } from './readings.repository';

/** A little leeway for clocks: "not in the future" allows five minutes ahead. */
const CLOCK_SKEW_MS = 5 * 60_000;
export const DUPLICATE_READING = 'A reading of this meter by this person at this date already exists.';

type ReadingBody = z.output<typeof readingCreateSchema>;

/** The rules every reading obeys: a date not in the future, values for the meter's OBIS codes, photos the caller sees. */
export async function checkReading(
  db: Kysely<Database>,
  actor: Actor,
  meter: { obis_codes: string[] },
  input: { readingDate: Date; obisCodes: string[]; imageRefs: string[] },
) {
  if (input.readingDate.getTime() > Date.now() + CLOCK_SKEW_MS) {
    throw badRequest({ reading_date: ['The reading date cannot be in the future.'] });
  }
  const unknown = input.obisCodes.filter((code) => !meter.obis_codes.includes(code));
  if (unknown.length)
    throw badRequest({ results: [`Not an OBIS code of this meter: ${unknown.join(', ')}.`] });
  if (new Set(input.obisCodes).size !== input.obisCodes.length)
    throw badRequest({ results: ['Each OBIS code may have one value only.'] });
  const imageIds = [...new Set(input.imageRefs.map(referenceId))];
  if (imageIds.length) {
    // Only images the caller sees (their own uploads, photos of readings they see): else as if unknown.
    const visible = await new ImagesRepository(db).visibleIds(actor, imageIds);
    if (visible.length !== imageIds.length)
      throw badRequest({ image_metas: ['Upload the image first (images/).'] });
  }
}

/** Stores a reading, answering 409 for the duplicate rule (meter, reader, date). */
export async function insertReading(
  db: Kysely<Database>,
  reading: NewReading,
  field = 'non_field_errors',
): Promise<string> {
  try {
    return await new ReadingsRepository(db).insert(db, reading);
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw conflict(DUPLICATE_READING);
    if (isPgError(error, '22003')) throw badRequest({ [field]: ['A value is out of range.'] });
    throw error;
  }
}

export class ReadingsService {
  readonly repository: ReadingsRepository;

  constructor(private readonly ctx: AppContext) {
    this.repository = new ReadingsRepository(ctx.db);
  }

  /**
   * Checks, stores and answers a reading in ONE transaction: `respond` builds the answer from the stored
   * row inside it, so an answer that cannot be built (or serialized) leaves nothing stored.
   */
  async create<T>(
    actor: Actor,
    body: ReadingBody | ReadingCreate,
    urlOf: (id: string) => string,
    respond: (repository: ReadingsRepository, row: ReadingRow) => Promise<T>,
  ): Promise<T> {
    const input = body as ReadingBody;
    const readingDate = new Date(input.reading_date);
    const meterId = referenceId(input.meter);
    return this.withExistingUrl(actor, meterId, readingDate, urlOf, () =>
      this.ctx.db.transaction().execute(async (trx) => {
        const meter = await new MetersRepository(trx).findById(actor, meterId);
        if (!meter) throw badRequest({ meter: ['Choose a meter you can see.'] });
        await checkReading(trx, actor, meter, {
          readingDate,
          obisCodes: input.results.map((result) => result.obis),
          imageRefs: input.image_metas.map((meta) => meta.image),
        });
        const id = await insertReading(trx, {
          meterId: meter.id,
          readingDate,
          type: input.type,
          note: input.note,
          applyingPersonId: actor.userId,
          ownerCompanyId: actor.companyId,
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
        const repository = new ReadingsRepository(trx);
        return respond(repository, (await repository.findById(actor, id))!);
      }),
    );
  }

  /** A 409 names the existing reading (looked up after the failed transaction has ended). */
  private async withExistingUrl<T>(
    actor: Actor,
    meterId: string,
    readingDate: Date,
    urlOf: (id: string) => string,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      const existing = await this.repository.findDuplicate(meterId, actor.userId, readingDate);
      throw conflict(DUPLICATE_READING, existing ? urlOf(existing.id) : undefined);
    }
  }
}

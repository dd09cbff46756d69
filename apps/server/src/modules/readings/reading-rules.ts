import { type Actor, judgeNewReading, referenceId } from '@portal/contracts';
import { badRequest, isPgError, PG_NUMERIC_OUT_OF_RANGE } from '../../http/errors';
import { enforceVerdict } from '../../http/verdict';
import type { DataAccess } from '../data-access';

export const DUPLICATE_READING = 'A reading of this meter by this person at this date already exists.';

/**
 * The rules every reading obeys (a POSTed one and the two of a meter change): contracts' `judgeNewReading`
 * (date, values per OBIS code), and photos the caller sees.
 */
export async function checkReading(
  data: DataAccess,
  actor: Actor,
  meter: { obis_codes: string[] },
  input: { readingDate: Date; obisCodes: string[]; imageRefs: string[] },
) {
  enforceVerdict(judgeNewReading({ meter, readingDate: input.readingDate, obisCodes: input.obisCodes }));
  const imageIds = [...new Set(input.imageRefs.map(referenceId))];
  if (imageIds.length) {
    // Only images the caller sees (their own uploads, photos of readings they see): else as if unknown.
    const visible = await data.images.visibleIds(actor, imageIds);
    if (visible.length !== imageIds.length)
      throw badRequest({ image_metas: ['Upload the image first (images/).'] });
  }
}

/** The database's numeric(21,6) is the last line behind the contract: a value it cannot hold is a 400. */
export async function refuseOutOfRange<T>(work: () => Promise<T>, field = 'non_field_errors'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_NUMERIC_OUT_OF_RANGE))
      throw badRequest({ [field]: ['A value is out of range.'] });
    throw error;
  }
}

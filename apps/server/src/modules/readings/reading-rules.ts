import { type Actor, isFutureReadingDate, READING_MESSAGES, referenceId } from '@portal/contracts';
import { badRequest, isPgError, PG_NUMERIC_OUT_OF_RANGE } from '../../http/errors';
import type { DataAccess } from '../data-access';

export const DUPLICATE_READING = 'A reading of this meter by this person at this date already exists.';

/**
 * The rules every reading obeys (a POSTed one and the two of a meter change): a date not in the future,
 * values for the meter's OBIS codes, one value per code, photos the caller sees.
 */
export async function checkReading(
  data: DataAccess,
  actor: Actor,
  meter: { obis_codes: string[] },
  input: { readingDate: Date; obisCodes: string[]; imageRefs: string[] },
) {
  if (isFutureReadingDate(input.readingDate))
    throw badRequest({ reading_date: [READING_MESSAGES.futureDate] });
  const unknown = input.obisCodes.filter((code) => !meter.obis_codes.includes(code));
  if (unknown.length)
    throw badRequest({ results: [`Not an OBIS code of this meter: ${unknown.join(', ')}.`] });
  if (new Set(input.obisCodes).size !== input.obisCodes.length)
    throw badRequest({ results: ['Each OBIS code may have one value only.'] });
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

import {
  type AppliedMethod,
  type MeterReplacement,
  type meterReplacementSchema,
  type ReadingType,
  referenceId,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext, RequestAuth } from '../../context';
import { conflict, onUniqueViolation } from '../../http/errors';
import { rejudgeMeters } from '../readings/plausibility';
import { checkReading, DUPLICATE_READING, refuseOutOfRange } from '../readings/reading-rules';
import { authorizeMeter } from './meters.policy';
import type { MeterRow } from './meters.repository';
import type { MetersService } from './meters.service';

type Replacement = z.output<typeof meterReplacementSchema>;

/** Photo evidence as the portal records it (spec: image metadata marker "portal"). */
const portalPhoto = (imageId: string, obis: string[]) => ({
  imageId,
  obis,
  camera_model: 'portal',
  frame_number: 0,
  os_version: 'none',
  pixolus_version: 'portal',
  flash: false,
});

/**
 * Meter change as ONE transaction: the old meter's reading (if values were entered), the new meter
 * with the old one as predecessor, the new meter's reading (if values), the old meter inactive.
 * Everything is checked inside it, and any failure leaves nothing behind.
 */
export async function replaceMeter(
  ctx: AppContext,
  meters: MetersService,
  auth: RequestAuth,
  oldId: string,
  input: Replacement | MeterReplacement,
): Promise<MeterRow> {
  const body = input as Replacement;
  const { actor } = auth;
  const date = body.replacement_date ? new Date(body.replacement_date) : null;
  const oldValues = Object.entries(body.old_meter_values ?? {});
  const newValues = Object.entries(body.new_meter_values ?? {});
  const imageId = body.image ? referenceId(body.image) : null;
  const images = imageId ? [imageId] : [];

  const work = () =>
    ctx.data.transaction(actor, async (data) => {
      const old = await data.meters.findByIdOrThrow(actor, oldId);
      authorizeMeter(auth, ctx.config.portal, 'change', old);
      const reading = async (
        meter: { id: string; obis_codes: string[] },
        type: ReadingType,
        values: Array<[string, number]>,
        method: AppliedMethod,
      ) => {
        const obisCodes = values.map(([obis]) => obis);
        await checkReading(data, actor, meter, { readingDate: date!, obisCodes, imageRefs: images });
        await data.readings.insert(actor, {
          meterId: meter.id,
          readingDate: date!,
          type,
          results: values.map(([obis, value]) => ({ obis, value, applied_method: method })),
          imageMetas: imageId ? [portalPhoto(imageId, obisCodes)] : [],
        });
      };
      if (date && oldValues.length) await reading(old, 'meter_replacement_out', oldValues, 'portal');
      const id = await meters.insert(
        data,
        auth,
        {
          ...body.new_meter,
          building: body.new_meter.building ?? old.building_id,
          predecessor_meter_id: old.id,
        },
        'meterChange',
      );
      if (date && newValues.length)
        await reading(
          { id, obis_codes: body.new_meter.obis_codes },
          'meter_replacement_in',
          newValues,
          'manually',
        );
      await data.meters.update(actor, old.id, { status: 'inactive', date_status_change: date ?? new Date() });
      await rejudgeMeters(data, [old.id, id], ctx.config.portal.PLAUSIBILITY_TOLERANCE);
      return data.meters.findByIdOrThrow(actor, id);
    });

  return meters.translateConflicts(actor, body.new_meter.meter_id, () =>
    // A unique violation that is not the meter number's is the readings' duplicate rule.
    onUniqueViolation(
      () => refuseOutOfRange(work),
      (constraint) => (constraint?.startsWith('readings_') ? conflict(DUPLICATE_READING) : undefined),
    ),
  );
}

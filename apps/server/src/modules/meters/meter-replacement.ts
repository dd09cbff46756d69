import { type MeterReplacement, type meterReplacementSchema, referenceId } from '@portal/contracts';
import type { z } from 'zod';
import type { AppContext, RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';
import { checkReading, insertReading } from '../readings/readings.service';
import { MetersService } from './meters.service';

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
 * Any failure leaves nothing behind.
 */
export async function replaceMeter(
  ctx: AppContext,
  auth: RequestAuth,
  oldId: string,
  input: Replacement | MeterReplacement,
  urlOf: (id: string) => string,
) {
  const body = input as Replacement;
  const { actor } = auth;
  const meters = new MetersService(ctx);
  const old = await meters.get(actor, oldId);
  if (!meters.mayReplace(auth, old)) {
    throw forbidden('This meter cannot be changed (only active meters, by users who may edit them).');
  }
  const date = body.replacement_date ? new Date(body.replacement_date) : null;
  const oldValues = Object.entries(body.old_meter_values ?? {});
  const newValues = Object.entries(body.new_meter_values ?? {});
  const imageId = body.image ? referenceId(body.image) : null;
  const newCodes = body.new_meter.obis_codes;
  if (date) {
    const images = imageId ? [imageId] : [];
    if (oldValues.length)
      await checkReading(ctx.db, actor, old, {
        readingDate: date,
        obisCodes: oldValues.map(([code]) => code),
        imageRefs: images,
      });
    if (newValues.length)
      await checkReading(
        ctx.db,
        actor,
        { obis_codes: newCodes },
        { readingDate: date, obisCodes: newValues.map(([code]) => code), imageRefs: images },
      );
  }

  const newId = await meters.translateConflict(actor, body.new_meter.meter_id, urlOf, () =>
    ctx.db.transaction().execute(async (trx) => {
      const reading = (meterId: string, type: string, values: Array<[string, number]>, method: string) =>
        insertReading(trx, {
          meterId,
          readingDate: date!,
          type,
          applyingPersonId: actor.userId,
          ownerCompanyId: actor.companyId,
          results: values.map(([obis, value]) => ({ obis, value, applied_method: method })),
          imageMetas: imageId
            ? [
                portalPhoto(
                  imageId,
                  values.map(([obis]) => obis),
                ),
              ]
            : [],
        });
      if (oldValues.length) await reading(old.id, 'meter_replacement_out', oldValues, 'portal');
      const id = await meters.insertMeter(
        trx,
        actor,
        {
          ...body.new_meter,
          building: body.new_meter.building ?? old.building_id,
          predecessor_meter_id: old.id,
        },
        urlOf,
      );
      if (newValues.length) await reading(id, 'meter_replacement_in', newValues, 'manually');
      await trx
        .updateTable('meters')
        .set({ status: 'inactive', date_status_change: date ?? new Date() })
        .where('id', '=', old.id)
        .execute();
      return id;
    }),
  );
  return (await meters.repository.findById(actor, newId))!;
}

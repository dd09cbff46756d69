import { type Actor, type MeterPatch, referenceId } from '@portal/contracts';
import type { Updateable } from 'kysely';
import type { MetersTable } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { DataAccess } from '../data-access';
import { resolveCompany } from '../directory/pickers';
import { type MeterRow, visibleLinks } from './meters.repository';

const TEXT_FIELDS = [
  'label',
  'barcode_id',
  'metering_code',
  'malo_code',
  'note',
  'reading_frequency',
  'custom_reference_meter',
] as const;
const sameId = (reference: string | null | undefined, id: string | null) =>
  (reference ? referenceId(reference) : null) === id;

/**
 * Turns a meter body (POST/PUT/PATCH) that the write rules have allowed (`authorizeMeterWrite`) into
 * columns, its references resolved within the user's scope.
 * A main meter or predecessor is compared with the one the caller was shown: a link outside the scope
 * reads null, and sending that null back keeps it.
 */
export async function meterColumns(
  data: DataAccess,
  actor: Actor,
  body: MeterPatch,
  current: MeterRow | null,
): Promise<Updateable<MetersTable>> {
  const values: Updateable<MetersTable> = {};
  for (const field of TEXT_FIELDS) if (body[field] !== undefined) values[field] = body[field] || null;
  if (body.meter_id !== undefined) values.meter_id = body.meter_id;
  if (body.physical_medium !== undefined) values.physical_medium = body.physical_medium;
  if (body.physical_unit !== undefined) values.physical_unit = body.physical_unit;
  if (body.obis_codes !== undefined) values.obis_codes = body.obis_codes;
  if (body.factor !== undefined) values.factor = body.factor;
  if (body.integer_digits !== undefined) values.integer_digits = body.integer_digits;
  if (body.fraction_digits !== undefined) values.fraction_digits = body.fraction_digits;
  if (body.appearance !== undefined) values.appearance = body.appearance;
  if (body.custom_references_counters !== undefined)
    values.custom_references_counters = JSON.stringify(body.custom_references_counters);
  if (body.calibration_period_start !== undefined)
    values.calibration_period_start = body.calibration_period_start
      ? new Date(body.calibration_period_start)
      : null;
  if (body.calibration_period_end !== undefined)
    values.calibration_period_end = body.calibration_period_end
      ? new Date(body.calibration_period_end)
      : null;
  if (body.status !== undefined && body.status !== current?.status) {
    values.status = body.status;
    values.date_status_change = body.status === 'inactive' ? new Date() : null;
  }

  if (body.building !== undefined && !sameId(body.building, current?.building_id ?? null)) {
    const building = await data.buildings.findById(actor, referenceId(body.building));
    if (!building) throw badRequest({ building: ['Choose a building from the list.'] });
    values.building_id = building.id;
  }
  for (const field of ['energy_supplier', 'meter_reading_service'] as const) {
    const reference = body[field];
    if (reference === undefined || sameId(reference, current?.[`${field}_id`] ?? null)) continue;
    values[`${field}_id`] = await resolveCompany(data, actor, field, reference, field);
  }
  const { meters } = data;
  const medium = values.physical_medium ?? current?.physical_medium;
  const shown = current ? visibleLinks(current) : { mainMeterId: null, predecessorId: null };
  if (body.main_meter !== undefined && !sameId(body.main_meter, shown.mainMeterId)) {
    values.main_meter_id = null;
    if (body.main_meter) {
      const main = await meters.findById(actor, referenceId(body.main_meter));
      if (!main || main.id === current?.id)
        throw badRequest({ main_meter: ['Choose a main meter from the list.'] });
      if (main.physical_medium !== medium)
        throw badRequest({ main_meter: ['The main meter must measure the same medium.'] });
      if (current && (await meters.mainMeterChain(actor, main.id)).includes(current.id))
        throw badRequest({ main_meter: ['A sub-meter of this meter cannot be its main meter.'] });
      values.main_meter_id = main.id;
    }
  }
  if (body.predecessor_meter_id !== undefined && !sameId(body.predecessor_meter_id, shown.predecessorId)) {
    values.predecessor_meter_id = null;
    if (body.predecessor_meter_id) {
      const predecessor = await meters.findById(actor, referenceId(body.predecessor_meter_id));
      if (!predecessor || predecessor.id === current?.id)
        throw badRequest({ predecessor_meter_id: ['Choose a predecessor meter from the list.'] });
      if (predecessor.successor_id && predecessor.successor_id !== current?.id) {
        throw badRequest({ predecessor_meter_id: ['This meter already has a successor.'] });
      }
      values.predecessor_meter_id = predecessor.id;
    }
  }
  return values;
}

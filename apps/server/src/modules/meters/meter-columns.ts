import {
  type Actor,
  canChangeReadingFrequency,
  canChooseEnergySupplier,
  canChooseMeterReadingService,
  checkMeterRules,
  METER_RULE_MESSAGES,
  type MeterPatch,
  type PortalConfiguration,
  referenceId,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import type { MetersTable } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
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
 * Turns a meter body (POST/PUT/PATCH) into columns: references resolved within the user's scope,
 * field permissions checked for values that change, and the shared meter rules applied to the result.
 * A main meter or predecessor is compared with the one the caller was shown: a link outside the scope
 * reads null, and sending that null back keeps it.
 */
export async function meterColumns(
  data: DataAccess,
  actor: Actor,
  config: PortalConfiguration,
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

  if (
    body.reading_frequency !== undefined &&
    (body.reading_frequency || null) !== (current?.reading_frequency ?? null)
  ) {
    if (!canChangeReadingFrequency(actor, config))
      throw forbidden('You may not change the reading frequency.');
  }
  if (body.building !== undefined && !sameId(body.building, current?.building_id ?? null)) {
    const building = await data.buildings.findById(actor, referenceId(body.building));
    if (!building) throw badRequest({ building: ['Choose a building from the list.'] });
    values.building_id = building.id;
  }
  // Supplier and reading service: a new meter may name the creator's own company; changing an existing
  // meter's needs the permission of that field.
  const services = [
    ['energy_supplier', 'energy_supplier_id', canChooseEnergySupplier],
    ['meter_reading_service', 'meter_reading_service_id', canChooseMeterReadingService],
  ] as const;
  for (const [field, column, canChoose] of services) {
    const reference = body[field];
    if (reference === undefined || sameId(reference, current?.[column] ?? null)) continue;
    const own =
      current === null &&
      actor.companyType === field &&
      reference !== null &&
      sameId(reference, actor.companyId);
    if (!own && !canChoose(actor, config))
      throw forbidden(`You may not set the ${field.replaceAll('_', ' ')}.`);
    values[column] = await resolveCompany(data, actor, field, reference, field);
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
  refuseRuleViolations(current, values);
  return values;
}

/** The shared meter rules (contracts meter-rules.ts) on the meter as it would be saved. */
function refuseRuleViolations(current: MeterRow | null, values: Updateable<MetersTable>) {
  const merged = { ...current, ...values };
  const iso = (value: Date | string | null | undefined) =>
    value instanceof Date ? value.toISOString() : value;
  const problems = checkMeterRules({
    physical_medium: merged.physical_medium,
    physical_unit: merged.physical_unit,
    obis_codes: merged.obis_codes,
    appearance: merged.appearance,
    integer_digits: merged.integer_digits,
    fraction_digits: merged.fraction_digits,
    factor: merged.factor === undefined ? undefined : Number(merged.factor),
    calibration_period_start: iso(merged.calibration_period_start),
    calibration_period_end: iso(merged.calibration_period_end),
    predecessor_meter_id: merged.predecessor_meter_id,
    reading_frequency: merged.reading_frequency,
  });
  if (problems.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const [field, code] of problems) {
    errors[field] = [...(errors[field] ?? []), METER_RULE_MESSAGES[code]];
  }
  throw badRequest(errors);
}

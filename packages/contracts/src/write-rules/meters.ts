import type { PortalConfiguration } from '../configuration';
import { AUTOMATIC_DIGITS } from '../limits';
import { checkMeterRules, METER_RULE_MESSAGES, type MeterRuleInput } from '../meter-rules';
import { canChooseEnergySupplier, canChooseMeterReadingService } from '../permissions/buildings';
import {
  canChangeReadingFrequency,
  canCreateMeterFromScratch,
  canImportNewMeters,
  canSendMeterFields,
  defaultMeterCompany,
  type MeterFacts,
  meterReadOnlyOnEdit,
} from '../permissions/meters';
import type { Actor } from '../permissions/session';
import type { WebportalSettings } from '../users';
import { addError, newVerdict, READ_ONLY_ON_EDIT, REQUIRED, type WriteVerdict } from './verdict';

export const METER_REFUSALS = {
  createFromScratch: 'You may not create meters from scratch.',
  importNew: 'You may not import new meters.',
  edit: 'You may not edit this meter.',
  energy_supplier: 'You may not set the energy supplier.',
  meter_reading_service: 'You may not set the meter reading service.',
  reading_frequency: 'You may not change the reading frequency.',
} as const;

/** Meter fields with a permission of their own (shown in the form where it holds). */
export const METER_FIELD_PERMISSIONS = {
  energy_supplier: canChooseEnergySupplier,
  meter_reading_service: canChooseMeterReadingService,
  reading_frequency: canChangeReadingFrequency,
} as const;
type OwnPermissionField = keyof typeof METER_FIELD_PERMISSIONS;

/** What a new meter must name. */
const NEW_METER_REQUIRED = ['meter_id', 'physical_medium', 'physical_unit'] as const;

export interface MeterWriteInput {
  actor: Actor;
  config: PortalConfiguration;
  /** The stored meter's facts, or null for a new meter. */
  current: MeterFacts | null;
  /** The fields the write changes, by the API's names (`changedFields`); companies as their ids. */
  change: Record<string, unknown>;
  /**
   * How a new meter comes: the form or POST meters/ (from scratch: the user's setting), a meter change
   * (its old meter's change permission, asked where the old meter is looked up), or an import row.
   */
  via?: 'form' | 'meterChange' | 'import';
  /** The user's settings (`can_create_new_meter_from_scratch`), for a new meter by the form. */
  settings?: WebportalSettings;
  /** The whole form (PUT): it needs the edit permission, delegated fields or not. */
  wholeForm?: boolean;
  /** The meter as it would be saved (stored values with the change): the meter rules are checked on it. */
  result: MeterRuleInput;
}

/**
 * May this meter write be stored? Spec 1's meter form rules and the configuration (who may create one,
 * EDIT_METER, the supplier, reading service and frequency permissions, the read-only fields), for the
 * form, the API and the import alike. References (building, main meter, predecessor) are checked where they are looked up.
 */
export function judgeMeterWrite(input: MeterWriteInput): WriteVerdict {
  const { actor, config, current, change } = input;
  const verdict = newVerdict();
  const changed = Object.keys(change);
  if (!current) {
    const via = input.via ?? 'form';
    if (via === 'form' && !canCreateMeterFromScratch(actor, input.settings ?? {}))
      verdict.refused.push({ field: 'meter_id', message: METER_REFUSALS.createFromScratch });
    if (via === 'import' && !canImportNewMeters(actor, config))
      verdict.refused.push({ field: 'meter_id', message: METER_REFUSALS.importNew });
  }
  if (current && !canSendMeterFields(actor, config, current, changed, input.wholeForm === true))
    verdict.refused.push({ field: changed[0] ?? 'meter_id', message: METER_REFUSALS.edit });
  for (const field of changed.filter((f): f is OwnPermissionField => f in METER_FIELD_PERMISSIONS)) {
    // A new meter may name its creator's own company (the default it would get anyway).
    const own =
      !current && field !== 'reading_frequency' && change[field] === defaultMeterCompany(actor, field);
    if (!own && !METER_FIELD_PERMISSIONS[field](actor, config))
      verdict.refused.push({ field, message: METER_REFUSALS[field] });
  }
  if (!current)
    for (const field of NEW_METER_REQUIRED)
      if (change[field] === undefined || change[field] === null || change[field] === '')
        addError(verdict, field, REQUIRED);
  if (current)
    for (const field of meterReadOnlyOnEdit(current))
      if (field in change) addError(verdict, field, READ_ONLY_ON_EDIT);
  for (const [field, code] of checkMeterRules(input.result))
    addError(verdict, field, METER_RULE_MESSAGES[code]);
  return verdict;
}

/** A new meter's companies its creator left empty: a supplier supplies, a reading service reads its own. */
export const newMeterDefaults = (actor: Actor) => ({
  energy_supplier: defaultMeterCompany(actor, 'energy_supplier'),
  meter_reading_service: defaultMeterCompany(actor, 'meter_reading_service'),
});

/**
 * The meter rules' input from a meter as it would be saved (stored columns with the written values; dates
 * as dates or ISO text, the factor as numeric text): a value not given takes the table's default.
 */
export function meterRuleInput(meter: Record<string, unknown>): MeterRuleInput {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : ((value as string) ?? null));
  return {
    physical_medium: meter.physical_medium as MeterRuleInput['physical_medium'],
    physical_unit: meter.physical_unit as string | null,
    obis_codes: (meter.obis_codes as string[] | null) ?? [],
    appearance: (meter.appearance as MeterRuleInput['appearance']) ?? 'auto',
    integer_digits: (meter.integer_digits as number | null) ?? AUTOMATIC_DIGITS,
    fraction_digits: (meter.fraction_digits as number | null) ?? AUTOMATIC_DIGITS,
    factor: meter.factor === undefined || meter.factor === null ? 1 : Number(meter.factor),
    calibration_period_start: iso(meter.calibration_period_start),
    calibration_period_end: iso(meter.calibration_period_end),
    predecessor_meter_id: (meter.predecessor_meter_id as string | null) ?? null,
    reading_frequency: (meter.reading_frequency as string | null) ?? null,
  };
}

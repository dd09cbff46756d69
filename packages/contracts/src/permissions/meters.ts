import type { PortalConfiguration } from '../configuration';
import type { WebportalSettings } from '../users';
import { canChooseEnergySupplier, canChooseMeterReadingService } from './buildings';
import { canImport } from './header';
import { type Actor, isMeterReader, isScheduler } from './session';

export interface MeterFacts {
  needsCheck: boolean;
  ownerCompanyId: string;
  status: string;
}

/** Meter edit: admin, scheduler or basic of a type in EDIT_METER, or any of them while the meter needs a check. */
export function canEditMeter(
  actor: Actor,
  config: PortalConfiguration,
  meter: Pick<MeterFacts, 'needsCheck'>,
): boolean {
  return !isMeterReader(actor) && (config.EDIT_METER.includes(actor.companyType) || meter.needsCheck);
}

/** Meter delete: admin or scheduler who may edit it, and the meter belongs to their company. */
export function canDeleteMeter(actor: Actor, config: PortalConfiguration, meter: MeterFacts): boolean {
  return isScheduler(actor) && canEditMeter(actor, config, meter) && meter.ownerCompanyId === actor.companyId;
}

/** Create reading request: admin, scheduler, basic of a type in ADD_READING_REQUEST, meter checked. */
export function canCreateReadingRequest(
  actor: Actor,
  config: PortalConfiguration,
  meter: Pick<MeterFacts, 'needsCheck'>,
): boolean {
  return !isMeterReader(actor) && config.ADD_READING_REQUEST.includes(actor.companyType) && !meter.needsCheck;
}

/** Meter change: the feature, an active meter the user may edit, and (with team features) the company feature. */
export function canReplaceMeter(
  actor: Actor,
  config: PortalConfiguration,
  meter: MeterFacts,
  companyFeatures: string[] = [],
): boolean {
  const featureAllowed = !config.TEAM_FEATURES || companyFeatures.includes('meter_replacement');
  return (
    config.HAS_METER_CHANGE_FEATURE &&
    featureAllowed &&
    meter.status === 'active' &&
    canEditMeter(actor, config, meter)
  );
}

/** New meter from scratch: admin or scheduler with the user setting on. */
export function canCreateMeterFromScratch(actor: Actor, settings: WebportalSettings): boolean {
  return isScheduler(actor) && settings.can_create_new_meter_from_scratch === true;
}

/**
 * New meters by import: whoever may import (mode BASE, asked at the import's door); they wait for their
 * check (spec 1 §5). The user's from-scratch setting is the form's (`canCreateMeterFromScratch`).
 */
export const canImportNewMeters = (actor: Actor, config: PortalConfiguration): boolean =>
  canImport(actor, config);

export function canChangeReadingFrequency(actor: Actor, config: PortalConfiguration): boolean {
  return (
    config.HAS_READING_FREQUENCY_FEATURE &&
    !isMeterReader(actor) &&
    config.READING_FREQUENCY_COMPANY_TYPES.includes(actor.companyType)
  );
}

/** The bulk actions of the meters list (scheduler of a type allowed to edit meters). */
export function meterBulkActions(actor: Actor, config: PortalConfiguration) {
  const edits = isScheduler(actor) && config.EDIT_METER.includes(actor.companyType);
  return {
    energySupplier: edits && canChooseEnergySupplier(actor, config),
    meterReadingService: edits && canChooseMeterReadingService(actor, config),
    readingFrequency: edits && canChangeReadingFrequency(actor, config),
    status: edits,
    delete: edits,
  };
}

/**
 * Fields a company may change (PATCH, one bulk action at a time) on meters it cannot otherwise edit, each
 * under its own permission (checked where the value is resolved); never by a meter reader.
 */
export const METER_DELEGATED_FIELDS = [
  'energy_supplier',
  'meter_reading_service',
  'reading_frequency',
] as const;

/**
 * May the user send these fields for this meter? The whole form (PUT) needs the edit permission; a PATCH
 * of delegated fields only is left to their own permissions.
 */
export function canSendMeterFields(
  actor: Actor,
  config: PortalConfiguration,
  meter: Pick<MeterFacts, 'needsCheck'>,
  fields: string[],
  wholeForm: boolean,
): boolean {
  if (canEditMeter(actor, config, meter)) return true;
  const delegated: readonly string[] = METER_DELEGATED_FIELDS;
  return !wholeForm && !isMeterReader(actor) && fields.every((field) => delegated.includes(field));
}

/** Fields fixed after creation; while a check is needed all but the predecessor are open. */
export function meterReadOnlyOnEdit(meter: Pick<MeterFacts, 'needsCheck'>): string[] {
  return meter.needsCheck
    ? ['predecessor_meter_id']
    : ['meter_id', 'physical_medium', 'predecessor_meter_id'];
}

/** The meter fields naming a company that the creator's own company fills when left empty. */
export const METER_COMPANY_FIELDS = ['energy_supplier', 'meter_reading_service'] as const;
export type MeterCompanyField = (typeof METER_COMPANY_FIELDS)[number];

/**
 * The company a new meter names as `field` when its creator names none (spec 1, the meter form): an
 * energy supplier supplies, and a meter reading service reads, the meters it creates. The form, the API
 * and the import fill it the same way; an import's empty cell on an existing meter that names this
 * company is no change.
 */
export function defaultMeterCompany(actor: Actor, field: MeterCompanyField): string | null {
  return actor.companyType === field ? actor.companyId : null;
}

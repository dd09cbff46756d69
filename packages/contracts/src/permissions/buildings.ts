import type { PortalConfiguration } from '../configuration';
import type { CompanyType } from '../enums';
import { type Actor, isMeterReader, isScheduler } from './session';

const isOneOf = (type: CompanyType, types: CompanyType[]) => types.includes(type);
const readersEnabled = (config: PortalConfiguration) => !config.DISABLED_READERS;

/** Extended building filters (delegate, manager, reading service, consumer …). */
export const canUseExtendedBuildingFilters = (actor: Actor) => isScheduler(actor);

/** Add building: admin or basic user of a company type in ADD_EDIT_BUILDING (spec §6). */
export function canAddBuilding(actor: Actor, config: PortalConfiguration): boolean {
  return (
    (actor.role === 'admin' || actor.role === 'basic') && isOneOf(actor.companyType, config.ADD_EDIT_BUILDING)
  );
}

/** Edit building: admin, scheduler or basic of a company type in ADD_EDIT_BUILDING. */
export function canEditBuilding(actor: Actor, config: PortalConfiguration): boolean {
  return !isMeterReader(actor) && isOneOf(actor.companyType, config.ADD_EDIT_BUILDING);
}

/** Delete building: may edit, and the building belongs to the user's own company. */
export function canDeleteBuilding(
  actor: Actor,
  config: PortalConfiguration,
  building: { ownerCompanyId: string },
): boolean {
  return canEditBuilding(actor, config) && building.ownerCompanyId === actor.companyId;
}

/** The commercial consumer is shown and chosen by schedulers of suppliers and reading services. */
export function canChooseCommercialConsumer(actor: Actor): boolean {
  return isScheduler(actor) && isOneOf(actor.companyType, ['energy_supplier', 'meter_reading_service']);
}

export function canSetPreferredDelegate(actor: Actor, config: PortalConfiguration): boolean {
  return isScheduler(actor) && readersEnabled(config);
}

export const canSetPropertyManager = (actor: Actor) => isScheduler(actor);

/** The bulk actions of the buildings list, each as the side panel shows it. */
export function buildingBulkActions(actor: Actor, config: PortalConfiguration) {
  const scheduler = isScheduler(actor);
  const edits = scheduler && canEditBuilding(actor, config);
  return {
    preferredDelegate: canSetPreferredDelegate(actor, config),
    propertyManager: scheduler,
    commercialConsumer: edits && canChooseCommercialConsumer(actor),
    status: edits,
    delete: edits,
    meterReadingService: scheduler && canChooseMeterReadingService(actor, config),
  };
}

/** Meter reading service select: schedulers of consumers and suppliers, when that company type is enabled. */
export function canChooseMeterReadingService(actor: Actor, config: PortalConfiguration): boolean {
  return (
    isScheduler(actor) &&
    config.HAS_METER_READING_SERVICE_FEATURE &&
    isOneOf(actor.companyType, ['commercial_consumer', 'energy_supplier']) &&
    config.COMPANY_TYPES.includes('meter_reading_service')
  );
}

/** Energy supplier select: schedulers of consumers and reading services, when suppliers are enabled. */
export function canChooseEnergySupplier(actor: Actor, config: PortalConfiguration): boolean {
  return (
    isScheduler(actor) &&
    config.HAS_ENERGY_SUPPLIER_FEATURE &&
    isOneOf(actor.companyType, ['commercial_consumer', 'meter_reading_service']) &&
    config.COMPANY_TYPES.includes('energy_supplier')
  );
}

/** Building fields that cannot change after creation (configured). */
export const buildingReadOnlyOnEdit = (config: PortalConfiguration) => config.BUILDING_READ_ONLY_ON_EDIT;

/** The configured required fields (BUILDING_REQUIRED_FIELDS) that `values` leaves empty: the form's, the API's and the import's. */
export function missingBuildingFields(
  config: PortalConfiguration,
  values: Record<string, unknown>,
): string[] {
  return config.BUILDING_REQUIRED_FIELDS.filter((field) => {
    const value = values[field];
    return value === undefined || value === null || value === '';
  });
}

/** A commercial consumer's new buildings are its own unless it names another (the form, the API, the import). */
export const defaultBuildingConsumer = (actor: Actor): string | null =>
  actor.companyType === 'commercial_consumer' ? actor.companyId : null;

/** Naming a building's commercial consumer (or none): who may choose one; a commercial consumer may name itself. */
export const maySetCommercialConsumer = (actor: Actor, consumerId: string | null): boolean =>
  canChooseCommercialConsumer(actor) ||
  (consumerId !== null && consumerId === defaultBuildingConsumer(actor));

/**
 * New buildings by import: the company types that add and edit buildings (ADD_EDIT_BUILDING), schedulers
 * included (bringing in the portfolio is what the import is for); other types import into buildings that exist.
 */
export const canImportNewBuildings = (actor: Actor, config: PortalConfiguration): boolean =>
  canEditBuilding(actor, config);

import type { PortalConfiguration } from '../configuration';
import {
  buildingReadOnlyOnEdit,
  canAddBuilding,
  canChooseCommercialConsumer,
  canChooseMeterReadingService,
  canEditBuilding,
  canImportNewBuildings,
  canSetPreferredDelegate,
  canSetPropertyManager,
  defaultBuildingConsumer,
  missingBuildingFields,
} from '../permissions/buildings';
import { type Actor, isMeterReader } from '../permissions/session';
import { addError, newVerdict, READ_ONLY_ON_EDIT, REQUIRED, type WriteVerdict } from './verdict';

export const BUILDING_REFUSALS = {
  add: 'You may not add buildings.',
  /** An import row naming an address without a building: the file means one that exists. */
  importAdd: 'You may not add buildings: no building is at this address.',
  edit: 'You may not edit this building.',
  commercial_consumer: 'You may not set the commercial consumer.',
  preferred_delegate: 'You may not set the preferred delegate.',
  property_manager: 'You may not set the property manager.',
  meters_reading_service: 'You may not set the meter reading service.',
} as const;

/**
 * The building's fields with a permission of their own; but for the commercial consumer also for users
 * who may not edit the building (a scheduler names the delegate, the property manager and the meters'
 * reading service). The form shows the field where its permission holds.
 */
export const BUILDING_ASSIGNMENTS = {
  commercial_consumer: (actor: Actor, _config: PortalConfiguration) => canChooseCommercialConsumer(actor),
  preferred_delegate: canSetPreferredDelegate,
  property_manager: (actor: Actor, _config: PortalConfiguration) => canSetPropertyManager(actor),
  meters_reading_service: canChooseMeterReadingService,
} as const;
export type BuildingAssignment = keyof typeof BUILDING_ASSIGNMENTS;
const isAssignment = (field: string): field is BuildingAssignment => field in BUILDING_ASSIGNMENTS;
/** The commercial consumer is the building's own field: choosing it takes the edit permission too. */
const needsEdit = (field: string) => !isAssignment(field) || field === 'commercial_consumer';

export interface BuildingWriteInput {
  actor: Actor;
  config: PortalConfiguration;
  /** The form and the API (add: `canAddBuilding`), or an import row (add: `canImportNewBuildings`). */
  via: 'form' | 'import';
  /** Whether the building exists (a new one: `change` is all that is written). */
  exists: boolean;
  /**
   * The fields the write changes, by the API's names (a value repeating the stored one is not a change:
   * `changedFields`); the commercial consumer as the company's id.
   */
  change: Record<string, unknown>;
  /** The whole form or a new building's values: the configured required fields must be in them. */
  complete?: Record<string, unknown>;
}

/**
 * May this write be stored? The rules of spec 1 §6 and the configuration (ADD_EDIT_BUILDING,
 * BUILDING_REQUIRED_FIELDS, BUILDING_READ_ONLY_ON_EDIT), in one place for the form, the API and the import.
 */
export function judgeBuildingWrite(input: BuildingWriteInput): WriteVerdict {
  const { actor, config, exists, change } = input;
  const verdict = newVerdict();
  const refuse = (field: string, message: string) => verdict.refused.push({ field, message });
  const changed = Object.keys(change);
  const edits = changed.filter(needsEdit);
  if (!exists) {
    if (input.via === 'import' && !canImportNewBuildings(actor, config))
      refuse('street', BUILDING_REFUSALS.importAdd);
    if (input.via === 'form' && !canAddBuilding(actor, config)) refuse('street', BUILDING_REFUSALS.add);
  } else if ((edits.length || isMeterReader(actor)) && !canEditBuilding(actor, config))
    // A meter reader writes nothing to a building, not even a repeat.
    refuse(edits[0] ?? 'street', BUILDING_REFUSALS.edit);
  for (const field of changed.filter(isAssignment)) {
    // A commercial consumer may name itself; a new building's consumer left empty is the default one.
    const own = field === 'commercial_consumer' && change[field] === defaultBuildingConsumer(actor);
    if (!own && !BUILDING_ASSIGNMENTS[field](actor, config)) refuse(field, BUILDING_REFUSALS[field]);
  }
  // The configured required fields: all of them in a whole form or a new building; none cleared by any write.
  const missing = input.complete
    ? missingBuildingFields(config, input.complete)
    : missingBuildingFields(config, change).filter((field) => field in change);
  for (const field of missing) addError(verdict, field, REQUIRED);
  if (exists)
    for (const field of buildingReadOnlyOnEdit(config))
      if (field in change) addError(verdict, field, READ_ONLY_ON_EDIT);
  return verdict;
}

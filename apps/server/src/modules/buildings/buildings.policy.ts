import {
  canAddBuilding,
  canChooseCommercialConsumer,
  canChooseMeterReadingService,
  canDeleteBuilding,
  canEditBuilding,
  canSetPreferredDelegate,
  canSetPropertyManager,
  maySetCommercialConsumer,
  type PortalConfiguration,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';
import type { BuildingRow } from './buildings.repository';

export type BuildingAction =
  | 'add'
  | 'edit'
  | 'delete'
  | 'setCommercialConsumer'
  | 'setPreferredDelegate'
  | 'setPropertyManager'
  | 'setMetersReadingService';

const REFUSALS: Record<BuildingAction, string> = {
  add: 'You may not add buildings.',
  edit: 'You may not edit this building.',
  delete: 'Only the company that owns a building may delete it.',
  setCommercialConsumer: 'You may not set the commercial consumer.',
  setPreferredDelegate: 'You may not set the preferred delegate.',
  setPropertyManager: 'You may not set the property manager.',
  setMetersReadingService: 'You may not set the meter reading service.',
};

/**
 * Fields a user who may not edit buildings may still send (PATCH, the bulk actions), each under its
 * own permission: a scheduler assigns delegate, property manager and the meters' reading service.
 */
const ASSIGNMENTS: Record<string, BuildingAction> = {
  preferred_delegate: 'setPreferredDelegate',
  property_manager: 'setPropertyManager',
  meters_reading_service: 'setMetersReadingService',
  meters_reading_service_only_empty: 'setMetersReadingService',
};

/** May the user do `action` (to `building`)? The rules themselves live in @portal/contracts. */
export function mayBuilding(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: BuildingAction,
  building?: BuildingRow,
): boolean {
  const { actor } = auth;
  switch (action) {
    case 'add':
      return canAddBuilding(actor, config);
    case 'edit':
      return canEditBuilding(actor, config);
    case 'delete':
      return !!building && canDeleteBuilding(actor, config, { ownerCompanyId: building.owner_company_id });
    case 'setCommercialConsumer':
      return canChooseCommercialConsumer(actor);
    case 'setPreferredDelegate':
      return canSetPreferredDelegate(actor, config);
    case 'setPropertyManager':
      return canSetPropertyManager(actor);
    case 'setMetersReadingService':
      return canChooseMeterReadingService(actor, config);
  }
}

/** As `mayBuilding`, but refuses with 403. */
export function authorizeBuilding(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: BuildingAction,
  building?: BuildingRow,
): void {
  if (!mayBuilding(auth, config, action, building)) throw forbidden(REFUSALS[action]);
}

/** Refuses (403) a body of `fields` from a user who may not edit buildings, unless all are assignments they may make. */
export function authorizeBuildingFields(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  fields: string[],
): void {
  if (mayBuilding(auth, config, 'edit')) return;
  const assignable = (field: string) => {
    const action = ASSIGNMENTS[field];
    return action !== undefined && mayBuilding(auth, config, action);
  };
  if (fields.length === 0 || !fields.every(assignable)) throw forbidden(REFUSALS.edit);
}

/**
 * Refuses (403) naming `consumerId` as commercial consumer without the permission to choose one; a
 * commercial consumer may always name itself.
 */
export function authorizeCommercialConsumer(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  consumerId: string | null | undefined,
): void {
  if (maySetCommercialConsumer(auth.actor, consumerId ?? null)) return;
  authorizeBuilding(auth, config, 'setCommercialConsumer');
}

import {
  type Actor,
  BUILDING_REFUSALS,
  canDeleteBuilding,
  canEditBuilding,
  changedFields,
  judgeBuildingWrite,
  type PortalConfiguration,
  referenceId,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';
import { enforceVerdict } from '../../http/verdict';
import type { BuildingRow } from './buildings.repository';

export type BuildingAction = 'edit' | 'delete';

const REFUSALS: Record<BuildingAction, string> = {
  edit: BUILDING_REFUSALS.edit,
  delete: 'Only the company that owns a building may delete it.',
};

/** May the user do `action` (to `building`)? The rules themselves live in @portal/contracts. */
export function mayBuilding(
  auth: Pick<RequestAuth, 'actor'>,
  config: PortalConfiguration,
  action: BuildingAction,
  building?: BuildingRow,
): boolean {
  const { actor } = auth;
  if (action === 'edit') return canEditBuilding(actor, config);
  return !!building && canDeleteBuilding(actor, config, { ownerCompanyId: building.owner_company_id });
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

/** A building as the write rules compare it: the API's fields, the consumer as its id, e-mails in lower case. */
const asWritten = (building: BuildingRow) => ({
  ...building,
  commercial_consumer: building.commercial_consumer_id,
  preferred_delegate: building.preferred_delegate_email?.toLowerCase() ?? null,
  property_manager: building.property_manager_email?.toLowerCase() ?? null,
});

/**
 * Refuses (403, 400) a POST/PUT/PATCH body that the write rules (`judgeBuildingWrite`) do not allow, judged
 * on what it changes of `current` (none: a new building). `complete`: the whole form, with its required fields.
 */
export function authorizeBuildingWrite(
  actor: Actor,
  config: PortalConfiguration,
  body: Record<string, unknown>,
  current: BuildingRow | null,
  complete: boolean,
): void {
  const { meters_reading_service, meters_reading_service_only_empty: _, ...fields } = body;
  const email = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
  const written = {
    ...fields,
    commercial_consumer:
      typeof fields.commercial_consumer === 'string'
        ? referenceId(fields.commercial_consumer)
        : fields.commercial_consumer,
    preferred_delegate: email(fields.preferred_delegate),
    property_manager: email(fields.property_manager),
  };
  const change: Record<string, unknown> = changedFields(current && asWritten(current), written);
  // Setting the meters' reading service is an action on the meters, not a stored field: always a change.
  if (meters_reading_service !== undefined) change.meters_reading_service = meters_reading_service;
  enforceVerdict(
    judgeBuildingWrite({
      actor,
      config,
      via: 'form',
      exists: current !== null,
      change,
      complete: complete ? body : undefined,
    }),
  );
}

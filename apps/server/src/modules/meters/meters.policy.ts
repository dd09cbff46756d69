import {
  type Actor,
  canDeleteMeter,
  canEditMeter,
  canReplaceMeter,
  changedFields,
  judgeMeterWrite,
  METER_REFUSALS,
  type MeterFacts,
  meterRuleInput,
  type PortalConfiguration,
  referenceId,
  type WebportalSettings,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';
import { enforceVerdict } from '../../http/verdict';
import { type MeterRow, visibleLinks } from './meters.repository';

/** What the contracts' meter permissions need to know of a stored meter. */
export const meterFacts = (meter: MeterRow): MeterFacts => ({
  needsCheck: meter.needs_check,
  ownerCompanyId: meter.owner_company_id,
  status: meter.status,
});

export type MeterAction = 'edit' | 'delete' | 'change';

const REFUSALS: Record<MeterAction, string> = {
  edit: METER_REFUSALS.edit,
  delete: 'Only the company that owns a meter may delete it.',
  change: 'This meter cannot be changed (only active meters, by users who may edit them).',
};

/** May the user do `action` (to `meter`)? The rules themselves live in @portal/contracts. */
export function mayMeter(
  auth: Pick<RequestAuth, 'actor' | 'user'>,
  config: PortalConfiguration,
  action: MeterAction,
  meter?: MeterRow,
): boolean {
  const actor: Actor = auth.actor;
  if (!meter) return false;
  const facts = meterFacts(meter);
  switch (action) {
    case 'edit':
      return canEditMeter(actor, config, facts);
    case 'delete':
      return canDeleteMeter(actor, config, facts);
    case 'change':
      return canReplaceMeter(actor, config, facts, auth.user.company_features);
  }
}

/** As `mayMeter`, but refuses with 403. */
export function authorizeMeter(
  auth: Pick<RequestAuth, 'actor' | 'user'>,
  config: PortalConfiguration,
  action: MeterAction,
  meter?: MeterRow,
): void {
  if (!mayMeter(auth, config, action, meter)) throw forbidden(REFUSALS[action]);
}

/** The written references as ids (companies, building, main meter, predecessor), as the write rules compare them. */
const REFERENCES = [
  'energy_supplier',
  'meter_reading_service',
  'building',
  'main_meter',
  'predecessor_meter_id',
];

/** A stored meter as the write rules compare it: the API's fields, links as the caller was shown them. */
function asWritten(meter: MeterRow) {
  const shown = visibleLinks(meter);
  return {
    ...meter,
    energy_supplier: meter.energy_supplier_id,
    meter_reading_service: meter.meter_reading_service_id,
    building: meter.building_id,
    main_meter: shown.mainMeterId,
    predecessor_meter_id: shown.predecessorId,
  };
}

/**
 * Refuses (403, 400) a POST/PUT/PATCH body that the write rules (`judgeMeterWrite`) do not allow, judged
 * on what it changes of `current` (none: a new meter, by `via`). `wholeForm`: PUT, which needs the edit
 * permission.
 */
export function authorizeMeterWrite(
  auth: Pick<RequestAuth, 'actor' | 'user'>,
  config: PortalConfiguration,
  body: Record<string, unknown>,
  current: MeterRow | null,
  { wholeForm, via }: { wholeForm: boolean; via?: 'form' | 'meterChange' },
): void {
  const { actor } = auth;
  const written = Object.fromEntries(
    Object.entries(body).map(([field, value]) => [
      field,
      REFERENCES.includes(field) && typeof value === 'string' ? referenceId(value) : value,
    ]),
  );
  const stored = current && asWritten(current);
  const change = changedFields(stored, written);
  enforceVerdict(
    judgeMeterWrite({
      actor,
      config,
      current: current && meterFacts(current),
      change,
      wholeForm,
      via,
      settings: auth.user.webportal_settings as WebportalSettings,
      result: meterRuleInput({ ...stored, ...change }),
    }),
  );
}

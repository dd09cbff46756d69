import {
  type Actor,
  canCreateMeterFromScratch,
  canCreateReadingRequest,
  canDeleteMeter,
  canEditMeter,
  canReplaceMeter,
  type MeterFacts,
  type PortalConfiguration,
  type WebportalSettings,
} from '@portal/contracts';
import type { RequestAuth } from '../../context';
import { forbidden } from '../../http/errors';
import type { MeterRow } from './meters.repository';

/** What the contracts' meter permissions need to know of a stored meter. */
export const meterFacts = (meter: MeterRow): MeterFacts => ({
  needsCheck: meter.needs_check,
  ownerCompanyId: meter.owner_company_id,
  status: meter.status,
});

export type MeterAction = 'createFromScratch' | 'edit' | 'delete' | 'change' | 'orderReading';

const REFUSALS: Record<MeterAction, string> = {
  createFromScratch: 'You may not create meters from scratch.',
  edit: 'You may not edit this meter.',
  delete: 'Only the company that owns a meter may delete it.',
  change: 'This meter cannot be changed (only active meters, by users who may edit them).',
  orderReading: 'You may not order readings of this meter.',
};

/** May the user do `action` (to `meter`)? The rules themselves live in @portal/contracts. */
export function mayMeter(
  auth: Pick<RequestAuth, 'actor' | 'user'>,
  config: PortalConfiguration,
  action: MeterAction,
  meter?: MeterRow,
): boolean {
  const actor: Actor = auth.actor;
  if (action === 'createFromScratch')
    return canCreateMeterFromScratch(actor, auth.user.webportal_settings as WebportalSettings);
  if (!meter) return false;
  const facts = meterFacts(meter);
  switch (action) {
    case 'edit':
      return canEditMeter(actor, config, facts);
    case 'delete':
      return canDeleteMeter(actor, config, facts);
    case 'change':
      return canReplaceMeter(actor, config, facts, auth.user.company_features);
    case 'orderReading':
      return canCreateReadingRequest(actor, config, facts);
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

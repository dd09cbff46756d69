import { type Meter, type MeterFacts, referenceId } from '@portal/contracts';

/** What the contracts' meter permissions (`canEditMeter`, `canReplaceMeter` …) need to know of a meter. */
export function meterFacts(meter: Pick<Meter, 'needs_check' | 'owner_company' | 'status'>): MeterFacts {
  return {
    needsCheck: meter.needs_check,
    ownerCompanyId: referenceId(meter.owner_company),
    status: meter.status,
  };
}

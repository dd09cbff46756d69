import {
  canCreateReadingRequest,
  canDeleteMeter,
  canEditMeter,
  canReplaceMeter,
  type Meter,
} from '@portal/contracts';
import { useSession } from '../../../lib/session';
import { meterFacts } from '../../../resources/meters';

export interface MeterPermissions {
  createReadingRequest: boolean;
  edit: boolean;
  replace: boolean;
  changeAddress: boolean;
  delete: boolean;
}

const NONE: MeterPermissions = {
  createReadingRequest: false,
  edit: false,
  replace: false,
  changeAddress: false,
  delete: false,
};

/** Which menu actions the signed-in user has for this meter (contracts' permissions/meters.ts). */
export function useMeterPermissions(meter: Meter | undefined): MeterPermissions {
  const { actor, configuration, user } = useSession();
  if (!meter || !actor || !configuration) return NONE;
  const facts = meterFacts(meter);
  const edit = canEditMeter(actor, configuration, facts);
  return {
    createReadingRequest: canCreateReadingRequest(actor, configuration, facts),
    edit,
    replace: canReplaceMeter(actor, configuration, facts, user?.companies[0]?.enabled_features),
    changeAddress: edit,
    delete: canDeleteMeter(actor, configuration, facts),
  };
}

import { USER_TYPES, type UserType } from '@portal/contracts';

/** The employee flags of a user type (spec §2): scheduler, meter reader, external meter reader. */
export function flagsOfUserType(type: UserType): { is_scheduler: boolean; is_external: boolean } {
  if (type === USER_TYPES.scheduler) return { is_scheduler: true, is_external: false };
  if (type === USER_TYPES.externalMeterReader) return { is_scheduler: false, is_external: true };
  return { is_scheduler: false, is_external: false };
}

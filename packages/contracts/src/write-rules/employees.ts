import type { PortalConfiguration } from '../configuration';
import { allowedUserTypes, type UserType, userTypeOf } from '../employees';
import type { CompanyType } from '../enums';
import { canAddEmployee } from '../permissions/employees';
import type { Actor } from '../permissions/session';
import { addError, newVerdict, type WriteVerdict } from './verdict';

export const EMPLOYEE_REFUSALS = {
  /** 403 (`company`): the caller may not add employees to the chosen team. */
  addToTeam: 'You may not add employees to this team.',
  /** 400 `company`: the chosen team is not one whose employees the caller sees. */
  teamNotSeen: 'Choose a team you see.',
  /** 400 `employee`. */
  ssoNotEnabled: 'Single sign-on is not enabled.',
  /** 400 `employee`: the flags name no user type (scheduler and external), or one the team may not have. */
  typeNotAllowed: 'This user type is not available for this employee.',
  /** 400 `non_field_errors`: no password and no registration link for a user of single sign-on. */
  signsInWithSso: 'This user signs in with single sign-on.',
  /** 400 `generatePassword`. */
  generatePasswordAlone: 'Generate a password alone, without other changes.',
} as const;

/** The employee's team as the rules look at it. */
export interface EmployeeTeam {
  id: string;
  companyType: CompanyType;
  /** Who created the team: a team creator may add the first users of a team it may edit. */
  createdByCompanyId?: string | null;
}

/** The stored employee's flags (none for a new one). */
export interface StoredEmployee {
  uses_sso: boolean;
  is_scheduler: boolean;
  is_external: boolean;
}

/** What a write sends, by the API's names: the POST/PATCH body, or one of the two actions. */
export interface EmployeeChange {
  email?: string;
  is_active?: boolean;
  employee?: { name?: string; is_scheduler?: boolean; is_external?: boolean; uses_sso?: boolean };
  /** PATCH `{generatePassword: true}`: a generated password, alone. */
  generatePassword?: boolean;
  /** GET resend_registration/: a new registration link (no body). */
  resendRegistration?: boolean;
}

export interface EmployeeWriteInput {
  actor: Actor;
  config: PortalConfiguration;
  /** The employee's team; for a new employee null when the caller does not see the chosen team. */
  team: EmployeeTeam | null;
  stored: StoredEmployee | null;
  change: EmployeeChange;
}

/** The user types the form offers an employee of `team` who does (or would) sign in with single sign-on. */
export const employeeUserTypes = (
  actor: Actor,
  config: PortalConfiguration,
  team: EmployeeTeam,
  usesSso: boolean,
): UserType[] =>
  allowedUserTypes(actor, config, { companyId: team.id, companyType: team.companyType, usesSso });

/** Whether the SSO switch exists at all (HAS_SSO_FEATURE). */
export const ssoOffered = (config: PortalConfiguration) => config.HAS_SSO_FEATURE;

/** Whether an employee of `team` with `userType` may sign in with single sign-on (only as a type SSO allows). */
export const maySetSso = (
  actor: Actor,
  config: PortalConfiguration,
  team: EmployeeTeam,
  userType: UserType,
) => ssoOffered(config) && employeeUserTypes(actor, config, team, true).includes(userType);

/**
 * May this employee write be stored? Spec §5 and §6: the team the caller sees and may add to, single sign-on
 * only where enabled, a user type the team allows (never scheduler and external at once), no password or
 * registration link for an SSO user, a generated password alone. The type is judged for a new employee,
 * and for a stored one when the write changes the type or names `uses_sso`.
 */
export function judgeEmployeeWrite(input: EmployeeWriteInput): WriteVerdict {
  const { actor, config, team, stored, change } = input;
  const verdict = newVerdict();
  if (!team) {
    if (!stored) addError(verdict, 'company', EMPLOYEE_REFUSALS.teamNotSeen);
    return verdict;
  }
  if (!stored && !canAddEmployee(actor, config, { createdByCompanyId: null, ...team }))
    verdict.refused.push({ field: 'company', message: EMPLOYEE_REFUSALS.addToTeam });

  const { generatePassword, resendRegistration, ...fields } = change;
  if (generatePassword || resendRegistration) {
    if (generatePassword && Object.values(fields).some((value) => value !== undefined))
      addError(verdict, 'generatePassword', EMPLOYEE_REFUSALS.generatePasswordAlone);
    else if (stored?.uses_sso) addError(verdict, 'non_field_errors', EMPLOYEE_REFUSALS.signsInWithSso);
    return verdict;
  }

  const written = change.employee ?? {};
  const before = stored ?? { uses_sso: false, is_scheduler: false, is_external: false };
  const flags = {
    is_scheduler: written.is_scheduler ?? before.is_scheduler,
    is_external: written.is_external ?? before.is_external,
  };
  const usesSso = written.uses_sso ?? before.uses_sso;
  const retyped = !stored || userTypeOf(flags) !== userTypeOf(before);
  if (!retyped && written.uses_sso === undefined) return verdict;
  if (usesSso && !config.HAS_SSO_FEATURE) addError(verdict, 'employee', EMPLOYEE_REFUSALS.ssoNotEnabled);
  else if (
    (flags.is_scheduler && flags.is_external) ||
    !employeeUserTypes(actor, config, team, usesSso).includes(userTypeOf(flags))
  )
    addError(verdict, 'employee', EMPLOYEE_REFUSALS.typeNotAllowed);
  return verdict;
}

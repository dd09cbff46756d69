import {
  type Employee,
  type EmployeePatch,
  type EmployeeWrite,
  employeeWriteSchema,
  flagsOfUserType,
  USER_TYPES,
  type UserType,
  userTypeOf,
} from '@portal/contracts';
import { z } from 'zod';
import { fieldErrorsOf, isApiError } from '../../../lib/api-error';
import { contractRule } from '../../../lib/form-rules';

const KEY = 'administration.employees.form';
/** E-mail and name: at most 100 characters (spec §9). */
export const EMPLOYEE_TEXT_MAX = 100;

/**
 * A basic user's type in the form: the spec's user types are scheduler, meter reader and external meter
 * reader; a basic user has a meter reader's flags and keeps the basic role while the type is not changed.
 */
export const BASIC_USER = 'basic';
export type FormUserType = UserType | typeof BASIC_USER;

export interface EmployeeFormValues {
  email: string;
  name: string;
  userType: FormUserType;
  usesSso: boolean;
}

/**
 * The form's rules (spec §5): the e-mail and name rules of employeeWriteSchema (a valid address, at most
 * 100 characters), the e-mail trimmed and required first, and, as the portal always asked, with a dot in
 * its domain. Messages are translation keys.
 */
export const employeeFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: `${KEY}.emailRequired`, abort: true })
    .pipe(
      contractRule(employeeWriteSchema.shape.email, {
        too_big: `${KEY}.max`,
        invalid_format: `${KEY}.emailFormat`,
      }),
    )
    .refine((email) => /@[^\s@]+\.[^\s@]+$/.test(email), { error: `${KEY}.emailFormat` }),
  name: contractRule(employeeWriteSchema.shape.employee.shape.name, { too_big: `${KEY}.max` }),
  userType: z.literal([
    USER_TYPES.scheduler,
    USER_TYPES.meterReader,
    USER_TYPES.externalMeterReader,
    BASIC_USER,
  ]),
  usesSso: z.boolean(),
}) satisfies z.ZodType<EmployeeFormValues>;

export const employeeFormValues = (
  employee: Employee | undefined,
  allowed: UserType[],
): EmployeeFormValues => ({
  email: employee?.email ?? '',
  name: employee?.employee.name ?? '',
  userType: employee ? formUserTypeOf(employee) : (allowed[0] ?? USER_TYPES.scheduler),
  usesSso: employee?.employee.uses_sso ?? false,
});

/** The stored employee's type in the form: a basic user's own, else the one their flags derive. */
export const formUserTypeOf = (employee: Employee): FormUserType =>
  employee.role === 'basic' ? BASIC_USER : userTypeOf(employee.employee);

/** The user type whose rules apply (single sign-on, the team's types): a basic user's flags derive it. */
export const ruleUserType = (type: FormUserType): UserType =>
  type === BASIC_USER ? USER_TYPES.meterReader : type;

/**
 * The PATCH body (a POST adds the team's url); without the SSO switch the stored flag is kept. A basic
 * user's unchanged type sends the stored flags: the server changes the role only with the type.
 */
export function employeeBody(
  values: EmployeeFormValues,
  context: { employee?: Employee; ssoShown: boolean },
): Required<Pick<EmployeePatch, 'email'>> & Pick<EmployeeWrite, 'employee'> {
  const employee = {
    name: values.name.trim(),
    ...(values.userType === BASIC_USER && context.employee
      ? {
          is_scheduler: context.employee.employee.is_scheduler,
          is_external: context.employee.employee.is_external,
        }
      : flagsOfUserType(ruleUserType(values.userType))),
    uses_sso: context.ssoShown ? values.usesSso : (context.employee?.employee.uses_sso ?? false),
  };
  return { email: values.email.trim(), employee };
}

/**
 * The e-mail and name errors of a 400 answer: the server names the nested name `employee.name` (a DRF
 * body nests it as `{employee: {name: […]}}`).
 */
export function employeeFieldErrors(error: unknown): Partial<Record<'email' | 'name', string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const fields = fieldErrorsOf(error);
  const data = error.data;
  const nested = (data as { employee?: { name?: unknown } } | undefined)?.employee?.name;
  const name = fields['employee.name']?.[0] ?? (Array.isArray(nested) ? String(nested[0]) : undefined);
  const email = fields.email?.[0];
  return { ...(email ? { email } : {}), ...(name ? { name } : {}) };
}

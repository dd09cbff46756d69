import { z } from 'zod';
import { emailSchema, text } from './common';
import type { PortalConfiguration } from './configuration';
import { type CompanyType, ROLES, USER_TYPES } from './enums';
import type { Actor } from './permissions/session';
import { referenceSchema } from './references';
import { employeeProfileSchema } from './users';

export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** The user type from the two flags (spec §2): scheduler, meter reader, or external meter reader. */
export function userTypeOf(flags: { is_scheduler: boolean; is_external: boolean }): UserType {
  if (flags.is_external) return USER_TYPES.externalMeterReader;
  return flags.is_scheduler ? USER_TYPES.scheduler : USER_TYPES.meterReader;
}

/** The employee flags of a user type: the inverse of `userTypeOf`. */
export function flagsOfUserType(type: UserType): { is_scheduler: boolean; is_external: boolean } {
  return {
    is_scheduler: type === USER_TYPES.scheduler,
    is_external: type === USER_TYPES.externalMeterReader,
  };
}

/** GET employees/{id}/ (the id is the user's resource_id): the employee with the delete dialog's counts. */
export const employeeSchema = z.object({
  url: z.string(),
  resource_id: z.uuid(),
  email: z.string(),
  is_active: z.boolean(),
  /** The role (spec: Employee/user): a basic user has the flags of a meter reader, and the form keeps the role. */
  role: z.enum(ROLES),
  last_login: z.iso.datetime().nullable(),
  company: z.string(),
  company_name: z.string(),
  companies: z.array(z.object({ url: z.string(), name: z.string(), address: z.string() })),
  employee: employeeProfileSchema,
  /** What deleting the employee touches: buildings where they are reader or manager, their new requests. */
  deletion_counts: z.object({
    buildings_as_delegate: z.number().int(),
    buildings_as_manager: z.number().int(),
    new_requests: z.number().int(),
  }),
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
});
export type Employee = z.infer<typeof employeeSchema>;

const employeeFields = {
  name: text(100).transform((value) => value.trim()),
  is_scheduler: z.boolean(),
  is_external: z.boolean(),
  uses_sso: z.boolean(),
};

/** POST employees/: a new user of the caller's company (or of `company`, where the caller may). */
export const employeeWriteSchema = z.strictObject({
  email: emailSchema.pipe(text(100)),
  company: referenceSchema('companies').optional(),
  employee: z.strictObject({
    ...employeeFields,
    name: employeeFields.name.default(''),
    is_external: employeeFields.is_external.default(false),
    uses_sso: employeeFields.uses_sso.default(false),
  }),
});
export type EmployeeWrite = z.infer<typeof employeeWriteSchema>;

/** PATCH employees/{id}/: fields, or `{generatePassword: true}` (answers `{password}`). */
export const employeePatchSchema = z.strictObject({
  email: emailSchema.pipe(text(100)).optional(),
  is_active: z.boolean().optional(),
  employee: z.strictObject(employeeFields).partial().optional(),
  generatePassword: z.literal(true).optional(),
});
export type EmployeePatch = z.infer<typeof employeePatchSchema>;
export const generatedPasswordSchema = z.object({ password: z.string() });

/**
 * The user types an employee of `company` may have (spec §5): an administration user or one of another
 * company (without the disponent setting) only scheduler; an SSO user no meter reader; external meter
 * readers only with EXTERNAL_METER_READERS and in an energy supplier.
 */
export function allowedUserTypes(
  actor: Actor,
  config: PortalConfiguration,
  employee: { companyId: string; companyType: CompanyType; usesSso: boolean },
): UserType[] {
  const otherCompany = employee.companyId !== actor.companyId;
  if (
    employee.companyType === 'companies_administration' ||
    (otherCompany && !config.DISPONENT_CAN_GENERATE_PASSWORDS)
  )
    return [USER_TYPES.scheduler];
  if (employee.usesSso) return [USER_TYPES.scheduler];
  const types: UserType[] = [USER_TYPES.scheduler, USER_TYPES.meterReader];
  if (config.EXTERNAL_METER_READERS && employee.companyType === 'energy_supplier')
    types.push(USER_TYPES.externalMeterReader);
  return types;
}

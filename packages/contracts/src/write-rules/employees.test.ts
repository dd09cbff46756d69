import { describe, expect, it } from 'vitest';
import { BASE_CONFIGURATION, type PortalConfiguration } from '../configuration';
import { USER_TYPES } from '../enums';
import type { Actor } from '../permissions/session';
import {
  EMPLOYEE_REFUSALS,
  type EmployeeWriteInput,
  employeeUserTypes,
  judgeEmployeeWrite,
  maySetSso,
} from './employees';

const config: PortalConfiguration = {
  ...BASE_CONFIGURATION,
  HAS_SSO_FEATURE: true,
  EXTERNAL_METER_READERS: true,
};
const admin: Actor = { userId: 'u', role: 'admin', companyId: 'own', companyType: 'energy_supplier' };
const own = { id: 'own', companyType: 'energy_supplier' as const };
const reader = { uses_sso: false, is_scheduler: false, is_external: false };
const flags = (is_scheduler: boolean, is_external: boolean, uses_sso = false) => ({
  employee: { is_scheduler, is_external, uses_sso },
});
const judge = (input: Partial<EmployeeWriteInput>) =>
  judgeEmployeeWrite({ actor: admin, config, team: own, stored: null, change: {}, ...input });

describe('judgeEmployeeWrite', () => {
  it('a new employee: a team the caller sees and may add to', () => {
    expect(judge({ team: null, change: flags(false, false) }).errors).toEqual({
      company: [EMPLOYEE_REFUSALS.teamNotSeen],
    });
    const other = { id: 'other', companyType: 'energy_supplier' as const, createdByCompanyId: null };
    expect(judge({ team: other, change: flags(true, false) }).refused).toEqual([
      { field: 'company', message: EMPLOYEE_REFUSALS.addToTeam },
    ]);
    expect(judge({ change: flags(false, false) })).toEqual({ refused: [], errors: {} });
  });

  it('single sign-on only where enabled, and then only for schedulers', () => {
    const sso = flags(true, false, true);
    expect(judge({ config: { ...config, HAS_SSO_FEATURE: false }, change: sso }).errors).toEqual({
      employee: [EMPLOYEE_REFUSALS.ssoNotEnabled],
    });
    expect(judge({ change: sso }).errors).toEqual({});
    expect(judge({ change: flags(false, false, true) }).errors).toEqual({
      employee: [EMPLOYEE_REFUSALS.typeNotAllowed],
    });
  });

  it('never scheduler and external at once; external readers only where the team allows them', () => {
    expect(judge({ change: flags(true, true) }).errors).toEqual({
      employee: [EMPLOYEE_REFUSALS.typeNotAllowed],
    });
    expect(judge({ change: flags(false, true) }).errors).toEqual({});
    const consumer = { id: 'own', companyType: 'commercial_consumer' as const };
    expect(judge({ team: consumer, change: flags(false, true) }).errors).toEqual({
      employee: [EMPLOYEE_REFUSALS.typeNotAllowed],
    });
  });

  it('a stored employee: the type is judged when the write changes it or names uses_sso', () => {
    const admins = { id: 'own', companyType: 'companies_administration' as const };
    const stored = reader;
    expect(judge({ team: admins, stored, change: { employee: { name: 'New' } } }).errors).toEqual({});
    expect(judge({ team: admins, stored, change: { employee: { is_scheduler: false } } }).errors).toEqual({});
    expect(judge({ team: admins, stored, change: { employee: { uses_sso: false } } }).errors).toEqual({
      employee: [EMPLOYEE_REFUSALS.typeNotAllowed],
    });
    expect(judge({ stored, change: { employee: { is_external: true, is_scheduler: true } } }).errors).toEqual(
      {
        employee: [EMPLOYEE_REFUSALS.typeNotAllowed],
      },
    );
  });

  it('a generated password alone, and neither it nor a registration link for an SSO user', () => {
    const sso = { ...reader, is_scheduler: true, uses_sso: true };
    expect(judge({ stored: reader, change: { generatePassword: true, email: 'a@b.de' } }).errors).toEqual({
      generatePassword: [EMPLOYEE_REFUSALS.generatePasswordAlone],
    });
    expect(judge({ stored: reader, change: { generatePassword: true } }).errors).toEqual({});
    expect(judge({ stored: sso, change: { generatePassword: true } }).errors).toEqual({
      non_field_errors: [EMPLOYEE_REFUSALS.signsInWithSso],
    });
    expect(judge({ stored: sso, change: { resendRegistration: true } }).errors).toEqual({
      non_field_errors: [EMPLOYEE_REFUSALS.signsInWithSso],
    });
    expect(judge({ stored: reader, change: { resendRegistration: true } }).errors).toEqual({});
  });

  it('the form offers the same types and SSO switch the judge allows', () => {
    expect(employeeUserTypes(admin, config, own, false)).toEqual([0, 1, 2]);
    expect(employeeUserTypes(admin, config, own, true)).toEqual([0]);
    expect(maySetSso(admin, config, own, USER_TYPES.scheduler)).toBe(true);
    expect(maySetSso(admin, config, own, USER_TYPES.meterReader)).toBe(false);
    expect(maySetSso(admin, config, own, USER_TYPES.externalMeterReader)).toBe(false);
    expect(maySetSso(admin, { ...config, HAS_SSO_FEATURE: false }, own, USER_TYPES.scheduler)).toBe(false);
  });
});

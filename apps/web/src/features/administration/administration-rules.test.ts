import { allowedUserTypes, BASE_CONFIGURATION, flagsOfUserType, USER_TYPES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { employeeFormSchema } from './employees/employee-form-schema';
import { usersToChange } from './users/users-bulk-panel';

const supplier = {
  userId: 'u1',
  role: 'scheduler' as const,
  companyId: 'c1',
  companyType: 'energy_supplier' as const,
};

describe('users bulk action', () => {
  it('skips the signed-in account', () => {
    expect(usersToChange(['a', 'u1', 'b'], 'u1')).toEqual(['a', 'b']);
    expect(usersToChange(['a'], undefined)).toEqual(['a']);
  });
});

describe('employee form rules', () => {
  it('maps user types to the employee flags', () => {
    expect(flagsOfUserType(USER_TYPES.scheduler)).toEqual({ is_scheduler: true, is_external: false });
    expect(flagsOfUserType(USER_TYPES.meterReader)).toEqual({ is_scheduler: false, is_external: false });
    expect(flagsOfUserType(USER_TYPES.externalMeterReader)).toEqual({
      is_scheduler: false,
      is_external: true,
    });
  });

  it('offers the types of allowedUserTypes: scheduler only for SSO users and other companies', () => {
    const own = { companyId: 'c1', companyType: 'energy_supplier' as const, usesSso: false };
    expect(allowedUserTypes(supplier, BASE_CONFIGURATION, own)).toEqual([0, 1]);
    expect(allowedUserTypes(supplier, BASE_CONFIGURATION, { ...own, usesSso: true })).toEqual([0]);
    expect(allowedUserTypes(supplier, BASE_CONFIGURATION, { ...own, companyId: 'c2' })).toEqual([0]);
  });

  it('validates the e-mail: required, the contract’s format with a dot in the domain, at most 100', () => {
    const problem = (email: string) => {
      const result = employeeFormSchema.shape.email.safeParse(email);
      return result.success ? undefined : result.error.issues[0]?.message.split('.').pop();
    };
    expect(problem('  ')).toBe('emailRequired');
    expect(problem('no-at')).toBe('emailFormat');
    expect(problem('a@b')).toBe('emailFormat');
    expect(problem(`${'a'.repeat(96)}@b.de`)).toBe('max');
    expect(problem(' a@b.de ')).toBeUndefined();
  });
});

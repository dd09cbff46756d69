import { describe, expect, it } from 'vitest';
import { BASE_CONFIGURATION, EXTENDED_CONFIGURATION } from '../configuration';
import type { CompanyType, Role } from '../enums';
import { administrationMenu, canDeleteOwnAccount, canSeeMainNavigation } from './header';

const actor = (role: Role, companyType: CompanyType) => ({ userId: 'u', companyId: 'c', role, companyType });

describe('header permissions', () => {
  it('gives each demo role its administration menu', () => {
    expect(administrationMenu(actor('admin', 'companies_administration'), BASE_CONFIGURATION)).toEqual([
      'employees',
      'users',
      'report',
    ]);
    expect(administrationMenu(actor('admin', 'companies_administration'), EXTENDED_CONFIGURATION)).toEqual([
      'companies',
      'users',
      'report',
    ]);
    expect(administrationMenu(actor('scheduler', 'energy_supplier'), BASE_CONFIGURATION)).toEqual([
      'import_export',
      'contractors',
      'companies',
    ]);
    expect(administrationMenu(actor('scheduler', 'commercial_consumer'), BASE_CONFIGURATION)).toEqual([
      'import_export',
      'contractors',
      'companies',
    ]);
    expect(administrationMenu(actor('scheduler', 'meter_reading_service'), BASE_CONFIGURATION)).toEqual([
      'import_export',
      'contractors',
      'employees',
    ]);
    expect(administrationMenu(actor('basic', 'commercial_consumer'), BASE_CONFIGURATION)).toEqual([
      'import_export',
      'employees',
    ]);
    expect(administrationMenu(actor('meter_reader', 'meter_reading_service'), BASE_CONFIGURATION)).toEqual(
      [],
    );
  });

  it('hides the main navigation from the companies administration only', () => {
    expect(canSeeMainNavigation(actor('admin', 'companies_administration'))).toBe(false);
    expect(canSeeMainNavigation(actor('meter_reader', 'meter_reading_service'))).toBe(true);
    expect(canSeeMainNavigation(actor('basic', 'commercial_consumer'))).toBe(true);
  });

  it('lets only basic users delete their own account, and only with anonymous registration', () => {
    expect(canDeleteOwnAccount(actor('basic', 'commercial_consumer'), BASE_CONFIGURATION)).toBe(true);
    expect(canDeleteOwnAccount(actor('scheduler', 'commercial_consumer'), BASE_CONFIGURATION)).toBe(false);
    expect(
      canDeleteOwnAccount(actor('basic', 'commercial_consumer'), {
        ...BASE_CONFIGURATION,
        HAS_ANONYMOUS_REGISTRATION: false,
      }),
    ).toBe(false);
  });
});

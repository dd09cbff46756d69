import { describe, expect, it } from 'vitest';
import { BASE_CONFIGURATION, EXTENDED_CONFIGURATION, type PortalConfiguration } from '../configuration';
import type { CompanyType, Role } from '../enums';
import { administrationMenu, canDeleteOwnAccount, canSeeMainNavigation } from './header';

const actor = (role: Role, companyType: CompanyType) => ({ userId: 'u', companyId: 'c', role, companyType });

describe('header permissions', () => {
  it.each([
    ['admin', 'companies_administration', BASE_CONFIGURATION, ['employees', 'users', 'report']],
    ['admin', 'companies_administration', EXTENDED_CONFIGURATION, ['companies', 'users', 'report']],
    ['scheduler', 'energy_supplier', BASE_CONFIGURATION, ['import_export', 'contractors', 'companies']],
    ['scheduler', 'commercial_consumer', BASE_CONFIGURATION, ['import_export', 'contractors', 'companies']],
    ['scheduler', 'meter_reading_service', BASE_CONFIGURATION, ['import_export', 'contractors', 'employees']],
    ['basic', 'commercial_consumer', BASE_CONFIGURATION, ['import_export', 'employees']],
    ['meter_reader', 'meter_reading_service', BASE_CONFIGURATION, []],
  ] satisfies [Role, CompanyType, PortalConfiguration, string[]][])(
    'gives the demo role %s of a %s its administration menu',
    (role, companyType, configuration, menu) => {
      expect(administrationMenu(actor(role, companyType), configuration)).toEqual(menu);
    },
  );

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

import {
  type Actor,
  BASE_CONFIGURATION,
  type CompanyType,
  EXTENDED_CONFIGURATION,
  type Role,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { administrationEntries, helpEntries, mainNavigation, userMenuEntries } from './header-entries';

const actor = (role: Role, companyType: CompanyType): Actor => ({
  userId: 'u1',
  role,
  companyId: 'c1',
  companyType,
});
const ids = (entries: Array<{ id: string }>) => entries.map((entry) => entry.id);
const paths = (entries: Array<{ to: string }>) => entries.map((entry) => entry.to);

describe('mainNavigation', () => {
  it('shows the five work areas to non-administration users and meter readers', () => {
    expect(paths(mainNavigation(actor('scheduler', 'energy_supplier')))).toEqual([
      '/',
      '/buildings',
      '/meters',
      '/readings',
      '/reading-requests',
    ]);
    expect(mainNavigation(actor('meter_reader', 'meter_reading_service'))).toHaveLength(5);
  });

  it('hides them from the companies administration', () => {
    expect(mainNavigation(actor('admin', 'companies_administration'))).toEqual([]);
  });
});

describe('administrationEntries', () => {
  it('gives a supplier admin import/export, contractors and companies', () => {
    const entries = administrationEntries(actor('admin', 'energy_supplier'), BASE_CONFIGURATION);
    expect(ids(entries)).toEqual(['import_export', 'contractors', 'companies']);
    expect(paths(entries)).toEqual(['/import-export/import/0', '/contractors', '/companies']);
  });

  it('sends a basic user, who may only export, to the export page and to their own employees', () => {
    const entries = administrationEntries(actor('basic', 'commercial_consumer'), BASE_CONFIGURATION);
    expect(ids(entries)).toEqual(['import_export', 'employees']);
    expect(paths(entries)).toEqual(['/import-export/export/0', '/companies/c1/employees']);
  });

  it('gives a reading-service scheduler employees instead of companies (may not create teams)', () => {
    expect(
      ids(administrationEntries(actor('scheduler', 'meter_reading_service'), BASE_CONFIGURATION)),
    ).toEqual(['import_export', 'contractors', 'employees']);
  });

  it('gives the companies administration users and report, and companies when it may create teams', () => {
    const admin = actor('admin', 'companies_administration');
    expect(ids(administrationEntries(admin, BASE_CONFIGURATION))).toEqual(['employees', 'users', 'report']);
    expect(ids(administrationEntries(admin, EXTENDED_CONFIGURATION))).toEqual([
      'companies',
      'users',
      'report',
    ]);
  });

  it('gives a meter reader no administration at all', () => {
    expect(administrationEntries(actor('meter_reader', 'energy_supplier'), BASE_CONFIGURATION)).toEqual([]);
  });
});

describe('helpEntries', () => {
  it('lists only configured manuals, in the fixed order', () => {
    const entries = helpEntries({ import_template: '/t.xlsx', portal_manual: '/p.pdf' });
    expect(entries).toEqual([
      { id: 'portal_manual', labelKey: 'navigation.manuals.portal_manual', href: '/p.pdf' },
      { id: 'import_template', labelKey: 'navigation.manuals.import_template', href: '/t.xlsx' },
    ]);
    expect(helpEntries({})).toEqual([]);
  });
});

describe('userMenuEntries', () => {
  it('offers account deletion only to basic users when anonymous registration is on', () => {
    expect(userMenuEntries(actor('basic', 'commercial_consumer'), BASE_CONFIGURATION)).toContain(
      'delete_account',
    );
    expect(userMenuEntries(actor('admin', 'energy_supplier'), BASE_CONFIGURATION)).toEqual([
      'change_password',
      'logout',
    ]);
    const closed = { ...BASE_CONFIGURATION, HAS_ANONYMOUS_REGISTRATION: false };
    expect(userMenuEntries(actor('basic', 'commercial_consumer'), closed)).not.toContain('delete_account');
  });
});

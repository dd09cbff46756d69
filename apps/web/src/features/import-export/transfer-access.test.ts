import {
  type Actor,
  BASE_CONFIGURATION,
  type CompanyType,
  canExport,
  canImport,
  type Role,
} from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { exportRefusalKey, importRefusalKey } from './transfer-access';

const actor = (role: Role, companyType: CompanyType): Actor => ({
  userId: '0190a1b2-0000-7000-8000-000000000001',
  role,
  companyId: '0190a1b2-0000-7000-8000-0000000000c1',
  companyType,
});
const en = i18next.getFixedT('en');
const de = i18next.getFixedT('de');

describe('why a user may not import or export', () => {
  it('blames the role when the company may import (basic@ next to consumer@, reader@ next to service@)', () => {
    // consumer@demo.example imports; basic@demo.example, in the same company, may not.
    expect(canImport(actor('admin', 'commercial_consumer'), BASE_CONFIGURATION)).toBe(true);
    const basic = actor('basic', 'commercial_consumer');
    expect(canImport(basic, BASE_CONFIGURATION)).toBe(false);
    expect(en(importRefusalKey(basic, BASE_CONFIGURATION))).toBe('Your role does not allow importing data.');
    expect(de(importRefusalKey(basic, BASE_CONFIGURATION))).toBe('Ihre Rolle erlaubt keinen Datenimport.');
    expect(en(importRefusalKey(actor('meter_reader', 'meter_reading_service'), BASE_CONFIGURATION))).toBe(
      'Your role does not allow importing data.',
    );
  });

  it('blames the role when the company may export (reader@ next to service@)', () => {
    expect(canExport(actor('admin', 'meter_reading_service'), BASE_CONFIGURATION)).toBe(true);
    const reader = actor('meter_reader', 'meter_reading_service');
    expect(canExport(reader, BASE_CONFIGURATION)).toBe(false);
    expect(en(exportRefusalKey(reader, BASE_CONFIGURATION))).toBe('Your role does not allow exporting data.');
    expect(de(exportRefusalKey(reader, BASE_CONFIGURATION))).toBe('Ihre Rolle erlaubt keinen Datenexport.');
  });

  it('blames the company when its type may not, whatever the role', () => {
    const administration = actor('admin', 'companies_administration');
    expect(en(importRefusalKey(administration, BASE_CONFIGURATION))).toBe('Your company cannot import data.');
    expect(en(exportRefusalKey(administration, BASE_CONFIGURATION))).toBe('Your company cannot export data.');
    const suppliersMayNot = {
      ...BASE_CONFIGURATION,
      IMPORT_COMPANY_TYPES: ['commercial_consumer' as const],
      EXPORT_COMPANY_TYPES: ['commercial_consumer' as const],
    };
    for (const role of ['admin', 'scheduler', 'basic', 'meter_reader'] as const) {
      const supplier = actor(role, 'energy_supplier');
      expect(de(importRefusalKey(supplier, suppliersMayNot))).toBe(
        'Ihr Unternehmen kann keine Daten importieren.',
      );
      expect(de(exportRefusalKey(supplier, suppliersMayNot))).toBe(
        'Ihr Unternehmen kann keine Daten exportieren.',
      );
    }
  });
});

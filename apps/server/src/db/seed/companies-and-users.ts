import type { CompanyType, Role } from '@portal/contracts';
import { addDays, atTime } from './dates';
import type { Directory, Person, Row, SeedContext } from './types';

type CompanyKey = keyof Directory['companies'];

const COMPANIES: ReadonlyArray<{
  key: CompanyKey;
  name: string;
  type: CompanyType;
  reference: string;
  address: string;
  vat: string;
  contract: string;
}> = [
  { key: 'administration', name: 'Demo Administration', type: 'companies_administration', reference: 'ADM-1000', address: 'Friedrichstraße 120, 10117 Berlin', vat: 'DE281945630', contract: 'api_user' },
  { key: 'stadtwerke', name: 'Stadtwerke Demo', type: 'energy_supplier', reference: 'SW-1001', address: 'Hafenweg 22, 48155 Münster', vat: 'DE126003584', contract: 'basis' },
  { key: 'hausverwaltung', name: 'Hausverwaltung Demo', type: 'commercial_consumer', reference: 'HV-1002', address: 'Königsallee 48, 40212 Düsseldorf', vat: 'DE304417829', contract: 'basis' },
  { key: 'ablesedienst', name: 'Ablesedienst Demo', type: 'meter_reading_service', reference: 'AD-1003', address: 'Industriestraße 7, 50735 Köln', vat: 'DE298716402', contract: 'basis' },
  { key: 'fremdwerk', name: 'Fremdwerk Demo', type: 'energy_supplier', reference: 'FW-1004', address: 'Bahnhofstraße 3, 94032 Passau', vat: 'DE317752946', contract: 'basis' },
];

/** The three related companies: each is the contractor of the other two. */
const RELATED: readonly CompanyKey[] = ['stadtwerke', 'hausverwaltung', 'ablesedienst'];

type Group = 'admin' | 'supplier' | 'consumer' | 'service' | 'reader' | 'stranger' | 'strangerReader' | 'other';

const ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role; company: CompanyKey; group: Group; active?: false }> = [
  // The exact demo accounts that the tests and the documentation rely on.
  { email: 'admin@demo.example', name: 'Katrin Vogel', role: 'admin', company: 'administration', group: 'admin' },
  { email: 'supplier@demo.example', name: 'Michael Becker', role: 'scheduler', company: 'stadtwerke', group: 'supplier' },
  { email: 'consumer@demo.example', name: 'Julia Schneider', role: 'scheduler', company: 'hausverwaltung', group: 'consumer' },
  { email: 'basic@demo.example', name: 'Thomas Wagner', role: 'basic', company: 'hausverwaltung', group: 'other' },
  { email: 'service@demo.example', name: 'Stefan Richter', role: 'scheduler', company: 'ablesedienst', group: 'service' },
  { email: 'reader@demo.example', name: 'Lukas Weber', role: 'meter_reader', company: 'ablesedienst', group: 'reader' },
  { email: 'stranger@demo.example', name: 'Claudia Fuchs', role: 'scheduler', company: 'fremdwerk', group: 'stranger' },
  // Further employees: property managers and delegates.
  { email: 'sabine.hoffmann@demo.example', name: 'Sabine Hoffmann', role: 'scheduler', company: 'stadtwerke', group: 'supplier' },
  { email: 'andreas.keller@demo.example', name: 'Andreas Keller', role: 'scheduler', company: 'hausverwaltung', group: 'consumer' },
  { email: 'petra.lange@demo.example', name: 'Petra Lange', role: 'scheduler', company: 'hausverwaltung', group: 'consumer' },
  { email: 'anna.schulz@demo.example', name: 'Anna Schulz', role: 'meter_reader', company: 'ablesedienst', group: 'reader' },
  { email: 'mehmet.yilmaz@demo.example', name: 'Mehmet Yilmaz', role: 'meter_reader', company: 'ablesedienst', group: 'reader' },
  { email: 'jan.koch@demo.example', name: 'Jan Koch', role: 'meter_reader', company: 'ablesedienst', group: 'reader' },
  { email: 'markus.brandt@demo.example', name: 'Markus Brandt', role: 'basic', company: 'hausverwaltung', group: 'other', active: false },
  { email: 'tobias.engel@demo.example', name: 'Tobias Engel', role: 'meter_reader', company: 'fremdwerk', group: 'strangerReader' },
];

/** The password of every demo account. */
export const DEMO_PASSWORD = 'portal-demo-2026';

/** Rows of companies, company_contractors and users, and the directory the other parts assign from. */
export function buildCompaniesAndUsers(ctx: SeedContext, passwordHash: string) {
  const since = addDays(ctx.reference, -800);
  const companyIds = {} as Record<CompanyKey, string>;
  const companies: Row<'companies'>[] = COMPANIES.map((company) => {
    const id = ctx.ids.next();
    companyIds[company.key] = id;
    return {
      id,
      name: company.name,
      company_type: company.type,
      custom_reference: company.reference,
      address: company.address,
      vat: company.vat,
      contract_status: company.contract,
      expiration_date: null,
      enabled_features: company.key === 'fremdwerk' ? [] : ['meter_replacement', 'reading_frequency', 'calibration_period'],
      created: since,
      modified: since,
      owner_id: null,
    };
  });

  const contractors: Row<'company_contractors'>[] = RELATED.flatMap((company) =>
    RELATED.filter((other) => other !== company).map((other) => ({
      company_id: companyIds[company],
      contractor_id: companyIds[other],
      created: addDays(since, 1),
    })),
  );

  const groups = {} as Record<Group, Person[]>;
  let adminId: string | null = null;
  const users: Row<'users'>[] = ACCOUNTS.map((account, index) => {
    const person: Person = {
      id: ctx.ids.next(),
      email: account.email,
      name: account.name,
      role: account.role,
      companyId: companyIds[account.company],
    };
    (groups[account.group] ??= []).push(person);
    adminId ??= person.id;
    const created = addDays(since, 2 + index * 9);
    const active = account.active !== false;
    return {
      id: person.id,
      email: person.email,
      password_hash: passwordHash,
      is_active: active,
      last_login: active ? atTime(addDays(ctx.reference, -1 - (index % 6)), 7 + (index % 9), (index * 17) % 60) : null,
      role: person.role,
      company_id: person.companyId,
      name: person.name,
      password_change_urgency: null,
      webportal_settings: JSON.stringify(
        account.role === 'scheduler' ? { can_create_new_meter_from_scratch: true } : {},
      ),
      created,
      modified: created,
      owner_id: person.id === adminId ? null : adminId,
    };
  });

  const one = (group: Group): Person => groups[group]![0]!;
  const directory: Directory = {
    companies: companyIds,
    admin: one('admin'),
    supplierSchedulers: groups.supplier!,
    consumerSchedulers: groups.consumer!,
    serviceScheduler: one('service'),
    readers: groups.reader!,
    stranger: one('stranger'),
    strangerReaders: groups.strangerReader!,
  };
  return { companies, contractors, users, directory };
}

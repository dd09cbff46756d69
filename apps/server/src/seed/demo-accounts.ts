import type { CompanyType, Role } from '@portal/contracts';
import type { Directory } from './types';

export type CompanyKey = keyof Directory['companies'];

/** Where a user goes in the Directory ('other' users are only rows). */
export type Group =
  | 'admin'
  | 'supplier'
  | 'consumer'
  | 'service'
  | 'reader'
  | 'stranger'
  | 'strangerReader'
  | 'other';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'portal-demo-2026';

interface CompanyData {
  key: CompanyKey;
  name: string;
  type: CompanyType;
  /** Team ID (custom_reference). */
  team: string;
  address: string;
  vat: string;
  contract: 'basis' | 'api_user';
}

const company = (
  key: CompanyKey,
  name: string,
  type: CompanyType,
  team: string,
  address: string,
  vat: string,
): CompanyData => ({
  key,
  name,
  type,
  team,
  address,
  vat,
  contract: key === 'administration' ? 'api_user' : 'basis',
});

/** The five demo companies, in insertion order. */
export const DEMO_COMPANIES: readonly CompanyData[] = [
  company(
    'administration',
    'Demo Administration',
    'companies_administration',
    'ADM-1000',
    'Friedrichstraße 120, 10117 Berlin',
    'DE281945630',
  ),
  company(
    'stadtwerke',
    'Stadtwerke Demo',
    'energy_supplier',
    'SW-1001',
    'Hafenweg 22, 48155 Münster',
    'DE126003584',
  ),
  company(
    'hausverwaltung',
    'Hausverwaltung Demo',
    'commercial_consumer',
    'HV-1002',
    'Königsallee 48, 40212 Düsseldorf',
    'DE304417829',
  ),
  company(
    'ablesedienst',
    'Ablesedienst Demo',
    'meter_reading_service',
    'AD-1003',
    'Industriestraße 7, 50735 Köln',
    'DE298716402',
  ),
  company(
    'fremdwerk',
    'Fremdwerk Demo',
    'energy_supplier',
    'FW-1004',
    'Bahnhofstraße 3, 94032 Passau',
    'DE317752946',
  ),
];

/** The three related companies: each is the contractor of the other two. Fremdwerk is related to nobody. */
export const RELATED_COMPANIES: readonly CompanyKey[] = ['stadtwerke', 'hausverwaltung', 'ablesedienst'];

/** e-mail, name, role, company, directory group, active, signs in with single sign-on (then no password). */
type AccountData = readonly [
  email: string,
  name: string,
  role: Role,
  company: CompanyKey,
  group: Group,
  active?: boolean,
  usesSso?: boolean,
];

/** Every demo user, in insertion order; the first seven are the documented demo accounts. */
export const DEMO_ACCOUNTS: readonly AccountData[] = [
  ['admin@demo.example', 'Katrin Vogel', 'admin', 'administration', 'admin'],
  ['supplier@demo.example', 'Michael Becker', 'scheduler', 'stadtwerke', 'supplier'],
  ['consumer@demo.example', 'Julia Schneider', 'scheduler', 'hausverwaltung', 'consumer'],
  ['basic@demo.example', 'Thomas Wagner', 'basic', 'hausverwaltung', 'other'],
  ['service@demo.example', 'Stefan Richter', 'scheduler', 'ablesedienst', 'service'],
  ['reader@demo.example', 'Lukas Weber', 'meter_reader', 'ablesedienst', 'reader'],
  ['stranger@demo.example', 'Claudia Fuchs', 'scheduler', 'fremdwerk', 'stranger'],
  // Further employees: property managers (schedulers) and delegates (meter readers).
  ['sabine.hoffmann@demo.example', 'Sabine Hoffmann', 'scheduler', 'stadtwerke', 'supplier'],
  ['andreas.keller@demo.example', 'Andreas Keller', 'scheduler', 'hausverwaltung', 'consumer'],
  ['petra.lange@demo.example', 'Petra Lange', 'scheduler', 'hausverwaltung', 'consumer'],
  ['anna.schulz@demo.example', 'Anna Schulz', 'meter_reader', 'ablesedienst', 'reader'],
  ['mehmet.yilmaz@demo.example', 'Mehmet Yilmaz', 'meter_reader', 'ablesedienst', 'reader'],
  ['jan.koch@demo.example', 'Jan Koch', 'meter_reader', 'ablesedienst', 'reader'],
  ['markus.brandt@demo.example', 'Markus Brandt', 'basic', 'hausverwaltung', 'other', false],
  ['tobias.engel@demo.example', 'Tobias Engel', 'meter_reader', 'fremdwerk', 'strangerReader'],
  ['nina.krause@demo.example', 'Nina Krause', 'basic', 'hausverwaltung', 'other'],
  // Signs in through the installation's OpenID Connect provider only (docs/operations.md).
  ['sso@demo.example', 'Sven Sommer', 'scheduler', 'stadtwerke', 'other', true, true],
];

/** A new employee who must change the password at the first sign-in (forced-change flow). */
export const MUST_CHANGE_PASSWORD_EMAIL = 'nina.krause@demo.example';

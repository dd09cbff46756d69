import { addDays, atTime } from './dates';
import {
  type CompanyKey,
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  type Group,
  MUST_CHANGE_PASSWORD_EMAIL,
  RELATED_COMPANIES,
} from './demo-accounts';
import type { Directory, Person, Row, SeedContext } from './types';

/** Rows of companies, company_contractors and users, and the directory the other parts assign from. */
export function buildCompaniesAndUsers(ctx: SeedContext, passwordHash: string) {
  const since = addDays(ctx.reference, -800);
  const companyIds = {} as Record<CompanyKey, string>;
  const companies: Row<'companies'>[] = DEMO_COMPANIES.map((company) => {
    const id = ctx.ids.next();
    companyIds[company.key] = id;
    return {
      id,
      name: company.name,
      company_type: company.type,
      custom_reference: company.team,
      address: company.address,
      vat: company.vat,
      contract_status: company.contract,
      expiration_date: null,
      enabled_features:
        company.key === 'fremdwerk' ? [] : ['meter_replacement', 'reading_frequency', 'calibration_period'],
      created: since,
      modified: since,
      owner_id: null,
    };
  });

  const contractors: Row<'company_contractors'>[] = RELATED_COMPANIES.flatMap((company) =>
    RELATED_COMPANIES.filter((other) => other !== company).map((other) => ({
      company_id: companyIds[company],
      contractor_id: companyIds[other],
      // The demo's related companies agreed to work for each other: their links grant from the start.
      status: 'accepted',
      created: addDays(since, 1),
    })),
  );

  const groups = new Map<Group, Person[]>();
  const users: Row<'users'>[] = [];
  for (const [
    index,
    [email, name, role, company, group, active = true, usesSso = false],
  ] of DEMO_ACCOUNTS.entries()) {
    const person: Person = { id: ctx.ids.next(), email, name, role, companyId: companyIds[company] };
    groups.set(group, [...(groups.get(group) ?? []), person]);
    const adminId = users[0]?.id ?? null;
    const created = addDays(since, 2 + index * 9);
    users.push({
      id: person.id,
      email,
      password_hash: usesSso ? null : passwordHash,
      is_active: active,
      last_login: active
        ? atTime(addDays(ctx.reference, -1 - (index % 6)), 7 + (index % 9), (index * 17) % 60)
        : null,
      role,
      company_id: person.companyId,
      name,
      uses_sso: usesSso,
      password_change_urgency: email === MUST_CHANGE_PASSWORD_EMAIL ? 'required' : null,
      webportal_settings: JSON.stringify(
        role === 'scheduler' ? { can_create_new_meter_from_scratch: true } : {},
      ),
      created,
      modified: created,
      // The administrator created every other account.
      owner_id: adminId,
    });
  }

  const all = (group: Group): Person[] => groups.get(group) ?? [];
  const one = (group: Group): Person => all(group)[0]!;
  const directory: Directory = {
    companies: companyIds,
    admin: one('admin'),
    supplierSchedulers: all('supplier'),
    consumerSchedulers: all('consumer'),
    serviceScheduler: one('service'),
    readers: all('reader'),
    stranger: one('stranger'),
    strangerReaders: all('strangerReader'),
  };
  return { companies, contractors, users, directory };
}

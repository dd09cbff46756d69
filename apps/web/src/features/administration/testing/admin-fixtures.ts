import {
  BASE_CONFIGURATION,
  type Company,
  type Employee,
  type PortalConfiguration,
  type User,
} from '@portal/contracts';
import { objectUrl, testId } from '../../../testing/resource-fixtures';
import { COMPANY_ID, userFixture } from '../../../testing/session-fixtures';

/** Teams and employees as GET companies/{id}/ and GET employees/{id}/ answer them, for the forms' tests. */

export const TEAM_ID = testId('c9');
export const EMPLOYEE_ID = testId('e9');

/** A commercial consumer the test user's company (an energy supplier) created, without contractors. */
export function companyFixture(overrides: Partial<Company> = {}): Company {
  const id = overrides.resource_id ?? TEAM_ID;
  return {
    url: objectUrl('companies', id),
    resource_id: id,
    name: 'Hausverwaltung Test',
    company_type: 'commercial_consumer',
    custom_reference: 'HV-1',
    address: 'Ringstraße 3, Berlin',
    city: 'Berlin',
    vat: null,
    contract_status: 'no_contract',
    expiration_date: null,
    enabled_portal_features: [],
    contractors: [],
    created_by_company: COMPANY_ID,
    created: '2026-01-01T10:00:00Z',
    modified: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** A meter reader of `company` who uses no single sign-on, with what deleting them touches. */
export function employeeDetailFixture(company: Company, overrides: Partial<Employee> = {}): Employee {
  const id = overrides.resource_id ?? EMPLOYEE_ID;
  return {
    url: objectUrl('employees', id),
    resource_id: id,
    email: 'erika@demo.example',
    is_active: true,
    role: 'meter_reader',
    last_login: null,
    company: company.url,
    company_name: company.name,
    companies: [{ url: company.url, name: company.name, address: company.address }],
    employee: {
      name: 'Erika Ableserin',
      is_scheduler: false,
      is_external: false,
      uses_sso: false,
      user_type: 1,
      companies: [company.url],
    },
    deletion_counts: { buildings_as_delegate: 2, buildings_as_manager: 0, new_requests: 3 },
    created: '2026-01-01T10:00:00Z',
    modified: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** The signed-in user (an energy supplier's admin by default) with switches of the configuration changed. */
export function configuredUser(
  features: Partial<PortalConfiguration>,
  overrides: Partial<User> = {},
): Partial<User> {
  const base = userFixture(overrides);
  return {
    ...overrides,
    app_customization_tables: {
      ...base.app_customization_tables,
      features: { ...BASE_CONFIGURATION, ...features },
    },
  };
}

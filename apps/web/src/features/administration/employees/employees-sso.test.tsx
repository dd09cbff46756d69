import type { EmployeeListItem } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { objectUrl, page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { configuredUser, TEAM_ID } from '../testing/admin-fixtures';
import { EmployeesTable } from './employees-table';

const SSO = testId('e21');
const READER = testId('e22');

const row = (id: string, email: string, flags: Partial<EmployeeListItem['employee']>): EmployeeListItem => ({
  url: objectUrl('employees', id),
  resource_id: id,
  email,
  is_active: true,
  has_password: false,
  employee: {
    name: email.split('@')[0]!,
    is_scheduler: false,
    is_external: false,
    uses_sso: false,
    ...flags,
  },
  company: objectUrl('companies', TEAM_ID),
  company_name: 'Hausverwaltung Test',
});
const ROWS = [
  row(SSO, 'sso@demo.example', { is_scheduler: true, uses_sso: true }),
  row(READER, 'reader@demo.example', {}),
];

function setup(sso: boolean) {
  fakeApi((call) =>
    call.method === 'GET' && call.path === 'employees/' ? jsonResponse(200, page(ROWS)) : undefined,
  );
  renderPage(<EmployeesTable companyId={TEAM_ID} manage disableVirtualization />, {
    path: '/companies/:id/employees',
    route: `/companies/${TEAM_ID}/employees`,
    user: configuredUser({ HAS_SSO_FEATURE: sso }),
  });
}

describe('the employees list follows single sign-on (HAS_SSO_FEATURE)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows whether each employee signs in with single sign-on only while SSO is offered', async () => {
    for (const sso of [true, false]) {
      setup(sso);
      const table = await screen.findByRole('grid', { name: 'Employees' });
      await within(table).findByText('sso@demo.example');
      const header = within(table).queryByRole('columnheader', { name: 'Signs in with single sign-on' });
      expect(Boolean(header), `SSO ${sso}`).toBe(sso);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('offers no registration e-mail or password for a user of single sign-on', async () => {
    setup(true);
    const table = await screen.findByRole('grid', { name: 'Employees' });
    await within(table).findByText('sso@demo.example');
    expect(within(table).queryByRole('button', { name: /: sso@demo\.example$/ })).toBeNull();
    expect(
      within(table).getByRole('button', { name: 'Resend registration e-mail: reader@demo.example' }),
    ).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Generate password: reader@demo.example' }),
    ).toBeTruthy();
  });
});

describe('the employees cards follow single sign-on (phone)', () => {
  onAPhone();

  it('show the SSO fact only while SSO is offered', async () => {
    for (const sso of [true, false]) {
      setup(sso);
      const card = await screen.findByTestId(`employee-card-${SSO}`);
      expect(Boolean(within(card).queryByText('Signs in with single sign-on')), `SSO ${sso}`).toBe(sso);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

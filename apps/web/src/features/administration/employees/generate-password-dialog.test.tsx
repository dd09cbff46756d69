import type { EmployeeListItem } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { objectUrl, page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { TEAM_ID } from '../testing/admin-fixtures';
import { EmployeesTable } from './employees-table';

const NEW = testId('e31');
const REGISTERED = testId('e32');

const row = (id: string, email: string, hasPassword: boolean): EmployeeListItem => ({
  url: objectUrl('employees', id),
  resource_id: id,
  email,
  is_active: true,
  has_password: hasPassword,
  employee: { name: email.split('@')[0]!, is_scheduler: false, is_external: false, uses_sso: false },
  company: objectUrl('companies', TEAM_ID),
  company_name: 'Hausverwaltung Test',
});
const ROWS = [row(NEW, 'new@demo.example', false), row(REGISTERED, 'registered@demo.example', true)];

function setup() {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'employees/') return jsonResponse(200, page(ROWS));
    if (call.method === 'PATCH' && call.path === `employees/${REGISTERED}/`)
      return jsonResponse(200, { password: 'Gx7-kP2q-Zw9r-Lm4t' });
    return undefined;
  });
  renderPage(<EmployeesTable companyId={TEAM_ID} manage disableVirtualization />, {
    path: '/companies/:id/employees',
    route: `/companies/${TEAM_ID}/employees`,
  });
  return { api, user: userEvent.setup() };
}

const findTable = async () => {
  const table = await screen.findByRole('grid', { name: 'Employees' });
  await within(table).findByText('registered@demo.example');
  return table;
};

describe("an employee's new password", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for first (signed out everywhere); cancelling generates nothing', async () => {
    const { api, user } = setup();
    const table = await findTable();
    await user.click(
      within(table).getByRole('button', { name: 'Generate password: registered@demo.example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new password?' });
    expect(within(dialog).getByTestId('generate-password-question').textContent).toBe(
      'Generate a new password for registered@demo.example? The current password stops working at once, ' +
        'and registered@demo.example is signed out everywhere.',
    );
    expect(within(dialog).queryByTestId('generated-password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find('PATCH', `employees/${REGISTERED}/`)).toHaveLength(0);
  });

  it('is generated once confirmed, then shown with a button that copies it', async () => {
    const { api, user } = setup();
    const table = await findTable();
    await user.click(
      within(table).getByRole('button', { name: 'Generate password: registered@demo.example' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Generate a new password?' });
    await user.click(within(question).getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password' });
    expect(within(dialog).getByTestId('generated-password').textContent).toBe('Gx7-kP2q-Zw9r-Lm4t');
    expect(api.find('PATCH', `employees/${REGISTERED}/`).map((call) => call.body)).toEqual([
      { generatePassword: true },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('The new password was copied to the clipboard.')).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Gx7-kP2q-Zw9r-Lm4t');
  });
});

describe('the registration e-mail again', () => {
  beforeEach(() => window.localStorage.clear());

  it('is offered only to an employee who has not set a password yet', async () => {
    setup();
    const table = await findTable();
    expect(
      within(table).getByRole('button', { name: 'Resend registration e-mail: new@demo.example' }),
    ).toBeTruthy();
    expect(
      within(table).queryByRole('button', { name: 'Resend registration e-mail: registered@demo.example' }),
    ).toBeNull();
  });
});

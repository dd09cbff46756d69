import type { EmployeeListItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { objectUrl, page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { TEAM_ID } from '../testing/admin-fixtures';
import { EmployeesTable } from './employees-table';

const READER = testId('e11');
const MANAGER = testId('e12');

const employee = (id: string, overrides: Partial<EmployeeListItem>): EmployeeListItem => ({
  url: objectUrl('employees', id),
  resource_id: id,
  email: 'erika@demo.example',
  is_active: true,
  has_password: false,
  employee: { name: 'Erika Ableserin', is_scheduler: false, is_external: false, uses_sso: false },
  company: objectUrl('companies', TEAM_ID),
  company_name: 'Hausverwaltung Test',
  ...overrides,
});

const ROWS = [
  employee(READER, {}),
  employee(MANAGER, {
    email: 'manager@demo.example',
    is_active: false,
    employee: { name: '', is_scheduler: true, is_external: false, uses_sso: false },
  }),
];

function setup(manage = true) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'employees/') return jsonResponse(200, page(ROWS));
    if (call.method === 'GET' && call.path === `resend_registration/${READER}/`)
      return jsonResponse(200, { detail: 'The registration e-mail was sent.' });
    return undefined;
  });
  const view = renderPage(<EmployeesTable companyId={TEAM_ID} manage={manage} disableVirtualization />, {
    path: '/companies/:id/employees',
    route: `/companies/${TEAM_ID}/employees`,
  });
  return { api, view, user: userEvent.setup() };
}

const findCards = async () => {
  const list = await screen.findByRole('list', { name: 'Employees' });
  await within(list).findByText('manager@demo.example');
  return list;
};
const card = (id: string) => screen.getByTestId(`employee-card-${id}`);

describe('employees of a team on a phone (390 px)', () => {
  onAPhone();

  it("shows cards instead of the grid, from the same list call (the team's, 20 a page)", async () => {
    const { api } = setup();
    const list = await findCards();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const call = api.find('GET', 'employees/')[0];
    expect(call?.query.get('company')).toBe(TEAM_ID);
    expect(call?.query.get('page_size')).toBe('20');
  });

  it("shows each employee's name and e-mail, status and whether they are a scheduler", async () => {
    setup();
    await findCards();
    const first = within(card(READER));
    expect(first.getByRole('heading', { name: 'Erika Ableserin' })).toBeTruthy();
    expect(first.getByText('erika@demo.example')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('Scheduler')).toBeTruthy();
    expect(first.getByText('No')).toBeTruthy();
    // Without a name, the e-mail is the heading.
    const second = within(card(MANAGER));
    expect(second.getByRole('heading', { name: 'manager@demo.example' })).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.getByText('Yes')).toBeTruthy();
  });

  it('opens the employee form from a card and offers the buttons of the row (no new password for schedulers)', async () => {
    const { user, view } = setup();
    await findCards();
    expect(
      within(card(READER)).getByRole('button', { name: 'Generate password: erika@demo.example' }),
    ).toBeTruthy();
    expect(within(card(MANAGER)).queryByRole('button', { name: /Generate password/ })).toBeNull();
    expect(
      within(card(MANAGER)).getByRole('button', {
        name: 'Resend registration e-mail: manager@demo.example',
      }),
    ).toBeTruthy();
    await user.click(
      within(card(READER)).getByRole('button', { name: 'Resend registration e-mail: erika@demo.example' }),
    );
    expect(await screen.findByText('The registration e-mail was sent.')).toBeTruthy();
    expect(view.location()).toBe(`/companies/${TEAM_ID}/employees`);
    await user.click(within(card(READER)).getByRole('link', { name: 'Erika Ableserin' }));
    await waitFor(() => expect(view.location()).toBe(`/companies/${TEAM_ID}/employees/${READER}/edit`));
  });

  it('neither links nor offers buttons to whoever may not manage the team', async () => {
    setup(false);
    const list = await findCards();
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
  });
});

describe('employees of a team at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid with the buttons in its rows', async () => {
    setup();
    const table = await screen.findByRole('grid', { name: 'Employees' });
    await within(table).findByText('manager@demo.example');
    expect(screen.queryByRole('list', { name: 'Employees' })).toBeNull();
    expect(screen.queryByTestId(`employee-card-${READER}`)).toBeNull();
    expect(within(table).getByRole('button', { name: 'Generate password: erika@demo.example' })).toBeTruthy();
  });
});

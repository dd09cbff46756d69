import type { Employee, User } from '@portal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Respond } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { testId } from '../../../testing/resource-fixtures';
import { COMPANY_ID, jsonResponse, USER_ID } from '../../../testing/session-fixtures';
import {
  companyFixture,
  configuredUser,
  EMPLOYEE_ID,
  employeeDetailFixture,
  TEAM_ID,
} from '../testing/admin-fixtures';
import { EmployeeForm } from './employee-form';

const team = companyFixture();
const erika = employeeDetailFixture(team);
const TEAM_PATH = `/companies/${TEAM_ID}/employees`;
const EDIT_PATH = `${TEAM_PATH}/${EMPLOYEE_ID}/edit`;

interface Setup {
  employee?: Employee;
  confirmDelete?: boolean;
  user?: Partial<User>;
  respond?: Respond;
  company?: typeof team;
}

function setup({ employee, confirmDelete, user, respond = () => undefined, company = team }: Setup = {}) {
  const api = fakeApi(respond);
  const route = employee ? `${EDIT_PATH}${confirmDelete ? '/confirm-delete' : ''}` : `${TEAM_PATH}/new`;
  const view = renderPage(
    <EmployeeForm company={company} employee={employee} confirmDelete={confirmDelete} />,
    { route, user },
  );
  return { api, ...view };
}

const input = (name: string) => screen.getByTestId(`employee-${name}`) as HTMLInputElement;
const button = (name: string) => screen.getByTestId(`employee-${name}`) as HTMLButtonElement;
const userTypeSelect = () => screen.getByRole('combobox', { name: 'User type' });

async function chooseUserType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(userTypeSelect());
  await user.click(await screen.findByRole('option', { name }));
}

describe('EmployeeForm', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the e-mail when it loses the focus and saves a new employee of the team', async () => {
    const user = userEvent.setup();
    const { api, location } = setup({
      user: configuredUser({ DISPONENT_CAN_GENERATE_PASSWORDS: true }),
      respond: (call) => (call.method === 'POST' ? jsonResponse(201, erika) : undefined),
    });
    expect(button('save').disabled).toBe(true);
    expect(input('company').value).toBe('Hausverwaltung Test');

    await user.type(input('email'), 'erika');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    await user.clear(input('email'));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    // The contract takes "a@b"; the form wants a dot in the domain, as it always did.
    await user.type(input('email'), 'erika@demo');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    await user.type(input('email'), '.example ');
    await waitFor(() => expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull());

    await user.type(input('name'), ' Erika Ableserin ');
    await chooseUserType(user, 'Meter reader');
    expect(button('save').disabled).toBe(false);
    await user.click(button('save'));
    await waitFor(() => expect(location()).toBe(TEAM_PATH));
    expect(api.find('POST', 'employees/')[0]?.body).toEqual({
      email: 'erika@demo.example',
      company: team.url,
      employee: { name: 'Erika Ableserin', is_scheduler: false, is_external: false, uses_sso: false },
    });
    expect(await screen.findByText('The employee was saved.')).toBeTruthy();
  });

  it('sends nothing while the e-mail is missing', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.type(input('name'), 'Erika');
    await user.click(button('save'));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(api.find('POST', 'employees/')).toHaveLength(0);
  });

  it('offers the user types allowedUserTypes gives: only scheduler for another company’s team', async () => {
    const user = userEvent.setup();
    setup({ company: companyFixture({ resource_id: testId('c8') }) });
    await user.click(userTypeSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Scheduler']);
  });

  it('offers scheduler and meter reader in its own company, external readers only when enabled', async () => {
    const user = userEvent.setup();
    setup({ company: companyFixture({ resource_id: COMPANY_ID, company_type: 'energy_supplier' }) });
    await user.click(userTypeSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Scheduler', 'Meter reader']);
  });

  it('turns single sign-on off and locks it for a meter reader', async () => {
    const user = userEvent.setup();
    const scheduler = employeeDetailFixture(team, {
      employee: { ...erika.employee, is_scheduler: true, user_type: 0 },
    });
    const { api } = setup({
      employee: scheduler,
      user: configuredUser({ HAS_SSO_FEATURE: true, DISPONENT_CAN_GENERATE_PASSWORDS: true }),
      respond: (call) => (call.method === 'PATCH' ? jsonResponse(200, scheduler) : undefined),
    });
    await user.click(input('sso'));
    expect(input('sso').checked).toBe(true);
    await chooseUserType(user, 'Meter reader');
    expect(input('sso').checked).toBe(false);
    expect(input('sso').disabled).toBe(true);
    await chooseUserType(user, 'Scheduler');
    expect(input('sso').disabled).toBe(false);
    await chooseUserType(user, 'Meter reader');
    await user.click(button('save'));
    await waitFor(() => expect(api.find('PATCH', `employees/${EMPLOYEE_ID}/`)).toHaveLength(1));
    expect(api.find('PATCH', `employees/${EMPLOYEE_ID}/`)[0]?.body).toEqual({
      email: 'erika@demo.example',
      employee: { name: 'Erika Ableserin', is_scheduler: false, is_external: false, uses_sso: false },
    });
  });

  it('allows single sign-on only where the write rules do: not for an external meter reader', async () => {
    const user = userEvent.setup();
    setup({
      company: companyFixture({ resource_id: COMPANY_ID, company_type: 'energy_supplier' }),
      user: configuredUser({ HAS_SSO_FEATURE: true, EXTERNAL_METER_READERS: true }),
    });
    await chooseUserType(user, 'Scheduler');
    await user.click(input('sso'));
    expect(input('sso').checked).toBe(true);
    await chooseUserType(user, 'External meter reader');
    expect(input('sso').checked).toBe(false);
    expect(input('sso').disabled).toBe(true);
  });

  it('keeps the user type of an SSO user fixed in edit mode (schedulers only), not of others', async () => {
    const ssoUser = employeeDetailFixture(team, {
      employee: { ...erika.employee, is_scheduler: true, user_type: 0, uses_sso: true },
    });
    const features = configuredUser({ HAS_SSO_FEATURE: true, DISPONENT_CAN_GENERATE_PASSWORDS: true });
    const view = setup({ employee: ssoUser, user: features });
    expect(userTypeSelect().getAttribute('aria-disabled')).toBe('true');
    expect(userTypeSelect().textContent).toBe('Scheduler');
    expect(input('sso').checked).toBe(true);
    view.unmount();
    setup({ employee: erika, user: features });
    expect(userTypeSelect().getAttribute('aria-disabled')).toBeNull();
  });

  it("shows a basic user's own type and keeps it on save (the flags of a meter reader, the role unchanged)", async () => {
    const user = userEvent.setup();
    const basic = employeeDetailFixture(team, { role: 'basic' });
    const { api } = setup({
      employee: basic,
      user: configuredUser({ DISPONENT_CAN_GENERATE_PASSWORDS: true }),
      respond: (call) => (call.method === 'PATCH' ? jsonResponse(200, basic) : undefined),
    });
    expect(userTypeSelect().textContent).toBe('Basic user');
    await user.click(userTypeSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Meter reader would send the same flags: it is not offered; another type changes the role.
    expect(options.map((option) => option.textContent)).toEqual(['Basic user', 'Scheduler']);
    await user.keyboard('{Escape}');
    await user.type(input('name'), '-Neu');
    await user.click(button('save'));
    await waitFor(() => expect(api.find('PATCH', `employees/${EMPLOYEE_ID}/`)).toHaveLength(1));
    expect(api.find('PATCH', `employees/${EMPLOYEE_ID}/`)[0]?.body).toEqual({
      email: 'erika@demo.example',
      employee: { name: 'Erika Ableserin-Neu', is_scheduler: false, is_external: false, uses_sso: false },
    });
  });

  it('offers no basic user for a new employee: the spec has no user type for one', async () => {
    const user = userEvent.setup();
    setup({ company: companyFixture({ resource_id: COMPANY_ID, company_type: 'energy_supplier' }) });
    await user.click(userTypeSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Basic user');
  });

  it('sends nothing the write rules refuse, and says why as the server would', async () => {
    const user = userEvent.setup();
    const ssoUser = employeeDetailFixture(team, {
      employee: { ...erika.employee, is_scheduler: true, user_type: 0, uses_sso: true },
    });
    const { api } = setup({
      employee: ssoUser,
      user: configuredUser({ DISPONENT_CAN_GENERATE_PASSWORDS: true }),
    });
    await user.type(input('name'), ' Neu');
    await user.click(button('save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Single sign-on is not enabled.');
    expect(api.find('PATCH', `employees/${EMPLOYEE_ID}/`)).toHaveLength(0);
  });

  it('keeps save off without changes and delete off with unsaved changes', async () => {
    const user = userEvent.setup();
    const { location } = setup({
      employee: erika,
      user: configuredUser({ DISPONENT_CAN_GENERATE_PASSWORDS: true }),
    });
    expect(button('save').disabled).toBe(true);
    expect(button('delete').disabled).toBe(false);
    await user.type(input('name'), '-Neu');
    expect(button('save').disabled).toBe(false);
    expect(button('delete').disabled).toBe(true);
    // Back to the stored name: nothing is unsaved.
    await user.clear(input('name'));
    await user.type(input('name'), 'Erika Ableserin');
    expect(button('save').disabled).toBe(true);
    await user.click(button('delete'));
    expect(location()).toBe(`${EDIT_PATH}/confirm-delete`);
  });

  it('never deletes the signed-in user’s own account', () => {
    setup({ employee: employeeDetailFixture(team, { resource_id: USER_ID }), confirmDelete: true });
    expect(button('delete').disabled).toBe(true);
    expect(button('delete').title).toBe('You cannot delete your own account here.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s e-mail and name errors beside the fields', async () => {
    const user = userEvent.setup();
    setup({
      respond: (call) =>
        call.method === 'POST'
          ? jsonResponse(400, {
              email: ['A user with this e-mail already exists.'],
              'employee.name': ['Null characters are not allowed.'],
            })
          : undefined,
    });
    await user.type(input('email'), 'erika@demo.example');
    await user.click(button('save'));
    expect(await screen.findByText('A user with this e-mail already exists.')).toBeTruthy();
    expect(screen.getByText('Null characters are not allowed.')).toBeTruthy();
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows another 400 in the alert', async () => {
    const user = userEvent.setup();
    setup({
      respond: (call) =>
        call.method === 'POST'
          ? jsonResponse(400, { non_field_errors: ['This user signs in with single sign-on.'] })
          : undefined,
    });
    await user.type(input('email'), 'erika@demo.example');
    await user.click(button('save'));
    expect((await screen.findByRole('alert')).textContent).toBe('This user signs in with single sign-on.');
  });

  it('deletes the employee, says so and opens the team 2 s later', async () => {
    vi.useFakeTimers();
    const { api, location } = setup({
      employee: erika,
      confirmDelete: true,
      user: configuredUser({ DISPONENT_CAN_GENERATE_PASSWORDS: true }),
      respond: (call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined),
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('employee-delete-counts').textContent).toContain(
      'Buildings with this employee as preferred meter reader: 2',
    );
    // The counts are of what the user sees: the dialog says others may be touched too.
    expect(within(dialog).getByTestId('employee-delete-others').textContent).toBe(
      'Counted are only the buildings and requests you see; others you do not see may be affected too.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.find('DELETE', `employees/${EMPLOYEE_ID}/`)).toHaveLength(1);
    expect(screen.getByText('The employee was deleted.')).toBeTruthy();
    expect(button('delete').disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(location()).toBe(`${EDIT_PATH}/confirm-delete`);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe(TEAM_PATH);
  });
});

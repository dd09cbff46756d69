import { type Company, newTeamExpiration, type User } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Respond } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page } from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { companyFixture, configuredUser, TEAM_ID } from '../testing/admin-fixtures';
import { TeamForm } from './team-form';

type UserEvent = ReturnType<typeof userEvent.setup>;
const administration = userWith('admin', 'companies_administration');

function setup({
  company,
  user,
  respond = () => undefined,
}: {
  company?: Company;
  user?: Partial<User>;
  respond?: Respond;
} = {}) {
  const api = fakeApi(respond);
  const view = renderPage(<TeamForm company={company} />, {
    route: company ? `/companies/${company.resource_id}/edit` : '/companies/new',
    user,
  });
  return { api, ...view };
}

const input = (name: string) => screen.getByTestId(`team-${name}`) as HTMLInputElement;
const save = () => screen.getByTestId('team-save') as HTMLButtonElement;
const created = (call: { method: string }) =>
  call.method === 'POST' ? jsonResponse(201, companyFixture()) : undefined;

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('TeamForm', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('requires a name and a type, then creates the team and opens it', async () => {
    const user = userEvent.setup();
    const { api, location } = setup({ respond: created });
    expect(save().disabled).toBe(true);
    await user.type(input('address'), 'Ringstraße 3, Berlin');
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(api.find('POST', 'companies/')).toHaveLength(0);

    await user.type(input('name'), 'Hausverwaltung Test');
    await choose(user, 'Type', 'Commercial consumer');
    await user.click(save());
    await waitFor(() => expect(location()).toBe(`/companies/${TEAM_ID}/employees`));
    expect(api.find('POST', 'companies/')[0]?.body).toEqual({
      name: 'Hausverwaltung Test',
      address: 'Ringstraße 3, Berlin',
      contract_status: 'no_contract',
      custom_reference: null,
      company_type: 'commercial_consumer',
    });
  });

  it('keeps save off while nothing differs from the stored team', async () => {
    const user = userEvent.setup();
    setup({ company: companyFixture() });
    expect(save().disabled).toBe(true);
    await user.type(input('name'), 'X');
    expect(save().disabled).toBe(false);
    await user.type(input('name'), '{Backspace}');
    expect(save().disabled).toBe(true);
  });

  it('lists the teams with the same VAT number and creates the team on the second save', async () => {
    const user = userEvent.setup();
    const { api, location } = setup({
      user: configuredUser({ TEAM_VAT: true }),
      respond: (call) =>
        call.method === 'GET' && call.query.get('get_existing_companies_with_vat') === 'DE123'
          ? jsonResponse(200, page([companyFixture({ name: 'Stadtwerke Nord' })]))
          : created(call),
    });
    await user.type(input('name'), 'Hausverwaltung Test');
    await choose(user, 'Type', 'Meter reading service');
    await user.click(save());
    // The VAT number is required where the form shows it.
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    await user.type(input('vat'), 'DE123');
    await user.click(save());
    expect((await screen.findByTestId('team-same-vat')).textContent).toBe(
      'Other teams already have this VAT number: Stadtwerke Nord. Save again to create the team anyway.',
    );
    expect(api.find('POST', 'companies/')).toHaveLength(0);
    await user.click(save());
    await waitFor(() => expect(location()).toBe(`/companies/${TEAM_ID}/employees`));
    expect(api.find('POST', 'companies/')[0]?.body).toMatchObject({ vat: 'DE123' });
    expect(api.find('GET', 'companies/')).toHaveLength(1);
  });

  it('asks again after the VAT number changed', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      user: configuredUser({ TEAM_VAT: true }),
      respond: (call) =>
        call.method === 'GET'
          ? jsonResponse(200, page([companyFixture({ name: 'Stadtwerke Nord' })]))
          : undefined,
    });
    await user.type(input('name'), 'Hausverwaltung Test');
    await choose(user, 'Type', 'Meter reading service');
    await user.type(input('vat'), 'DE123');
    await user.click(save());
    await screen.findByTestId('team-same-vat');
    await user.type(input('vat'), '4');
    expect(screen.queryByTestId('team-same-vat')).toBeNull();
    await user.click(save());
    await screen.findByTestId('team-same-vat');
    expect(
      api.find('GET', 'companies/').map((call) => call.query.get('get_existing_companies_with_vat')),
    ).toEqual(['DE123', 'DE1234']);
    expect(api.find('POST', 'companies/')).toHaveLength(0);
  });

  it('shows the administration the first enabled feature and the expiration date, and saves both', async () => {
    const user = userEvent.setup();
    const team = companyFixture({
      enabled_portal_features: ['reading_frequency', 'meter_replacement'],
      expiration_date: '2027-03-01T00:00:00Z',
    });
    const { api } = setup({
      company: team,
      user: configuredUser({ TEAM_FEATURES: true, TEAM_EXPIRATION_DAYS: 14 }, administration),
      respond: (call) => (call.method === 'PATCH' ? jsonResponse(200, team) : undefined),
    });
    expect(screen.getByRole('combobox', { name: 'Features' }).textContent).toBe('Reading frequency');
    expect(input('expiration_date').value).toBe('2027-03-01');
    await choose(user, 'Features', 'Calibration period');
    await user.clear(input('expiration_date'));
    await user.type(input('expiration_date'), '2027-06-30');
    await user.click(save());
    await waitFor(() => expect(api.find('PATCH', `companies/${TEAM_ID}/`)).toHaveLength(1));
    expect(api.find('PATCH', `companies/${TEAM_ID}/`)[0]?.body).toEqual({
      name: 'Hausverwaltung Test',
      address: 'Ringstraße 3, Berlin',
      contract_status: 'no_contract',
      custom_reference: 'HV-1',
      enabled_portal_features: ['calibration_period'],
      expiration_date: '2027-06-30T00:00:00Z',
    });
  });

  it('dates a new team the expiration period ahead, and shows no date when the period is 0', () => {
    const days = 14;
    const view = setup({ user: configuredUser({ TEAM_EXPIRATION_DAYS: days }, administration) });
    expect(input('expiration_date').value).toBe(newTeamExpiration(days)?.toISOString().slice(0, 10));
    view.unmount();
    setup({ user: configuredUser({ TEAM_EXPIRATION_DAYS: 0 }, administration) });
    expect(screen.getByTestId('team-name')).toBeTruthy();
    expect(screen.queryByTestId('team-expiration_date')).toBeNull();
  });

  it('shows neither features nor expiration to a team creator that is not the administration', () => {
    setup({ user: configuredUser({ TEAM_FEATURES: true, TEAM_EXPIRATION_DAYS: 14 }) });
    expect(screen.queryByRole('combobox', { name: 'Features' })).toBeNull();
    expect(screen.queryByTestId('team-expiration_date')).toBeNull();
  });

  it('locks the team ID of a saved team unless EDIT_TEAM_ID is on', () => {
    const view = setup({ company: companyFixture(), user: configuredUser({ EDIT_TEAM_ID: false }) });
    expect(input('custom_reference').disabled).toBe(true);
    view.unmount();
    setup({ company: companyFixture() });
    expect(input('custom_reference').disabled).toBe(false);
  });

  it('keeps a saved team’s VAT number required as the team write rules do, and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      company: companyFixture({ vat: 'DE1' }),
      user: configuredUser({ TEAM_VAT: true }),
    });
    await user.clear(input('vat'));
    await user.click(save());
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(input('vat').getAttribute('aria-invalid')).toBe('true');
    expect(api.find('PATCH', `companies/${TEAM_ID}/`)).toHaveLength(0);
  });

  it('shows the server’s field errors beside the fields and the rest in the alert', async () => {
    const user = userEvent.setup();
    setup({
      company: companyFixture(),
      respond: (call) =>
        call.method === 'PATCH'
          ? jsonResponse(400, {
              name: ['Ensure this field has no more than 100 characters.'],
              contractors: ['Unknown company.'],
            })
          : undefined,
    });
    await user.type(input('address'), ' Hof');
    await user.click(save());
    expect(await screen.findByText('Ensure this field has no more than 100 characters.')).toBeTruthy();
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('contractors: Unknown company.');
  });

  it('names a duplicate team (409)', async () => {
    const user = userEvent.setup();
    setup({
      company: companyFixture(),
      respond: (call) => (call.method === 'PATCH' ? jsonResponse(409, { detail: 'Duplicate.' }) : undefined),
    });
    await user.type(input('address'), ' Hof');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A team with this name and address already exists.',
    );
  });
});

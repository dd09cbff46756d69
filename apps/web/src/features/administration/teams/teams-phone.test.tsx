import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { companyFixture } from '../testing/admin-fixtures';
import { TeamsPage } from './teams-page';

const CONSUMER_ID = testId('c11');
const SERVICE_ID = testId('c12');

const ROWS = [
  companyFixture({ resource_id: CONSUMER_ID }),
  companyFixture({
    resource_id: SERVICE_ID,
    name: 'Ablesedienst Nord',
    company_type: 'meter_reading_service',
    custom_reference: null,
    address: 'Hafenweg 1, Hamburg',
  }),
];

function setup(route = '/companies') {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === 'companies/' ? jsonResponse(200, page(ROWS)) : undefined,
  );
  const view = renderPage(<TeamsPage disableVirtualization />, { path: '/companies', route });
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`company-card-${id}`);

describe('teams list on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, from the same list call (20 a page)', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Teams' });
    await within(list).findByText('Ablesedienst Nord');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const call = api.find('GET', 'companies/')[0];
    expect(call?.query.get('o')).toBe('name');
    expect(call?.query.get('page_size')).toBe('20');
  });

  it("shows each team's name, address, type and team ID", async () => {
    setup();
    await screen.findByText('Ablesedienst Nord');
    const first = within(card(CONSUMER_ID));
    expect(first.getByRole('heading', { name: 'Hausverwaltung Test' })).toBeTruthy();
    expect(first.getByText('Ringstraße 3, Berlin')).toBeTruthy();
    expect(first.getByText('Type')).toBeTruthy();
    expect(first.getByText('Commercial consumer')).toBeTruthy();
    expect(first.getByText('Team ID')).toBeTruthy();
    expect(first.getByText('HV-1')).toBeTruthy();
    const second = within(card(SERVICE_ID));
    expect(second.getByText('Meter reading service')).toBeTruthy();
    // No team ID, no line for it.
    expect(second.queryByText('Team ID')).toBeNull();
  });

  it("opens a team's employees from its card, as the grid's row does", async () => {
    const { user, view } = setup();
    await screen.findByText('Ablesedienst Nord');
    const link = within(card(SERVICE_ID)).getByRole('link', { name: 'Ablesedienst Nord' });
    expect(link.getAttribute('href')).toBe(`/companies/${SERVICE_ID}/employees`);
    await user.click(link);
    await waitFor(() => expect(view.location()).toBe(`/companies/${SERVICE_ID}/employees`));
  });

  it('puts the search behind one button naming how many filters are active', async () => {
    const { api, user } = setup('/companies?search=Nord');
    await screen.findByText('Ablesedienst Nord');
    expect(api.find('GET', 'companies/')[0]?.query.get('search')).toBe('Nord');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('searchbox')).toBeTruthy();
  });
});

describe('teams list at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid and the inline search', async () => {
    setup();
    const table = await screen.findByRole('grid', { name: 'Teams' });
    await within(table).findByText('Ablesedienst Nord');
    expect(screen.queryByRole('list', { name: 'Teams' })).toBeNull();
    expect(screen.queryByTestId(`company-card-${CONSUMER_ID}`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide filters' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { numberedBuilding, page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { BuildingsListPage } from './buildings-list-page';

const ROWS = [
  numberedBuilding(1, { city: 'Potsdam', property_manager_name: 'Hausverwaltung Demo' }),
  numberedBuilding(2, { label: null, status: 'inactive', meters_count: 1 }),
];
const FIRST = ROWS[0]!.resource_id;
const SECOND = ROWS[1]!.resource_id;

function setup(route = '/buildings', user = {}) {
  const api = fakeApi(
    (call) =>
      call.method === 'GET' && call.path === 'buildings/' ? jsonResponse(200, page(ROWS)) : undefined,
    directoryAnswers,
  );
  const view = renderPage(<BuildingsListPage disableVirtualization />, { path: '/buildings', route, user });
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`building-card-${id}`);

describe('buildings list on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, from the same list call, without bulk actions', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Buildings' });
    await within(list).findByText('Hauptstraße 1');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('buildings-bulk-open')).toBeNull();
    const call = api.find('GET', 'buildings/')[0];
    expect(call?.query.get('o')).toBe('zip_code');
    expect(call?.query.get('status')).toBe('active');
  });

  it("shows each building's address, label, property manager, status and number of meters", async () => {
    setup();
    await screen.findByText('Hauptstraße 1');
    const first = within(card(FIRST));
    expect(first.getByRole('heading', { name: 'Hauptstraße 1' })).toBeTruthy();
    expect(first.getByText('10001 Potsdam')).toBeTruthy();
    expect(first.getByText('House 1')).toBeTruthy();
    expect(first.getByText('Property manager')).toBeTruthy();
    expect(first.getByText('Hausverwaltung Demo')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('2 meters')).toBeTruthy();
    const second = within(card(SECOND));
    expect(second.getByRole('heading', { name: 'Hauptstraße 2' })).toBeTruthy();
    expect(second.getByText('10002 Berlin')).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.getByText('1 meter')).toBeTruthy();
    expect(second.queryByText('Label')).toBeNull();
    expect(second.queryByText('Property manager')).toBeNull();
  });

  it('shows only the fields whose columns the user has', async () => {
    setup('/buildings', { role: 'basic' });
    await screen.findByText('Hauptstraße 1');
    expect(within(card(FIRST)).queryByText('Hausverwaltung Demo')).toBeNull();
    // The add button stays beside the filter button.
    expect(screen.getByTestId('buildings-add').getAttribute('href')).toBe('/buildings/new');
  });

  it('opens a building from its card', async () => {
    const { user, view } = setup();
    await screen.findByText('Hauptstraße 2');
    const link = within(card(SECOND)).getByRole('link', { name: 'Hauptstraße 2' });
    expect(link.getAttribute('href')).toBe(`/buildings/${SECOND}`);
    await user.click(link);
    await waitFor(() => expect(view.location()).toBe(`/buildings/${SECOND}`));
  });

  it('puts the filters behind one button naming how many are active', async () => {
    const { api, user } = setup('/buildings?property_manager__isnull=true');
    await screen.findByText('Hauptstraße 1');
    expect(api.find('GET', 'buildings/')[0]?.query.get('property_manager__isnull')).toBe('true');
    expect(screen.queryByTestId('buildings-filter-status')).toBeNull();
    // The default status and the "no property manager" filter.
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByTestId('buildings-filter-status')).toBeTruthy();
    const none = within(dialog).getByRole('checkbox', { name: 'No property manager' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    await user.click(none);
    await waitFor(() => expect(screen.getByTestId('filter-panel-open').textContent).toBe('Filters (1)'));
  });

  it('asks for the employees only when the filter dialog first opens', async () => {
    const { api, user } = setup();
    await screen.findByText('Hauptstraße 1');
    expect(api.find('GET', 'employees/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await waitFor(() => expect(api.find('GET', 'employees/')).toHaveLength(1));
  });
});

describe('buildings list at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid, the inline filters and the bulk button', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Buildings' });
    await within(grid).findByText('Potsdam');
    expect(screen.queryByRole('list', { name: 'Buildings' })).toBeNull();
    expect(screen.queryByTestId(`building-card-${FIRST}`)).toBeNull();
    expect(screen.getByTestId('buildings-filter-status')).toBeTruthy();
    expect(screen.getByTestId('buildings-bulk-open')).toBeTruthy();
  });
});

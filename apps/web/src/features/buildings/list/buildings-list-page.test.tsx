import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { numberedBuilding, page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { BuildingsListPage } from './buildings-list-page';

const rows = [numberedBuilding(1, { city: 'Potsdam' }), numberedBuilding(2, { status: 'inactive' })];

async function setup(route: string, user = {}) {
  const fetch = fakeApi(
    ({ method, url }) =>
      method === 'GET' && url.pathname === '/api/v2/buildings/'
        ? jsonResponse(200, page(rows, 120))
        : undefined,
    directoryAnswers,
  );
  renderPage(<BuildingsListPage disableVirtualization />, { route, user });
  // The list starts once the status choices are known.
  await screen.findByRole('grid');
  const lists = () => fetch.find('GET', '/api/v2/buildings/').map((call) => call.url.searchParams);
  return { fetch, lists, last: () => lists().at(-1) };
}

// Grid and select interactions are slow on a busy machine.
describe('BuildingsListPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the rows and asks with paging, ordering, the default status and the URL filters', async () => {
    const { lists } = await setup('/buildings?page=2&o=-city&search=Haupt&property_manager__isnull=true');
    expect(await screen.findByText('Potsdam')).toBeTruthy();
    expect(screen.getAllByText('Hauptstraße')).toHaveLength(2);
    expect(lists()).toHaveLength(1);
    expect(Object.fromEntries(lists()[0] ?? [])).toEqual({
      pagination: 'page_number',
      page: '2',
      page_size: '50',
      o: '-city',
      search: 'Haupt',
      status: 'active',
      property_manager__isnull: 'true',
    });
    expect(screen.getByText('Inactive')).toBeTruthy();
    // 'state' is hidden until the user chooses columns.
    expect(screen.queryByRole('columnheader', { name: 'State' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Zip code' })).toBeTruthy();
  });

  it('reads the dashboard query names', async () => {
    const { last, lists } = await setup(
      '/buildings?preferredDelegate=reader%40demo.example&propertyManager=manager%40demo.example',
    );
    await waitFor(() => expect(last()?.get('preferred_delegate')).toBe('reader@demo.example'));
    // Not even the first request goes out with the dashboard's spelling.
    expect(lists()).toHaveLength(1);
    expect(last()?.get('property_manager')).toBe('manager@demo.example');
    expect(last()?.has('preferredDelegate')).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe(
      '/buildings?preferred_delegate=reader%40demo.example&property_manager=manager%40demo.example',
    );
  });

  it('resets every filter (the status goes back to its default)', async () => {
    const user = userEvent.setup();
    const { last } = await setup(
      '/buildings?search=Haupt&status=inactive&meters_reading_service__isnull=false',
    );
    await waitFor(() => expect(last()?.get('search')).toBe('Haupt'));
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).toContain('Search: Haupt');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(last()?.has('search')).toBe(false));
    expect(last()?.get('status')).toBe('active');
    expect(last()?.has('meters_reading_service__isnull')).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Has reading service' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('lets only one checkbox of a pair be ticked and sends X__isnull', async () => {
    const user = userEvent.setup();
    const { last } = await setup('/buildings');
    const no = screen.getByRole('checkbox', { name: 'No property manager' }) as HTMLInputElement;
    const has = screen.getByRole('checkbox', { name: 'Has property manager' }) as HTMLInputElement;
    await user.click(no);
    expect(no.checked).toBe(true);
    await user.click(has);
    expect(no.checked).toBe(false);
    expect(has.checked).toBe(true);
    await waitFor(() => expect(last()?.get('property_manager__isnull')).toBe('false'));
  });

  it('disables the delegate pair while a concrete delegate is chosen', async () => {
    await setup('/buildings?preferred_delegate=reader%40demo.example');
    expect((screen.getByRole('checkbox', { name: 'No delegate' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'No property manager' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByText('Preferred delegate: Lukas Weber')).toBeTruthy();
  });

  it('truncates a long search value in its chip to 40 characters', async () => {
    await setup(`/buildings?search=${'x'.repeat(60)}`);
    const chip = within(screen.getByRole('list', { name: 'Active filters' })).getByText(/^Search: x+…$/);
    expect(chip.textContent).toBe(`Search: ${'x'.repeat(40)}…`);
  });

  it('fixes a meter reader to themself and hides the extended filters', async () => {
    const { last } = await setup('/buildings', { role: 'meter_reader', email: 'reader@demo.example' });
    await waitFor(() => expect(last()?.get('preferred_delegate')).toBe('reader@demo.example'));
    expect(screen.queryByRole('checkbox', { name: 'No property manager' })).toBeNull();
    expect(screen.queryByTestId('buildings-filter-manager')).toBeNull();
    const chip = within(screen.getByRole('list', { name: 'Active filters' })).getByText(
      /^Preferred delegate:/,
    );
    expect(chip.closest('.MuiChip-root')?.querySelector('[role="button"]')).toBeNull();
    expect(screen.queryByTestId('buildings-add')).toBeNull();
  });

  it('sends no delegate isnull filter from the URL for a meter reader', async () => {
    const { last, lists } = await setup('/buildings?preferred_delegate__isnull=true', {
      role: 'meter_reader',
      email: 'reader@demo.example',
    });
    await waitFor(() => expect(last()?.get('preferred_delegate')).toBe('reader@demo.example'));
    expect(lists().some((params) => params.has('preferred_delegate__isnull'))).toBe(false);
    expect(screen.getByRole('list', { name: 'Active filters' }).textContent).not.toContain('No delegate');
  });

  it('shows the add button to those who may add buildings and opens a row', async () => {
    const user = userEvent.setup();
    await setup('/buildings', { role: 'basic' });
    expect(screen.getByTestId('buildings-add').getAttribute('href')).toBe('/buildings/new');
    expect(screen.queryByRole('checkbox', { name: 'No property manager' })).toBeNull();
    expect(screen.queryByTestId('buildings-bulk-open')).toBeNull();
    await user.click(await screen.findByText('Potsdam'));
    expect(screen.getByTestId('location').textContent).toBe(`/buildings/${rows[0]?.resource_id}`);
  });
});

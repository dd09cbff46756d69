import type { Building } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { numberedBuilding, numberedMeter, OTHER_COMPANY, page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { BuildingDetailPage } from './building-detail-page';

const building = numberedBuilding(7, {
  business_entity: 'WE 12',
  state: 'Brandenburg',
  property_manager: 'manager@demo.example',
  property_manager_name: 'Petra Lange',
  meters_needing_check: 1,
});
const meters = [
  numberedMeter(1),
  numberedMeter(2, { needs_check: true, physical_medium: 'water', physical_unit: 'm^3' }),
];

function setup(subject: Building = building, user = {}) {
  const fetch = fakeApi(({ method, url }) => {
    if (url.pathname === `/api/v2/buildings/${subject.resource_id}/`)
      return method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(200, subject);
    if (url.pathname === '/api/v2/meters/')
      return jsonResponse(200, page(url.searchParams.get('needs_check') ? [meters[1]] : meters));
    return undefined;
  }, directoryAnswers);
  const view = renderPage(<BuildingDetailPage disableVirtualization />, {
    path: '/buildings/:id',
    route: `/buildings/${subject.resource_id}`,
    user,
  });
  return { ...fetch, location: view.location };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByTestId('building-menu'));
  return screen.getByRole('menu');
};

// Grid and select interactions are slow on a busy machine.
describe('BuildingDetailPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the building, its meters and the meters that need checking', async () => {
    const fetch = setup();
    expect(await screen.findByRole('heading', { name: 'Hauptstraße 7, 10007 Berlin' })).toBeTruthy();
    expect(screen.getByTestId('building-fact-business_entity').textContent).toContain('WE 12');
    expect(screen.getByTestId('building-fact-country').textContent).toContain('Germany, Brandenburg');
    expect(screen.getByTestId('building-fact-note').textContent).toContain('n/a');
    expect(screen.getByTestId('building-fact-property_manager').textContent).toContain('Petra Lange');
    expect(screen.queryByTestId('building-fact-last_status_change')).toBeNull();
    // The admin of an energy supplier sees the commercial consumer.
    expect(screen.getByTestId('building-fact-commercial_consumer')).toBeTruthy();
    const banner = await screen.findByTestId('building-meters-check');
    expect(await within(banner).findByRole('link', { name: 'M-2' })).toBeTruthy();
    expect(await screen.findByText('Meter label 1')).toBeTruthy();
    const list = fetch.calls.find(
      (call) => call.url.pathname === '/api/v2/meters/' && !call.url.searchParams.has('needs_check'),
    );
    expect(list?.url.searchParams.get('building__id')).toBe(building.resource_id);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Buildings' }).getAttribute('href')).toBe('/buildings');
  });

  it('searches the meters by the typed text', async () => {
    const user = userEvent.setup();
    const fetch = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search meter id or label' }), 'M-2');
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.url.searchParams.get('search') === 'M-2')).toBe(true),
    );
  });

  it('says "address not specified" for a building without address parts', async () => {
    setup(numberedBuilding(8, { street: '', street_number: '', zip_code: '', city: '' }));
    expect(await screen.findByRole('heading', { name: 'Address not specified' })).toBeTruthy();
    expect(screen.getByTestId('building-fact-address').textContent).toContain('Address not specified');
  });

  it('offers edit but not delete for a building of another company', async () => {
    const user = userEvent.setup();
    setup(numberedBuilding(9, { owner_company: OTHER_COMPANY }));
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toMatch(/\/edit$/);
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('shows no menu and no preferred delegate to a basic user of a consumer', async () => {
    setup(building, {
      role: 'basic',
      companies: [
        {
          url: OTHER_COMPANY,
          resource_id: OTHER_COMPANY.slice(-37, -1),
          name: 'X',
          address: '',
          company_type: 'meter_reading_service',
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Hauptstraße 7, 10007 Berlin' });
    expect(screen.queryByTestId('building-menu')).toBeNull();
    expect(screen.queryByTestId('building-fact-preferred_delegate')).toBeNull();
    expect(screen.queryByTestId('building-fact-commercial_consumer')).toBeNull();
  });

  it('deletes the own company’s building after confirmation and goes back after 2 s', async () => {
    const user = userEvent.setup();
    const fetch = setup();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete building?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The building has been deleted.')).toBeTruthy();
    expect(fetch.find('DELETE', `/api/v2/buildings/${building.resource_id}/`)).toHaveLength(1);
    // The memory router has no page before this one: the app goes to the list instead.
    await waitFor(() => expect(fetch.location()).toBe('/buildings'));
  });
});

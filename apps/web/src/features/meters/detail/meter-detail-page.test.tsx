import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import {
  BUILDING_ID,
  historyEntryFixture,
  page as listPage,
  METER_ID,
  meterFixture,
} from '../../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../../testing/session-fixtures';
import { MeterDetailPage } from './meter-detail-page';

const OTHER_COMPANY = '0190a1b2-0000-7000-8000-0000000000c9';

/** Without a label, with one fraction digit and the monthly-first reading frequency. */
const plainMeter = (overrides: Parameters<typeof meterFixture>[0] = {}) =>
  meterFixture({ label: null, fraction_digits: 1, reading_frequency: '0 0 1 * *', ...overrides });

function setup(meter = plainMeter(), options: { route?: string; user?: ReturnType<typeof userWith> } = {}) {
  const api = fakeApi((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === `meters/${METER_ID}/`) return jsonResponse(200, meter);
    if (call.path === `meters/${METER_ID}/history/`)
      return jsonResponse(200, listPage([historyEntryFixture()]));
    return undefined;
  });
  const route = options.route ?? `/meters/${METER_ID}`;
  const path = route.startsWith('/buildings') ? '/buildings/:buildingId/meters/:id' : '/meters/:id';
  const page = renderPage(<MeterDetailPage disableVirtualization />, {
    path,
    route,
    user: options.user,
  });
  return { api, ...page };
}

async function openMenu() {
  await userEvent.setup().click(await screen.findByTestId('meter-menu'));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('MeterDetailPage fields', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows -999 digits as automatic, no supplier as private meter and missing values as n/a', async () => {
    setup();
    expect((await screen.findByTestId('meter-integer-digits')).textContent).toBe('automatic');
    expect(screen.getByTestId('meter-fraction-digits').textContent).toBe('1');
    expect(screen.getByTestId('meter-energy-supplier').textContent).toBe('Private meter');
    expect(screen.getByTestId('meter-calibration').textContent).toBe('–');
    expect(screen.getByTestId('meter-reading-frequency').textContent).toBe('Monthly on the 1st');
    const label = screen.getByText('Label', { selector: 'dt' });
    expect(label.nextElementSibling?.textContent).toBe('n/a');
  });

  it('names the supplier, shows calibration years, a custom cron and the links to related meters', async () => {
    const main = { url: 'u', resource_id: '0190a1b2-0000-7000-8000-00000000a0ff', meter_id: 'MAIN-1' };
    setup(
      plainMeter({
        energy_supplier_name: 'Stadtwerke Nord',
        calibration_period_start: '2020-01-01T00:00:00+01:00',
        calibration_period_end: '2027-12-31T23:59:00+01:00',
        reading_frequency: '5 4 * * 2',
        main_meter_link: main,
        sub_meters_count: 3,
        custom_references_counters: { '1-1:1.8.0': 'C-7' },
      }),
    );
    expect((await screen.findByTestId('meter-energy-supplier')).textContent).toBe('Stadtwerke Nord');
    expect(screen.getByTestId('meter-calibration').textContent).toBe('2020 – 2027');
    expect(screen.getByTestId('meter-reading-frequency').textContent).toBe('5 4 * * 2');
    expect(screen.getByTestId('meter-main-meter-link').getAttribute('href')).toBe(
      `/meters/${main.resource_id}`,
    );
    expect(screen.getByTestId('meter-sub-meters-link').getAttribute('href')).toBe(
      `/meters?main_meter=${METER_ID}`,
    );
    expect(screen.getByText('1-1:1.8.0 → C-7')).toBeTruthy();
  });

  it('shows the check banner and offers no reading request while the meter needs a check', async () => {
    setup(plainMeter({ needs_check: true }));
    expect(await screen.findByTestId('meter-needs-check')).toBeTruthy();
    expect(await openMenu()).not.toContain('Create reading request');
  });

  it('builds the trail through the building when reached via the building', async () => {
    setup(plainMeter(), { route: `/buildings/${BUILDING_ID}/meters/${METER_ID}` });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await within(trail).findByText('E-1001');
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/buildings',
      `/buildings/${BUILDING_ID}`,
    ]);
    expect(links[1]!.textContent).toBe('Hauptstraße 5, 10115 Berlin');
  });

  it('loads the history only when its tab is opened, and keeps the open tab in the URL', async () => {
    const { api, location } = setup();
    await screen.findByTestId('meter-integer-digits');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    expect(api.find('GET', `meters/${METER_ID}/history/`)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'History' }));
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByText('consumer@demo.example')).toBeTruthy();
    expect(entry.textContent).toContain('StatusActive → Inactive');
    expect(screen.queryByTestId('meter-integer-digits')).toBeNull();
    expect(api.find('GET', `meters/${METER_ID}/history/`)).toHaveLength(1);
    expect(location()).toBe(`/meters/${METER_ID}?tab=history`);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByTestId('meter-integer-digits')).toBeTruthy();
    expect(location()).toBe(`/meters/${METER_ID}`);
  });

  it('builds the trail through the meters list when opened directly', async () => {
    setup();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await within(trail).findByText('E-1001');
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/meters']);
  });
});

describe('MeterDetailPage menu', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers every action to an admin of the owning energy supplier, with links below the meter', async () => {
    setup(plainMeter(), { route: `/buildings/${BUILDING_ID}/meters/${METER_ID}` });
    expect(await openMenu()).toEqual([
      'Create reading request',
      'Edit',
      'Meter change',
      'Change address',
      'Delete',
    ]);
    const base = `/buildings/${BUILDING_ID}/meters/${METER_ID}`;
    const hrefs = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(hrefs.slice(0, 3)).toEqual([`${base}/newreq`, `${base}/edit`, `${base}/replacement`]);
  });

  it('hides the meter change for an inactive meter', async () => {
    setup(plainMeter({ status: 'inactive' }));
    const items = await openMenu();
    expect(items).not.toContain('Meter change');
    expect(items).toContain('Edit');
  });

  it("hides delete for another company's meter", async () => {
    setup(plainMeter({ owner_company: `http://localhost/api/v2/companies/${OTHER_COMPANY}/` }));
    const items = await openMenu();
    expect(items).not.toContain('Delete');
    expect(items).toContain('Edit');
  });

  it('shows no menu to a meter reader', async () => {
    setup(plainMeter(), { user: userWith('meter_reader', 'energy_supplier') });
    await screen.findByTestId('meter-integer-digits');
    expect(screen.queryByTestId('meter-menu')).toBeNull();
  });
});

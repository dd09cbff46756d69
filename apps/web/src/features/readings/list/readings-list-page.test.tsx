import { EXTENDED_CONFIGURATION } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { BUILDING_ID, buildingFixture, page } from '../../../testing/resource-fixtures';
import { jsonResponse, userFixture } from '../../../testing/session-fixtures';
import { READING_A, READING_B, twoCodeReading, waterReading } from '../testing/reading-fixtures';
import { ReadingsListPage } from './readings-list-page';

const ROWS = [twoCodeReading(), waterReading()];

function setup(route = '/readings', user = userFixture()) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'readings/') return jsonResponse(200, page(ROWS));
    if (call.method === 'GET' && call.path === `buildings/${BUILDING_ID}/`)
      return jsonResponse(200, buildingFixture());
    return undefined;
  }, directoryAnswers);
  const view = renderPage(<ReadingsListPage disableVirtualization />, { path: '/readings', route, user });
  return { api, view };
}

async function grid() {
  const table = await screen.findByRole('grid', { name: 'Readings' });
  await within(table).findByText('E-2002');
  return table;
}

const lastList = (api: ReturnType<typeof setup>['api']) => api.find('GET', 'readings/').at(-1);

describe('readings list page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows readings newest first, 50 a page, with values, medium and a chip on implausible ones', async () => {
    const { api } = setup();
    const table = await grid();
    const first = api.find('GET', 'readings/')[0];
    expect(first?.query.get('o')).toBe('-reading_date');
    expect(first?.query.get('page_size')).toBe('50');
    expect(within(table).getByText('1-1:1.8.0: 1,234.5 kWh · 1-1:2.8.0: 77 kWh')).toBeTruthy();
    expect(within(table).getByText('Water')).toBeTruthy();
    expect(within(table).getAllByText('Manual reading')).toHaveLength(2);
    // Only the implausible reading has a chip, named with its reason.
    expect(within(table).getAllByText('Implausible')).toHaveLength(1);
    expect(within(table).getByLabelText('Implausible: above the expected range')).toBeTruthy();
  });

  it("shows each reading's building address, a column the server cannot sort by", async () => {
    const { api, view } = setup();
    const table = await grid();
    expect(within(table).getByText('Hauptstraße 5, 10115 Berlin')).toBeTruthy();
    expect(within(table).getByText('Gartenweg 12a, 20095 Hamburg')).toBeTruthy();
    // Not sortable (GET readings/ has no address ordering): a click changes neither the order nor the URL.
    const header = within(table).getByRole('columnheader', { name: 'Address' });
    expect(header.className).not.toContain('MuiDataGrid-columnHeader--sortable');
    await userEvent.setup().click(header);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(view.location()).toBe('/readings');
    expect(api.find('GET', 'readings/').every((call) => call.query.get('o') === '-reading_date')).toBe(true);
  });

  it('hides consumption, days and average per day until the user shows them', async () => {
    setup();
    const table = await grid();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Reading date',
        'Meter ID',
        'Address',
        'Medium',
        'Values',
        'Type',
        'Read by',
        'Plausibility',
      ]),
    );
    for (const hidden of ['Consumption', 'Days', 'Average per day']) expect(headers).not.toContain(hidden);
    expect(within(table).queryByText('1-1:1.8.0: 100 kWh · 1-1:2.8.0: 7 kWh')).toBeNull();
  });

  it('keeps the column choice in the URL like the filters: the columns it names show, none of it is sent', async () => {
    const { api } = setup('/readings?columns=reading_date,meter_id,diffDays&physical_medium=water');
    const table = await grid();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reading date', 'Meter ID', 'Days']);
    const query = api.find('GET', 'readings/')[0]!.query;
    expect(query.get('physical_medium')).toBe('water');
    expect(query.has('columns')).toBe(false);
  });

  it('sends the filters of the URL, a building and a meter from a link among them', async () => {
    const { api } = setup(
      `/readings?search=E-2&reading_date_after=2026-01-01&reading_date_before=2026-02-01&physical_medium=water&applying_person=reader%40demo.example&meter__building__id=${BUILDING_ID}&meter_resource_id=${READING_A}`,
    );
    await grid();
    expect(Object.fromEntries(api.find('GET', 'readings/')[0]!.query)).toMatchObject({
      search: 'E-2',
      reading_date_after: '2026-01-01',
      reading_date_before: '2026-02-01',
      physical_medium: 'water',
      applying_person: 'reader@demo.example',
      meter__building__id: BUILDING_ID,
      meter_resource_id: READING_A,
    });
    // The building's chip names its address, the reader's their name.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByText(/Hauptstraße 5, 10115 Berlin/)).toBeTruthy();
    expect(within(chips).getByText(/Lukas Weber/)).toBeTruthy();
  });

  it("sends the dashboard's link filters (without reading request, property manager) and shows them as chips", async () => {
    const { api } = setup(
      '/readings?reading_request__isnull=true&meter__building__property_manager__email=pm%40demo.example',
    );
    await grid();
    expect(Object.fromEntries(api.find('GET', 'readings/')[0]!.query)).toMatchObject({
      reading_request__isnull: 'true',
      meter__building__property_manager__email: 'pm@demo.example',
    });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText(/Reading request/).textContent).toContain('none');
    expect(within(chips).getByText(/pm@demo.example/)).toBeTruthy();
  });

  it('filters implausible readings through plausibility=implausible, kept in the URL', async () => {
    const { api, view } = setup();
    await grid();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plausibility' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All', 'Implausible', 'Plausible']);
    await userEvent.setup().click(screen.getByRole('option', { name: 'Implausible' }));
    await waitFor(() => expect(view.location()).toBe('/readings?plausibility=implausible'));
    await waitFor(() => expect(lastList(api)?.query.get('plausibility')).toBe('implausible'));
  });

  it('offers and sends the type only with READING_REASON_FILTER (a type in the URL is ignored without)', async () => {
    const extended = userFixture({
      app_customization_tables: { features: EXTENDED_CONFIGURATION, meter_presets: [] },
    });
    const withFlag = setup('/readings?type=control', extended);
    await grid();
    expect(screen.getByTestId('readings-filter-type')).toBeTruthy();
    expect(withFlag.api.find('GET', 'readings/')[0]?.query.get('type')).toBe('control');
    withFlag.view.unmount();
    vi.unstubAllGlobals();
    const without = setup('/readings?type=control');
    await grid();
    expect(screen.queryByTestId('readings-filter-type')).toBeNull();
    expect(without.api.find('GET', 'readings/')[0]?.query.has('type')).toBe(false);
  });

  it('opens a reading by a click on its row', async () => {
    const { view } = setup();
    const user = userEvent.setup();
    const table = await grid();
    await user.click(within(table).getByText('W-3003'));
    await waitFor(() => expect(view.location()).toBe(`/readings/${READING_B}`));
  });

  it('opens a reading by Enter on a focused cell', async () => {
    const { view } = setup();
    const table = await grid();
    const cell = within(table).getByText('E-2002').closest('[role="gridcell"]') as HTMLElement;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(view.location()).toBe(`/readings/${READING_A}`));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { METER_ID, meterFixture, numberedMeter, page, testId } from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { onAPhone } from '../../testing/viewport';
import { MetersListPage } from './meters-list-page';

const MAIN_ID = testId('a0ff');
const WATER_ID = testId(2, '9000');

const ROWS = [
  meterFixture({
    obis_codes: ['1-1:1.8.0', '1-1:2.8.0'],
    needs_check: true,
    main_meter_link: { url: 'u', resource_id: MAIN_ID, meter_id: 'MAIN-1' },
  }),
  numberedMeter(2, {
    physical_medium: 'water',
    label: null,
    status: 'inactive',
    obis_codes: ['8-0:1.0.0'],
    building: {
      ...meterFixture().building,
      street: 'Gartenweg',
      street_number: '12a',
      zip_code: '20095',
      city: 'Hamburg',
    },
  }),
];

function setup(route = '/meters') {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'meters/') return jsonResponse(200, page(ROWS));
    if (call.method === 'GET' && call.path === `meters/${MAIN_ID}/`)
      return jsonResponse(200, meterFixture({ resource_id: MAIN_ID, meter_id: 'MAIN-1' }));
    return undefined;
  });
  const view = renderPage(<MetersListPage disableVirtualization />, { path: '/meters', route });
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`meter-card-${id}`);

describe('meters list on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, without bulk actions', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Meters' });
    await within(list).findByText('E-1001');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryAllByRole('checkbox', { name: /select row/i })).toHaveLength(0);
    expect(screen.queryByTestId('meters-bulk-open')).toBeNull();
    expect(api.find('GET', 'meters/')[0]?.query.get('o')).toBe('meter_id');
  });

  it("shows each meter's number, medium, address, label, status, OBIS codes, main meter and check", async () => {
    setup();
    await screen.findByText('E-1001');
    const first = within(card(METER_ID));
    expect(first.getByRole('heading', { name: 'E-1001 Electricity' })).toBeTruthy();
    expect(first.getByText('Hauptstraße 5')).toBeTruthy();
    expect(first.getByText('10115 Berlin')).toBeTruthy();
    expect(first.getByText('Cellar')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('OBIS codes')).toBeTruthy();
    expect(first.getByText('1-1:1.8.0, 1-1:2.8.0')).toBeTruthy();
    expect(first.getByText('MAIN-1')).toBeTruthy();
    expect(first.getByTestId('meter-card-needs-check').textContent).toBe('This meter needs a check');
    const second = within(card(WATER_ID));
    expect(second.getByRole('heading', { name: 'M-2 Water' })).toBeTruthy();
    expect(second.getByText('Gartenweg 12a')).toBeTruthy();
    expect(second.getByText('20095 Hamburg')).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();
    expect(second.getByText('8-0:1.0.0')).toBeTruthy();
    expect(second.queryByText('Label')).toBeNull();
    expect(second.queryByText('Main meter')).toBeNull();
    expect(second.queryByTestId('meter-card-needs-check')).toBeNull();
  });

  it('opens a meter from its card', async () => {
    const { user, view } = setup();
    await screen.findByText('M-2');
    const link = within(card(WATER_ID)).getByRole('link', { name: 'M-2 Water' });
    expect(link.getAttribute('href')).toBe(`/meters/${WATER_ID}`);
    await user.click(link);
    await waitFor(() => expect(view.location()).toBe(`/meters/${WATER_ID}`));
  });

  it('puts the filters behind one button naming how many are active', async () => {
    const { api, user } = setup('/meters?needs_check=true');
    await screen.findByText('E-1001');
    expect(api.find('GET', 'meters/')[0]?.query.get('needs_check')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Needs check only' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const needsCheck = within(dialog).getByRole('checkbox', { name: 'Needs check only' }) as HTMLInputElement;
    expect(needsCheck.checked).toBe(true);
    await user.click(needsCheck);
    await waitFor(() => expect(screen.getByTestId('filter-panel-open').textContent).toBe('Filters'));
  });

  it('asks for the status choices only when the filter dialog first opens', async () => {
    const { api, user } = setup();
    await screen.findByText('E-1001');
    expect(api.find('OPTIONS', 'meters/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(api.find('OPTIONS', 'meters/')).toHaveLength(1));
  });

  it('keeps the sub-meters heading above the cards', async () => {
    setup(`/meters?main_meter=${MAIN_ID}`);
    const heading = await screen.findByTestId('meters-main-meter-heading');
    await within(heading).findByText('MAIN-1');
    expect(await screen.findByRole('list', { name: 'Meters' })).toBeTruthy();
  });
});

describe('meters list at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid, the inline filters and the bulk button', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Meters' });
    await within(grid).findByText('E-1001');
    expect(screen.queryByRole('list', { name: 'Meters' })).toBeNull();
    expect(screen.queryByTestId(`meter-card-${METER_ID}`)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Needs check only' })).toBeTruthy();
    expect(screen.getByTestId('meters-bulk-open')).toBeTruthy();
  });
});

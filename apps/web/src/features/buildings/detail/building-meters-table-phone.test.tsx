import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import {
  BUILDING_ID,
  METER_ID,
  meterFixture,
  numberedMeter,
  page,
  testId,
} from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { BuildingMetersTable } from './building-meters-table';

const WATER_ID = testId(2, '9000');
const ROWS = [
  meterFixture({ obis_codes: ['1-1:1.8.0'], needs_check: true }),
  numberedMeter(2, { physical_medium: 'water', label: null, status: 'inactive', obis_codes: ['8-0:1.0.0'] }),
];

function setup() {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === 'meters/' ? jsonResponse(200, page(ROWS)) : undefined,
  );
  const view = renderPage(
    <BuildingMetersTable buildingId={BUILDING_ID} canAddMeter disableVirtualization />,
    {
      path: '/buildings/:id',
      route: `/buildings/${BUILDING_ID}`,
    },
  );
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`meter-card-${id}`);

describe("a building's meters on a phone (390 px)", () => {
  onAPhone();

  it('shows cards instead of the grid, with the search and the add button', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Meters' });
    await within(list).findByText('E-1001');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('building-add-meter')).toBeTruthy();
    expect(api.find('GET', 'meters/')[0]?.query.get('building__id')).toBe(BUILDING_ID);
  });

  it("shows each meter's number, medium, status, OBIS codes and check", async () => {
    setup();
    await screen.findByText('E-1001');
    const first = within(card(METER_ID));
    expect(first.getByRole('heading', { name: 'E-1001 Electricity' })).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('1-1:1.8.0')).toBeTruthy();
    expect(first.getByTestId('meter-card-needs-check')).toBeTruthy();
    const second = within(card(WATER_ID));
    expect(second.getByRole('heading', { name: 'M-2 Water' })).toBeTruthy();
    expect(second.getByText('Inactive')).toBeTruthy();
  });

  it('opens the meter below the building from its card', async () => {
    const { user, view } = setup();
    await screen.findByText('M-2');
    const link = within(card(WATER_ID)).getByRole('link', { name: 'M-2 Water' });
    const path = `/buildings/${BUILDING_ID}/meters/${WATER_ID}`;
    expect(link.getAttribute('href')).toBe(path);
    await user.click(link);
    await waitFor(() => expect(view.location()).toBe(path));
  });
});

describe("a building's meters at desktop width", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Meters' });
    await within(grid).findByText('E-1001');
    expect(screen.queryByRole('list', { name: 'Meters' })).toBeNull();
    expect(screen.queryByTestId(`meter-card-${METER_ID}`)).toBeNull();
  });
});

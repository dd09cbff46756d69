import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_ID, METER_ID, readingFixture } from '../../../testing/resource-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { IMPLAUSIBLE, renderMeterReadings } from './meter-readings-testing';

const FIRST = readingFixture().resource_id;

function setup(buildingId?: string) {
  const { api, view } = renderMeterReadings(
    buildingId ? `/buildings/${buildingId}/meters/${METER_ID}` : `/meters/${METER_ID}`,
  );
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`reading-card-${id}`);

describe("a meter's readings on a phone (390 px)", () => {
  onAPhone();

  it('shows cards instead of the grid, 20 at a time', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Readings' });
    await within(list).findAllByText('E-1001');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const [call] = api.find('GET', 'readings/');
    expect(call?.query.get('meter_resource_id')).toBe(METER_ID);
    expect(call?.query.get('page_size')).toBe('20');
  });

  it("shows each reading's values with the unit, type and plausibility", async () => {
    setup();
    await screen.findAllByText('E-1001');
    const first = within(card(FIRST));
    expect(first.getByTestId('reading-card-value-1-1:1.8.0').textContent).toBe('1-1:1.8.0: 1,234.5 kWh');
    expect(first.getByText('Manual reading')).toBeTruthy();
    const second = within(card(IMPLAUSIBLE));
    expect(second.getByTestId('reading-card-value-1-1:1.8.0').textContent).toBe('1-1:1.8.0: 1,000 kWh');
    expect(second.getByLabelText('Implausible: lower than the previous reading')).toBeTruthy();
  });

  it('opens a reading below the building and meter from its card', async () => {
    const { user, view } = setup(BUILDING_ID);
    await screen.findAllByText('E-1001');
    const path = `/buildings/${BUILDING_ID}/meters/${METER_ID}/readings/${IMPLAUSIBLE}`;
    const link = within(card(IMPLAUSIBLE)).getByRole('link');
    expect(link.getAttribute('href')).toBe(path);
    await user.click(link);
    await waitFor(() => expect(view.location()).toBe(path));
  });

  it('links to /readings/{id} without a building', async () => {
    setup();
    await screen.findAllByText('E-1001');
    expect(within(card(FIRST)).getByRole('link').getAttribute('href')).toBe(`/readings/${FIRST}`);
  });
});

describe("a meter's readings at desktop width", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid', async () => {
    setup();
    const grid = await screen.findByRole('grid', { name: 'Readings' });
    await within(grid).findByText('1,234.5 kWh');
    expect(screen.queryByRole('list', { name: 'Readings' })).toBeNull();
    expect(screen.queryByTestId(`reading-card-${FIRST}`)).toBeNull();
  });
});

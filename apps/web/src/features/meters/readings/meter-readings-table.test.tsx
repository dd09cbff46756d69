import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILDING_ID, METER_ID, readingFixture } from '../../../testing/resource-fixtures';
import { IMPLAUSIBLE, renderMeterReadings } from './meter-readings-testing';

function setup(route?: string) {
  const { api, view } = renderMeterReadings(route);
  return Object.assign(api, { location: view.location });
}

const headers = () =>
  within(screen.getByRole('grid', { name: 'Readings' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('MeterReadingsTable', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for this meter's readings, newest first", async () => {
    const api = setup();
    await screen.findByText('1,234.5 kWh');
    const [call] = api.find('GET', 'readings/');
    expect(Object.fromEntries(call!.query)).toMatchObject({
      meter_resource_id: METER_ID,
      o: '-reading_date',
      page: '1',
      page_size: '50',
    });
  });

  it('hides consumption, days, average per day and meter id until the user shows them', async () => {
    setup();
    await screen.findByText('1,234.5 kWh');
    const shown = headers();
    expect(shown).toEqual(expect.arrayContaining(['Reading date', 'Value 1-1:1.8.0', 'Type', 'Read by']));
    for (const hidden of ['Consumption 1-1:1.8.0', 'Days', 'Average per day 1-1:1.8.0', 'Meter ID'])
      expect(shown).not.toContain(hidden);
    expect(screen.getAllByText('Manual reading')).toHaveLength(2);
    expect(screen.getAllByText('Rita Reader')).toHaveLength(2);
  });

  it('sends the reading date range of the URL', async () => {
    const api = setup(`/meters/${METER_ID}?reading_date_after=2026-01-01&reading_date_before=2026-02-01`);
    await screen.findByText('1,234.5 kWh');
    const [call] = api.find('GET', 'readings/');
    expect(call!.query.get('reading_date_after')).toBe('2026-01-01');
    expect(call!.query.get('reading_date_before')).toBe('2026-02-01');
  });

  it('marks an implausible reading with a chip naming the reason', async () => {
    setup();
    await screen.findByText('1,234.5 kWh');
    expect(headers()).toContain('Plausibility');
    const grid = screen.getByRole('grid', { name: 'Readings' });
    expect(within(grid).getAllByText('Implausible')).toHaveLength(1);
    const chip = within(grid).getByLabelText('Implausible: lower than the previous reading');
    expect(chip.closest('[role="row"]')?.textContent).toContain('1,000 kWh');
  });

  it('opens a reading below the building and meter by click, and by Enter on a cell', async () => {
    const api = setup(`/buildings/${BUILDING_ID}/meters/${METER_ID}`);
    const base = `/buildings/${BUILDING_ID}/meters/${METER_ID}/readings`;
    await userEvent.setup().click(await screen.findByText('1,234.5 kWh'));
    await waitFor(() => expect(api.location()).toBe(`${base}/${readingFixture().resource_id}`));
  });

  it('opens a reading by Enter on a focused cell', async () => {
    const api = setup();
    const cell = (await screen.findByText('1,000 kWh')).closest('[role="gridcell"]') as HTMLElement;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(api.location()).toBe(`/readings/${IMPLAUSIBLE}`));
  });
});

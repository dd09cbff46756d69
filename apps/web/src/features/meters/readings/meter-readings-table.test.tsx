import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { METER_ID, meterFixture, page, readingFixture } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { MeterReadingsTable } from './meter-readings-table';

function setup(route = `/meters/${METER_ID}`) {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === 'readings/'
      ? jsonResponse(200, page([readingFixture()]))
      : undefined,
  );
  const meter = meterFixture({ obis_codes: ['1-1:1.8.0'] });
  renderPage(<MeterReadingsTable meter={meter} disableVirtualization />, { path: '/meters/:id', route });
  return api;
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
    expect(screen.getByText('Manual reading')).toBeTruthy();
    expect(screen.getByText('Rita Reader')).toBeTruthy();
  });

  it('sends the reading date range of the URL', async () => {
    const api = setup(`/meters/${METER_ID}?reading_date_after=2026-01-01&reading_date_before=2026-02-01`);
    await screen.findByText('1,234.5 kWh');
    const [call] = api.find('GET', 'readings/');
    expect(call!.query.get('reading_date_after')).toBe('2026-01-01');
    expect(call!.query.get('reading_date_before')).toBe('2026-02-01');
  });
});

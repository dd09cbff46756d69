import type { Reading } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { METER_ID, meterFixture, page } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { bodyRowTexts } from '../../../testing/table-rows';
import { HT, NT, READINGS } from './consumption-fixtures';
import { ConsumptionSection } from './consumption-section';

function setup(readings: Reading[] = READINGS, status = 200) {
  const api = fakeApi((call) =>
    call.method === 'GET' && call.path === 'readings/'
      ? jsonResponse(status, status === 200 ? page(readings) : { detail: 'Server error.' })
      : undefined,
  );
  const meter = meterFixture({ obis_codes: [HT, NT], physical_unit: 'kWh' });
  renderPage(<ConsumptionSection meter={meter} />, { route: `/meters/${METER_ID}` });
  return api;
}

const tableRows = () =>
  bodyRowTexts(screen.getByRole('table', { name: 'Consumption per period, newest first' }));

describe('ConsumptionSection', () => {
  it("asks for the meter's newest readings in one capped page", async () => {
    const api = setup();
    await screen.findByTestId('consumption-table');
    const [call] = api.find('GET', 'readings/');
    expect(Object.fromEntries(call!.query)).toMatchObject({
      meter_resource_id: METER_ID,
      o: '-reading_date',
      page_size: '500',
    });
  });

  it('lists every period per OBIS code in the table screen readers get, newest first, with reasons', async () => {
    setup();
    await screen.findByTestId('consumption-table');
    expect(tableRows()).toEqual([
      [
        'Mar 1, 2026',
        HT,
        '560 kWh',
        '28',
        '20 kWh',
        "Implausible: far above the meter's usual consumption; above the expected range",
      ],
      ['Mar 1, 2026', NT, '140 kWh', '28', '5 kWh', 'Plausible'],
      ['Feb 1, 2026', HT, '155 kWh', '31', '5 kWh', 'Plausible'],
      ['Feb 1, 2026', NT, '62 kWh', '31', '2 kWh', 'Plausible'],
    ]);
    // The first reading only starts a period: it has no row.
    expect(screen.queryByText('Jan 1, 2026')).toBeNull();
  });

  it('draws one series per OBIS code and marks implausible bars in the legend', async () => {
    setup();
    const legend = await screen.findByTestId('consumption-chart-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([HT, NT, 'Implausible (!)']);
    expect(
      screen.getByRole('img', {
        name: /from Feb 1, 2026 to Mar 1, 2026: 2 periods, 1 of them implausible/,
      }),
    ).toBeTruthy();
  });

  it('leaves out the implausible legend entry when every period is plausible', async () => {
    setup(READINGS.slice(1));
    const legend = await screen.findByTestId('consumption-chart-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([HT, NT]);
  });

  it('shows the table instead of the chart on request', async () => {
    setup();
    await screen.findByTestId('consumption-chart-legend');
    const table = screen.getByTestId('consumption-table');
    expect(table.getAttribute('role')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.queryByTestId('consumption-chart')).toBeNull();
    expect(screen.getByRole('region', { name: 'Consumption per period, newest first' })).toBe(table);
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when there are fewer than two readings', async () => {
    setup(READINGS.slice(2));
    expect((await screen.findByTestId('consumption-empty')).textContent).toBe(
      'Not enough readings for a consumption chart.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no readings at all', async () => {
    setup([]);
    await screen.findByText('Not enough readings for a consumption chart.');
  });

  it('shows an error when the readings cannot be loaded', async () => {
    setup([], 500);
    await screen.findByText('The consumption could not be loaded.');
  });
});

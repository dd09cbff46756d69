import type { Reading } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { METER_ID, meterFixture, page, readingFixture, testId } from '../../../testing/resource-fixtures';
import { jsonResponse } from '../../../testing/session-fixtures';
import { ConsumptionSection } from './consumption-section';

const HT = '1-1:1.8.1';
const NT = '1-1:1.8.2';

type ReadingResult = Reading['results'][number];
type Figures = Pick<ReadingResult, 'consumption' | 'consumptionAverage'> &
  Partial<Pick<ReadingResult, 'plausibility' | 'plausibility_reasons'>>;

/** Reading `n` on `date` with a result per OBIS code (value 1000 + n; the figures as given). */
function reading(
  n: number,
  date: string,
  diffDays: number | null,
  figures: Record<string, Figures>,
): Reading {
  const results = Object.entries(figures).map(([obis, f]) => ({
    obis,
    value: 1000 + n,
    applied_method: 'manual',
    plausibility: 'ok' as const,
    plausibility_reasons: [],
    ...f,
  }));
  return readingFixture({
    resource_id: testId(n, '7000'),
    reading_date: date,
    diffDays,
    results,
    consumption: Object.fromEntries(results.map((r) => [r.obis, r.consumption])),
    consumptionAverage: Object.fromEntries(results.map((r) => [r.obis, r.consumptionAverage])),
    plausibility: results.some((r) => r.plausibility === 'implausible') ? 'implausible' : 'ok',
  });
}

/** Three readings of a two-tariff meter: two periods, the second one's HT value implausible. */
const READINGS = [
  reading(3, '2026-03-01T10:00:00Z', 28, {
    [HT]: {
      consumption: 560,
      consumptionAverage: 20,
      plausibility: 'implausible',
      plausibility_reasons: ['spike', 'above_expected'],
    },
    [NT]: { consumption: 140, consumptionAverage: 5 },
  }),
  reading(2, '2026-02-01T10:00:00Z', 31, {
    [HT]: { consumption: 155, consumptionAverage: 5 },
    [NT]: { consumption: 62, consumptionAverage: 2 },
  }),
  reading(1, '2026-01-01T10:00:00Z', null, {
    [HT]: { consumption: null, consumptionAverage: null },
    [NT]: { consumption: null, consumptionAverage: null },
  }),
];

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
  within(screen.getByRole('table', { name: 'Consumption per period, newest first' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

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
    const legend = await screen.findByTestId('consumption-chart-legend', undefined, { timeout: 4000 });
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
    const legend = await screen.findByTestId('consumption-chart-legend', undefined, { timeout: 4000 });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([HT, NT]);
  });

  it('shows the table instead of the chart on request', async () => {
    setup();
    await screen.findByTestId('consumption-chart-legend', undefined, { timeout: 4000 });
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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { page, readingFixture } from '../../../testing/resource-fixtures';
import { jsonResponse, userFixture } from '../../../testing/session-fixtures';
import { onAPhone } from '../../../testing/viewport';
import { READING_A, READING_B, twoCodeReading, waterReading } from '../testing/reading-fixtures';
import { ReadingsListPage } from './readings-list-page';

const ROWS = [
  twoCodeReading(),
  waterReading({ results: [{ ...readingFixture().results[0]!, obis: '8-0:1.0.0', value: 12.5 }] }),
];

function setup(route = '/readings') {
  const api = fakeApi(
    (call) =>
      call.method === 'GET' && call.path === 'readings/' ? jsonResponse(200, page(ROWS)) : undefined,
    directoryAnswers,
  );
  const view = renderPage(<ReadingsListPage disableVirtualization />, {
    path: '/readings',
    route,
    user: userFixture(),
  });
  return { api, view, user: userEvent.setup() };
}

const card = (id: string) => screen.getByTestId(`reading-card-${id}`);

describe('readings list on a phone (390 px)', () => {
  onAPhone();

  it('shows cards instead of the grid, from the same list call (newest first, 20 a page)', async () => {
    const { api } = setup();
    const list = await screen.findByRole('list', { name: 'Readings' });
    await within(list).findByText('E-2002');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const call = api.find('GET', 'readings/')[0];
    expect(call?.query.get('o')).toBe('-reading_date');
    expect(call?.query.get('page_size')).toBe('20');
  });

  it("shows each reading's address, meter, medium, date, values with units, type and plausibility", async () => {
    setup();
    await screen.findByText('E-2002');
    const first = within(card(READING_A));
    expect(first.getByRole('heading', { name: 'Hauptstraße 5' })).toBeTruthy();
    expect(first.getByText('10115 Berlin')).toBeTruthy();
    expect(first.getByText('Electricity')).toBeTruthy();
    expect(first.getByText('Reading date')).toBeTruthy();
    expect(first.getByText('Mar 1, 2026')).toBeTruthy();
    expect(first.getByTestId('reading-card-value-1-1:1.8.0').textContent).toBe('1-1:1.8.0: 1,234.5 kWh');
    expect(first.getByTestId('reading-card-value-1-1:2.8.0').textContent).toBe('1-1:2.8.0: 77 kWh');
    expect(first.getByText('Manual reading')).toBeTruthy();
    expect(first.getByLabelText('Implausible: above the expected range')).toBeTruthy();
    const second = within(card(READING_B));
    expect(second.getByRole('heading', { name: 'Gartenweg 12a' })).toBeTruthy();
    expect(second.getByText('W-3003')).toBeTruthy();
    expect(second.getByText('Water')).toBeTruthy();
    expect(second.getByTestId('reading-card-value-8-0:1.0.0').textContent).toBe('8-0:1.0.0: 12.5 m³');
    // A plausible reading has no chip, as in the grid.
    expect(second.queryByText('Implausible')).toBeNull();
  });

  it('opens a reading from its card', async () => {
    const { user, view } = setup();
    await screen.findByText('W-3003');
    await user.click(within(card(READING_B)).getByRole('link', { name: 'Gartenweg 12a' }));
    await waitFor(() => expect(view.location()).toBe(`/readings/${READING_B}`));
  });

  it('puts the filters behind one button naming how many are active', async () => {
    const { api, user } = setup('/readings?plausibility=implausible');
    await screen.findByText('E-2002');
    expect(api.find('GET', 'readings/')[0]?.query.get('plausibility')).toBe('implausible');
    expect(screen.queryByTestId('readings-filter-plausibility')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByTestId('readings-filter-plausibility')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove filter Plausibility' }));
    // The button behind the open dialog counts again.
    await waitFor(() => expect(screen.getByTestId('filter-panel-open').textContent).toBe('Filters'));
  });

  it('asks for the applying persons and the reading types only when the filter dialog first opens', async () => {
    const { api, user } = setup();
    await screen.findByText('E-2002');
    expect(api.find('GET', 'employees/')).toHaveLength(0);
    expect(api.find('OPTIONS', 'readings/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(api.find('GET', 'employees/')).toHaveLength(1));
    expect(api.find('OPTIONS', 'readings/')).toHaveLength(1);
  });
});

describe('readings list at desktop width', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the grid and the inline filters', async () => {
    setup();
    const table = await screen.findByRole('grid', { name: 'Readings' });
    await within(table).findByText('E-2002');
    expect(screen.queryByRole('list', { name: 'Readings' })).toBeNull();
    expect(screen.queryByTestId(`reading-card-${READING_A}`)).toBeNull();
    expect(screen.getByTestId('readings-filter-plausibility')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { METER_ID, meterFixture, page } from '../../testing/resource-fixtures';
import { jsonResponse, userFixture } from '../../testing/session-fixtures';
import { MetersListPage } from './meters-list-page';

const MAIN_ID = '0190a1b2-0000-7000-8000-00000000a0ff';

function setup(route = '/meters', rowsPerPage?: 20) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path === 'meters/')
      return jsonResponse(
        200,
        page([meterFixture({ main_meter_link: { url: 'u', resource_id: MAIN_ID, meter_id: 'MAIN-1' } })], 1),
      );
    if (call.method === 'GET' && call.path === `meters/${MAIN_ID}/`)
      return jsonResponse(200, meterFixture({ resource_id: MAIN_ID, meter_id: 'MAIN-1' }));
    return undefined;
  });
  const settings = rowsPerPage ? { rows_per_page: { meters: rowsPerPage } } : {};
  const view = renderPage(<MetersListPage disableVirtualization />, {
    path: '/meters',
    route,
    user: { custom_data: { webportal_settings: settings } },
  });
  return { api, ...view };
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.find('GET', 'meters/').map((call) => Object.fromEntries(call.query));

describe('MetersListPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("loads the first page with the user's rows per page, ordered by meter id, with the URL's filters", async () => {
    const { api } = setup('/meters?physical_medium=gas&needs_check=true&main_meter__isnull=true', 20);
    await screen.findByText('E-1001');
    expect(listCalls(api)[0]).toEqual({
      pagination: 'page_number',
      page: '1',
      page_size: '20',
      o: 'meter_id',
      physical_medium: 'gas',
      needs_check: 'true',
      main_meter__isnull: 'true',
    });
  });

  it('shows the sub-meters of a main meter with a heading naming it', async () => {
    const { api } = setup(`/meters?main_meter=${MAIN_ID}`);
    const heading = await screen.findByTestId('meters-main-meter-heading');
    await within(heading).findByText('MAIN-1');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(`/meters/${MAIN_ID}`);
    expect(listCalls(api)[0]!.main_meter).toBe(MAIN_ID);
    await userEvent.setup().click(within(heading).getByRole('button', { name: 'Show all meters' }));
    await waitFor(() => expect(screen.queryByTestId('meters-main-meter-heading')).toBeNull());
  });

  it('shows medium, address and main meter in the row and opens the meter on click', async () => {
    const { location } = setup();
    const grid = await screen.findByRole('grid', { name: 'Meters' });
    await within(grid).findByText('E-1001');
    expect(within(grid).getByText('Electricity')).toBeTruthy();
    expect(within(grid).getByText('Hauptstraße 5, 10115 Berlin')).toBeTruthy();
    expect(within(grid).getByText('MAIN-1')).toBeTruthy();
    await userEvent.setup().click(within(grid).getByText('Hauptstraße 5, 10115 Berlin'));
    expect(location()).toBe(`/meters/${METER_ID}`);
  });

  it('sends a typed search after the debounce', async () => {
    const { api } = setup();
    await screen.findByText('E-1001');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'E-10');
    await waitFor(() => expect(listCalls(api).at(-1)?.search).toBe('E-10'));
    expect(listCalls(api).filter((call) => call.search)).toHaveLength(1);
  });
});

describe('MetersListPage for a basic user', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has no checkboxes and no bulk button', async () => {
    window.localStorage.clear();
    fakeApi((call) =>
      call.method === 'GET' && call.path === 'meters/'
        ? jsonResponse(200, page([meterFixture()]))
        : undefined,
    );
    renderPage(<MetersListPage disableVirtualization />, {
      path: '/meters',
      route: '/meters',
      user: { role: 'basic', companies: userFixture().companies },
    });
    await screen.findByText('E-1001');
    expect(screen.queryByTestId('meters-bulk-open')).toBeNull();
    expect(screen.queryAllByRole('checkbox', { name: /select row/i })).toHaveLength(0);
  });
});

import { BASE_CONFIGURATION, DASHBOARD_TASKS, type Statistics } from '@portal/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryAnswers, fakeApi, type Respond } from '../../testing/fake-api';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { renderPage } from '../../testing/render-page';
import { COMPANY_ID, jsonResponse, userFixture, userWith } from '../../testing/session-fixtures';
import { bodyRowTexts } from '../../testing/table-rows';
import { DashboardPage } from './dashboard-page';

const STATISTICS: Statistics = {
  reading_requests: { count: 130, success: 60, rejected: 10, new: 50 },
  readings_without_reading_requests: { count: 5 },
  reading_requests_my_buildings: { count: 12, success: 2, rejected: 1, new: 9 },
  readings_without_reading_requests_my_buildings: { count: 0 },
};
const TREND = {
  results: [
    { month: '2026-01', portal: 3, app: 4, import: 0 },
    { month: '2026-02', portal: 5, app: 1, import: 2 },
  ],
};

/** The task rows' counters, each its own number so rows tell apart. */
const TASK_COUNTS = Object.fromEntries(DASHBOARD_TASKS.map((key, i) => [key, 1001 + i]));

const dashboardAnswers: Respond = (call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path === 'statistics/') return jsonResponse(200, STATISTICS);
  if (call.path === 'statistics/readings_per_month/') return jsonResponse(200, TREND);
  if (call.path === 'statistics/task_counts/') return jsonResponse(200, TASK_COUNTS);
  return undefined;
};

function setup(user = {}, ...responders: Respond[]) {
  const api = fakeApi(...responders, dashboardAnswers, directoryAnswers);
  const view = renderPage(<DashboardPage />, { route: '/', path: '/', user });
  return { api, view };
}

/** Holds requestIdleCallback's callbacks until the returned function runs them (the panels wait for one). */
function holdIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return () =>
    act(() => {
      for (const callback of waiting.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
      waiting.clear();
    });
}

const taskLink = (key: string) => screen.getByTestId(`dashboard-task-${key}`) as HTMLAnchorElement;
const linkQuery = (link: HTMLAnchorElement) => new URL(link.href).searchParams;

describe('dashboard page', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    // Unmounted first: a page's clean-up may still call a stubbed global.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts the tasks in one call and links each row to the list filtered like its count', async () => {
    const { api } = setup(userWith('scheduler', 'energy_supplier'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Energy' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-tag').textContent).toBe('Demo Meter Portal');
    const partner = taskLink('partner_main_meter_requests');
    // The counter ends at the server's count; the link's name carries it for screen readers.
    await waitFor(() => expect(partner.getAttribute('aria-label')).toMatch(/: 1[.,]?\d{3}$/));
    expect(api.find('GET', 'statistics/task_counts/')).toHaveLength(1);
    for (const list of ['meters/', 'buildings/', 'readings/', 'reading_requests/'])
      expect(api.find('GET', list), list).toHaveLength(0);
    expect(new URL(partner.href).pathname).toBe('/reading-requests');
    expect(Object.fromEntries(linkQuery(partner))).toEqual({
      status: 'new,postponed,postponed_notified',
      meter__main_meter__isnull: 'true',
      created_by_contractor: 'true',
    });
    const partnerCount = TASK_COUNTS.partner_main_meter_requests!.toLocaleString('en');
    await waitFor(() => expect(within(partner).getByText(partnerCount)).toBeTruthy());
    expect(Object.fromEntries(linkQuery(taskLink('implausible_readings')))).toEqual({
      plausibility: 'implausible',
    });
    expect(new URL(taskLink('meters_to_check').href).pathname).toBe('/meters');
    // A supplier's scheduler: no water-meter row (switched off), but the partner and sub-meter rows.
    expect(screen.queryByTestId('dashboard-task-water_meters')).toBeNull();
    expect(screen.getByTestId('dashboard-task-sub_meter_requests')).toBeTruthy();
  });

  it('shows the statistics per tab; a state opens the filtered list, on my buildings as property manager', async () => {
    const user = userEvent.setup();
    const settings = { dashboard_min_date: '2026-01-01', dashboard_max_date: '2026-03-31' };
    const { api, view } = setup({ custom_data: { webportal_settings: settings } });
    const table = await screen.findByTestId('dashboard-slice-table');
    const figures = () => bodyRowTexts(table);
    expect(figures()).toEqual([
      ['Read', '60', '48%'],
      ['Rejected', '10', '8%'],
      ['New', '50', '40%'],
      ['Readings without request', '5', '4%'],
    ]);
    // Under the configured names (STATISTICS_START_FILTER, STATISTICS_END_FILTER of the described build).
    expect(Object.fromEntries(api.find('GET', 'statistics/')[0]!.query)).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-03-31',
    });
    expect(api.find('GET', 'statistics/readings_per_month/')[0]?.query.get('my_buildings')).toBe('false');
    // Like every GET of the client (spec §7); the server accepts it on these calls too.
    expect(api.find('GET', 'statistics/')[0]!.query.get('pagination')).toBe('page_number');

    await user.click(screen.getByRole('tab', { name: 'My buildings' }));
    await waitFor(() => expect(figures()[0]).toEqual(['Read', '2', '17%']));
    await waitFor(() =>
      expect(
        api.find('GET', 'statistics/readings_per_month/').some((c) => c.query.get('my_buildings') === 'true'),
      ).toBe(true),
    );
    await user.click(within(table).getByRole('link', { name: 'Read' }));
    const location = new URL(view.location() ?? '', 'http://x');
    expect(location.pathname).toBe('/reading-requests');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      status: 'success,success_selfservice',
      planned_reading_date_after: '2026-01-01',
      planned_reading_date_before: '2026-03-31',
      meter__building__property_manager__email: 'supplier@demo.example',
    });
  });

  it('sends the date range under the parameter names the configuration gives', async () => {
    const settings = { dashboard_min_date: '2026-01-01', dashboard_max_date: '2026-03-31' };
    const features = {
      ...BASE_CONFIGURATION,
      STATISTICS_START_FILTER: 'from',
      STATISTICS_END_FILTER: 'until',
    };
    const { api } = setup({
      custom_data: { webportal_settings: settings },
      app_customization_tables: { features, meter_presets: [] },
    });
    await screen.findByTestId('dashboard-slice-table');
    const query = Object.fromEntries(api.find('GET', 'statistics/')[0]!.query);
    expect(query).toMatchObject({ from: '2026-01-01', until: '2026-03-31' });
    expect(query).not.toHaveProperty('start_date');
    expect(query).not.toHaveProperty('end_date');
  });

  it('draws the doughnut with labels only on slices above 10 percent, and the trend as a table', async () => {
    setup();
    const doughnut = await screen.findByTestId('dashboard-doughnut');
    await waitFor(() => expect(doughnut.querySelectorAll('path').length).toBeGreaterThanOrEqual(4));
    const labels = [...doughnut.querySelectorAll('text')].map((text) => text.textContent).filter(Boolean);
    expect(labels.sort()).toEqual(['50', '60']);
    const trend = await screen.findByTestId('dashboard-trend-table');
    expect(within(trend).getAllByRole('row')).toHaveLength(3);
  });

  it('shows an empty ring and no trend chart when there is nothing to count', async () => {
    const zero = { count: 0, success: 0, rejected: 0, new: 0 };
    setup({}, (call) => {
      if (call.path === 'statistics/')
        return jsonResponse(200, {
          reading_requests: zero,
          readings_without_reading_requests: { count: 0 },
          reading_requests_my_buildings: zero,
          readings_without_reading_requests_my_buildings: { count: 0 },
        });
      if (call.path === 'statistics/readings_per_month/')
        return jsonResponse(200, { results: [{ month: '2026-01', portal: 0, app: 0, import: 0 }] });
      return undefined;
    });
    expect((await screen.findByTestId('dashboard-doughnut-empty')).textContent).toBe(
      'No reading requests or readings in this period.',
    );
    expect(await screen.findByTestId('dashboard-trend-empty')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-doughnut')).toBeNull();
  });

  it('shows the server message when the statistics fail', async () => {
    setup({}, (call) =>
      call.path === 'statistics/'
        ? jsonResponse(400, { detail: 'The end cannot be before the start.' })
        : undefined,
    );
    const banner = await screen.findByTestId('dashboard-statistics-error');
    expect(banner.textContent).toContain('The end cannot be before the start.');
  });

  it('disposes automatically after two confirmations and opens the reading requests', async () => {
    const user = userEvent.setup();
    const { api, view } = setup({}, (call) =>
      call.path === 'autodispose/'
        ? jsonResponse(
            200,
            call.query.get('dry_run') === 'true'
              ? { count: 3 }
              : { count: 3, message: '3 reading requests were assigned.' },
          )
        : undefined,
    );
    await user.click(await screen.findByTestId('dashboard-autodispose'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Count requests' }));
    const second = await screen.findByRole('dialog', { name: 'Assign 3 reading requests?' });
    expect(api.find('GET', 'autodispose/')).toHaveLength(1);
    expect(Object.fromEntries(api.find('GET', 'autodispose/')[0]!.query)).toMatchObject({
      dry_run: 'true',
      all_buildings: 'true',
    });
    await user.click(within(second).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(view.location()).toBe('/reading-requests'));
    const run = api.find('GET', 'autodispose/')[1]!;
    expect(run.query.get('dry_run')).toBeNull();
    expect(run.query.get('all_buildings')).toBe('true');
    expect(await screen.findByText('3 reading requests were assigned.')).toBeTruthy();
  });

  it('says "autodispose failed" with the server message', async () => {
    const user = userEvent.setup();
    const { api } = setup({}, (call) =>
      call.path === 'autodispose/' ? jsonResponse(403, { detail: 'Not allowed.' }) : undefined,
    );
    await user.click(await screen.findByRole('tab', { name: 'My buildings' }));
    await user.click(screen.getByTestId('dashboard-autodispose'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Count requests' }));
    const feedback = await screen.findByTestId('dashboard-disposition-feedback');
    expect(feedback.textContent).toContain('Autodispose failed: Not allowed.');
    // The my-buildings tab disposes only the user's own buildings.
    expect(api.find('GET', 'autodispose/')[0]?.query.get('all_buildings')).toBe('false');
  });

  it("finalizes an energy supplier's reading period and reloads the figures", async () => {
    const user = userEvent.setup();
    const { api } = setup(userWith('scheduler', 'commercial_consumer'), (call) =>
      call.method === 'POST' && call.path === `companies/${COMPANY_ID}/finalize-reading-period/`
        ? jsonResponse(200, { count: 4 })
        : undefined,
    );
    await screen.findByTestId('dashboard-slice-table');
    const statisticsCalls = api.find('GET', 'statistics/').length;
    await user.click(screen.getByTestId('dashboard-finalize'));
    const dialog = screen.getByRole('dialog', { name: 'Finalize reading period' });
    await user.click(within(dialog).getByLabelText('Reading requests of an energy supplier'));
    await user.click(within(dialog).getByLabelText('Energy supplier'));
    await user.click(await screen.findByRole('option', { name: 'Ablesedienst Demo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    expect(
      await screen.findByText('Reading period finalized: 4 reading requests were rejected.'),
    ).toBeTruthy();
    const [post] = api.find('POST', `companies/${COMPANY_ID}/finalize-reading-period/`);
    expect(post?.body).toEqual({ energy_supplier_id: expect.any(String) });
    await waitFor(() => expect(api.find('GET', 'statistics/').length).toBeGreaterThan(statisticsCalls));
  });

  it('gives a meter reader only their rows and the panel without tabs or disposition', async () => {
    setup(userWith('meter_reader', 'meter_reading_service'));
    await screen.findByTestId('dashboard-slice-table');
    const rows = screen.getAllByTestId(/^dashboard-task-/).map((row) => row.dataset.testid);
    expect(rows).toEqual(['dashboard-task-meters', 'dashboard-task-open_requests']);
    expect(Object.fromEntries(linkQuery(taskLink('open_requests')))).toEqual({
      status: 'new',
      delegate: userFixture().email,
    });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByTestId('dashboard-disposition')).toBeNull();
  });

  it('shows the welcome and the tasks first, the panels once the browser is idle', async () => {
    const idle = holdIdleCallbacks();
    const { api } = setup(userWith('scheduler', 'energy_supplier'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Energy' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-task-meters')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-requests')).toBeNull();
    expect(api.find('GET', 'statistics/')).toHaveLength(0);
    await idle();
    expect(await screen.findByTestId('dashboard-requests')).toBeTruthy();
    expect(screen.getByTestId('dashboard-disposition')).toBeTruthy();
    await waitFor(() => expect(api.find('GET', 'statistics/')).toHaveLength(1));
  });

  it('builds the panels below the fold (a phone) only when the user scrolls towards them', async () => {
    const idle = holdIdleCallbacks();
    const view = stubIntersectionObserver();
    const { api } = setup(userWith('scheduler', 'energy_supplier'));
    await screen.findByTestId('dashboard-task-meters');
    await idle();
    expect(screen.queryByTestId('dashboard-requests')).toBeNull();
    expect(api.find('GET', 'statistics/')).toHaveLength(0);
    view.report(true);
    await idle();
    expect(await screen.findByTestId('dashboard-requests')).toBeTruthy();
    await waitFor(() => expect(api.find('GET', 'statistics/')).toHaveLength(1));
  });

  it('gives the companies administration tasks without the requests and disposition panels', async () => {
    const idle = holdIdleCallbacks();
    const { api } = setup(userWith('admin', 'companies_administration'));
    await screen.findByTestId('dashboard-task-meters');
    await idle();
    expect(screen.queryByTestId('dashboard-requests')).toBeNull();
    expect(screen.queryByTestId('dashboard-disposition')).toBeNull();
    expect(api.find('GET', 'statistics/')).toHaveLength(0);
    expect(screen.queryByTestId('dashboard-task-open_requests')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, userFixture } from '../../../testing/session-fixtures';
import { useDashboardDates } from './use-dashboard-dates';

function Probe() {
  const dates = useDashboardDates();
  return (
    <button type="button" onClick={() => dates.setRange({ from: '2026-02-01', to: undefined })}>
      {`${dates.start ?? '-'} ${dates.end ?? '-'}`}
    </button>
  );
}

describe('useDashboardDates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the range from the user's settings and saves a change into them, keeping the others", async () => {
    const user = userEvent.setup();
    const settings = {
      rows_per_page: { meters: 20 as const },
      dashboard_min_date: '2026-01-01',
      dashboard_max_date: '2026-03-31',
    };
    const api = fakeApi((call) =>
      call.method === 'PATCH'
        ? jsonResponse(200, userFixture({ custom_data: (call.body as { custom_data: never }).custom_data }))
        : undefined,
    );
    renderPage(<Probe />, { route: '/', user: { custom_data: { webportal_settings: settings } } });
    await user.click(screen.getByRole('button', { name: '2026-01-01 2026-03-31' }));
    await waitFor(() => expect(api.find('PATCH', /^users\//)).toHaveLength(1));
    expect(api.find('PATCH', /^users\//)[0]?.body).toEqual({
      custom_data: {
        webportal_settings: {
          rows_per_page: { meters: 20 },
          dashboard_min_date: '2026-02-01',
          dashboard_max_date: null,
        },
      },
    });
    expect(await screen.findByRole('button', { name: '2026-02-01 -' })).toBeTruthy();
  });
});

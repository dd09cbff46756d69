import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { userWith } from '../../testing/session-fixtures';
import { ReportPage } from './report-page';

const ADMINISTRATION = userWith('admin', 'companies_administration');
const CSV_HEADERS = {
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': 'attachment; filename="2026-11-24_annual-report_2025.csv"',
};

/** The page with fetch answering `respond`; the saved files' names and object URLs are recorded. */
function setup(respond: () => Response | Promise<Response>, user = ADMINISTRATION) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => respond());
  vi.stubGlobal('fetch', fetchMock);
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  renderPage(<ReportPage />, { route: '/report', user });
  return { fetchMock, saved };
}

const downloadButton = () => screen.getByRole('button', { name: 'Download' });

describe('ReportPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers the years 2020 to the current one, the current one chosen', async () => {
    setup(() => new Response('x', { headers: CSV_HEADERS }));
    const current = new Date().getUTCFullYear();
    expect(screen.getByRole('heading', { name: 'Annual report' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(select.textContent).toBe(String(current));
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    const expected = Array.from({ length: current - 2019 }, (_, i) => String(current - i));
    expect(options.map((option) => option.textContent)).toEqual(expected);
  });

  it('downloads the chosen year through the API and saves it under the server’s file name', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, saved } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(screen.getByRole('option', { name: '2025' }));
    await user.click(downloadButton());

    // Disabled while the file comes.
    expect(screen.getByRole('button', { name: 'Downloading…' }).hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/reporting/?pagination=page_number&year=2025');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    answer(new Response('\uFEFFcompany_name\r\n', { headers: CSV_HEADERS }));

    await waitFor(() => expect(saved).toEqual(['2026-11-24_annual-report_2025.csv']));
    expect((await screen.findByRole('button', { name: 'Download' })).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows admin.downloadErrorText when the download fails', async () => {
    const { saved } = setup(() => new Response('{"detail":"boom"}', { status: 500 }));
    await userEvent.click(downloadButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The report could not be downloaded. Please try again later.',
    );
    expect(saved).toEqual([]);
  });

  it('tells any other user that the report is the administration’s, without a download', () => {
    setup(() => new Response('x'), userWith('admin', 'energy_supplier'));
    expect(
      screen.getByText('Only the companies administration can download the annual report.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});

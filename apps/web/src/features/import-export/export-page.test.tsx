import { BASE_CONFIGURATION, type Job } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi, type Respond } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { jobFixture, objectUrl, page, testId } from '../../testing/resource-fixtures';
import { jsonResponse, userFixture, userWith } from '../../testing/session-fixtures';
import { SPREADSHEET_TYPE } from './api/download-export';
import { ExportPage } from './export-page';

const CONSUMER_ID = testId('c3');
const SERVICE_ID = testId('c4');
const SUPPLIER_ID = testId('c5');
const company = (id: string, name: string, company_type: string) => ({
  url: objectUrl('companies', id),
  resource_id: id,
  name,
  company_type,
});
const CONTRACTORS = [
  company(SUPPLIER_ID, 'Anderer Versorger', 'energy_supplier'),
  company(SERVICE_ID, 'Ablesedienst Demo', 'meter_reading_service'),
  company(CONSUMER_ID, 'Hausverwaltung Demo', 'commercial_consumer'),
];
const JOB_ID = '0190a1b2-0000-7000-8000-00000000e001';
const XLSX_HEADERS = {
  'Content-Type': SPREADSHEET_TYPE,
  'Content-Disposition': 'attachment; filename="2026-03-01T10-00-00_all.xlsx"',
  'X-Job': `http://localhost/api/v2/jobs/${JOB_ID}/`,
};

const jobOf = (overrides: Partial<Job>): Job =>
  jobFixture({
    resource_id: JOB_ID,
    kind: 'export',
    file_name: '2026-03-01T10-00-00_all.xlsx',
    state: 'running',
    rows_done: 0,
    rows_total: null,
    ...overrides,
  });

/**
 * A download whose headers (with X-Job) come at once and whose body comes in two parts: the first at
 * once, the rest on `finish()`; `fail()` breaks the connection instead.
 */
function streamedFile() {
  const encoder = new TextEncoder();
  let stream!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
      controller.enqueue(encoder.encode('xl'));
    },
  });
  return {
    response: () => new Response(body, { headers: XLSX_HEADERS }),
    finish: () => {
      stream.enqueue(encoder.encode('sx'));
      stream.close();
    },
    fail: () => stream.error(new TypeError('network error')),
  };
}

const isCount = (call: ApiCall) => call.path.startsWith('reading_requests-download-dryrun/');
const isDownload = (call: ApiCall) => call.path.startsWith('reading_requests-download/');
const isJob = (call: ApiCall) => call.method === 'GET' && call.path === `jobs/${JOB_ID}/`;

/** Answers GET jobs/{JOB_ID}/ with `jobs` one after another (the last one again and again). */
const jobAnswers = (jobs: Array<Partial<Job>>): Respond => {
  let asked = 0;
  return (call) =>
    isJob(call) ? jsonResponse(200, jobOf(jobs[Math.min(asked++, jobs.length - 1)]!)) : undefined;
};

/** The export page at `/import-export/export/{mode}`: contractors, a count of `count`, the file from `file`. */
function setup(
  mode: string,
  {
    count = 12,
    file = () => new Response('xlsx', { headers: XLSX_HEADERS }),
    user,
    respond = () => undefined,
  }: {
    count?: number | ((call: ApiCall) => Response);
    file?: () => Response;
    user?: Parameters<typeof userFixture>[0];
    respond?: Respond;
  } = {},
) {
  const api = fakeApi(respond, (call) => {
    if (call.path === 'companies/' && call.query.get('contractors') === 'true')
      return jsonResponse(200, page(CONTRACTORS));
    if (isCount(call)) return typeof count === 'number' ? jsonResponse(200, { count }) : count(call);
    if (isDownload(call)) return file();
    return undefined;
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  const view = renderPage(<ExportPage />, {
    route: `/import-export/export/${mode}`,
    path: '/import-export/export/:mode',
    user,
  });
  const counts = () => api.calls.filter(isCount);
  const downloads = () => api.calls.filter(isDownload);
  return { ...view, ...api, counts, downloads, saved };
}

/**
 * The job queries still asking: a query polls (`refetchInterval`) only while a page observes it enabled,
 * so none left means the job is asked no more, a state to wait for instead of a time without calls.
 */
const pollingJobs = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: ['exports', 'job'] })
    .filter((query) => query.isActive())
    .map((query) => query.queryKey);

/** The query of a call without the client's `pagination`, as a plain object. */
const queryOf = (call: ApiCall) =>
  Object.fromEntries([...call.query.entries()].filter(([key]) => key !== 'pagination'));

/** The request headers fetch got for the `index`th call. */
const headersOf = (index: number) => {
  const init = vi.mocked(fetch).mock.calls[index]![1] as RequestInit;
  return init.headers as Record<string, string>;
};

const countText = () => screen.getByTestId('export-count').textContent;
const progressText = () => screen.getByTestId('export-progress-text').textContent;
const progressBar = () => screen.getByRole('progressbar', { name: 'Progress of the export' });
const downloadButton = () => screen.getByTestId('export-download');

async function typeDate(user: UserEvent, field: 'from' | 'to', ddmmyyyy: string) {
  const days = screen.getAllByRole('spinbutton', { name: 'Day' });
  await user.click(days[field === 'from' ? 0 : 1]!);
  await user.keyboard(ddmmyyyy);
}

/** The date pickers' hidden inputs (DD/MM/YYYY, '' when empty), from then to. */
const dateValues = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[aria-hidden="true"]'))
    .filter((input) => input.closest('.MuiPickersTextField-root'))
    .map((input) => input.value);

describe('ExportPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts all records at once, and exports own submeters or a chosen contractor that is no meter reading service', async () => {
    const { counts } = setup('0');
    expect(screen.getByRole('heading', { name: 'Export' })).toBeTruthy();
    await waitFor(() => expect(countText()).toBe('12 records will be exported.'));
    expect(counts()[0]!.path).toBe('reading_requests-download-dryrun/0/');
    expect(queryOf(counts()[0]!)).toEqual({});

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Only the submeters of my company' }));
    await waitFor(() => expect(counts().length).toBe(2));
    expect(counts()[1]!.path).toBe('reading_requests-download-dryrun/0/');
    expect(queryOf(counts()[1]!)).toEqual({ own_sub_meters: 'true' });

    await user.click(screen.getByRole('radio', { name: 'For a company' }));
    expect(countText()).toBe('Choose a company to see how many records it has.');
    await user.click(screen.getByRole('combobox', { name: /Company/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Anderer Versorger', 'Hausverwaltung Demo']);
    await user.click(screen.getByRole('option', { name: 'Hausverwaltung Demo' }));
    await waitFor(() => expect(counts().length).toBe(3));
    expect(counts()[2]!.path).toBe(`reading_requests-download-dryrun/0/${CONSUMER_ID}/`);
    expect(queryOf(counts()[2]!)).toEqual({});
  });

  it('asks for the company before a download for a company', async () => {
    const { downloads } = setup('1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'For a company' }));
    await user.click(downloadButton());
    expect(await screen.findByText('Choose the company to export for.')).toBeTruthy();
    expect(downloads()).toEqual([]);
  });

  it('clears the end when the start is chosen after it, and the start when the end is chosen before it', async () => {
    const { counts } = setup('0');
    const user = userEvent.setup();
    await typeDate(user, 'to', '10032025');
    await typeDate(user, 'from', '01032025');
    expect(dateValues()).toEqual(['01/03/2025', '10/03/2025']);
    await waitFor(() =>
      expect(queryOf(counts().at(-1)!)).toEqual({ start_date: '2025-03-01', end_date: '2025-03-10' }),
    );

    // A start after the end clears the end.
    await typeDate(user, 'from', '15032025');
    expect(dateValues()).toEqual(['15/03/2025', '']);
    // An end before the start clears the start.
    await typeDate(user, 'to', '05032025');
    expect(dateValues()).toEqual(['', '05/03/2025']);
    await waitFor(() => expect(queryOf(counts().at(-1)!)).toEqual({ end_date: '2025-03-05' }));
  });

  it('counts again, after the debounce, with the chosen filters in the query', async () => {
    const asked: number[] = [];
    const { counts } = setup('0', {
      count: (call) => {
        asked.push(Date.now());
        return jsonResponse(200, { count: call.query.has('filter_status') ? 3 : 1200 });
      },
    });
    await waitFor(() => expect(countText()).toBe('1,200 records will be exported.'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Meter status' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('combobox', { name: 'Request status' }));
    await user.click(screen.getByRole('option', { name: 'New' }));
    await user.click(screen.getByRole('option', { name: 'Success' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Status note' }));
    await user.click(screen.getByRole('option', { name: 'Meter defect' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(countText()).toBe('3 records will be exported.'));
    // Changes within the debounce are asked as one: after the first count, counts come at least the
    // debounce apart (two on a quiet machine; a busy one may click slower than the debounce).
    for (let i = 2; i < asked.length; i++) expect(asked[i]! - asked[i - 1]!).toBeGreaterThanOrEqual(900);
    expect(queryOf(counts().at(-1)!)).toEqual({
      meter_status: 'active',
      filter_status: 'new,success',
      filter_status_note: 'meter_defect',
    });
  });

  it('downloads the file with the filters, as xlsx or CSV, under the server’s name; disabled while it comes', async () => {
    let answer: (response: Response) => void = () => {};
    const { downloads, saved, calls } = setup('1', {
      file: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    await waitFor(() => expect(countText()).toBe('12 records will be exported.'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Meter status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await user.click(downloadButton());

    await waitFor(() => expect(downloads().length).toBe(1));
    expect(downloadButton().hasAttribute('disabled')).toBe(true);
    expect(downloadButton().textContent).toBe('Downloading…');
    const call = downloads()[0]!;
    expect(call.path).toBe('reading_requests-download/1/');
    expect(queryOf(call)).toEqual({ meter_status: 'inactive' });
    expect(headersOf(calls.indexOf(call))).toMatchObject({
      Accept: SPREADSHEET_TYPE,
      Authorization: 'Bearer tok',
    });
    answer(new Response('xlsx', { headers: XLSX_HEADERS }));
    await waitFor(() => expect(saved).toEqual(['2026-03-01T10-00-00_all.xlsx']));
    await waitFor(() => expect(downloadButton().hasAttribute('disabled')).toBe(false));

    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.click(downloadButton());
    await waitFor(() => expect(downloads().length).toBe(2));
    expect(headersOf(calls.indexOf(downloads()[1]!)).Accept).toBe('text/csv');
    answer(
      new Response('street\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="x_all.csv"' },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['2026-03-01T10-00-00_all.xlsx', 'x_all.csv']));
  });

  it('polls the export’s job once the headers are there: a determinate bar of its rows until the file is saved', async () => {
    const file = streamedFile();
    const { calls, saved, queryClient } = setup('1', {
      file: file.response,
      respond: jobAnswers([
        { rows_done: 0, rows_total: null },
        { rows_done: 12_345, rows_total: 1_067_010 },
      ]),
    });
    const jobCalls = () => calls.filter(isJob);
    await waitFor(() => expect(countText()).toBe('12 records will be exported.'));
    await userEvent.setup().click(downloadButton());

    // The total is not known yet: an indeterminate bar.
    await waitFor(() => expect(jobCalls().length).toBe(1));
    expect(progressText()).toBe('Preparing the file…');
    expect(progressBar().hasAttribute('aria-valuenow')).toBe(false);
    expect(downloadButton().textContent).toBe('Downloading…');

    // The next poll, a second later, knows the total.
    await waitFor(() => expect(progressText()).toBe('12,345 of 1,067,010 rows'));
    expect(jobCalls().length).toBe(2);
    expect(progressBar().getAttribute('aria-valuenow')).toBe('1');
    expect(progressBar().getAttribute('aria-valuetext')).toBe('12,345 of 1,067,010 rows');
    expect(saved).toEqual([]);

    // The body is complete: the file is saved, the bar goes and the job is asked no more.
    file.finish();
    await waitFor(() => expect(saved).toEqual(['2026-03-01T10-00-00_all.xlsx']));
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    await waitFor(() => expect(pollingJobs(queryClient)).toEqual([]));
    expect(downloadButton().hasAttribute('disabled')).toBe(false);
  });

  it('stops polling the job and shows the failure dialog when the body breaks off', async () => {
    const file = streamedFile();
    const { saved, queryClient } = setup('0', {
      file: file.response,
      respond: jobAnswers([{ rows_done: 500, rows_total: 2_000 }]),
    });
    await userEvent.setup().click(downloadButton());
    await waitFor(() => expect(progressText()).toBe('500 of 2,000 rows'));
    expect(progressBar().getAttribute('aria-valuenow')).toBe('25');

    file.fail();
    const dialog = await screen.findByRole('dialog', { name: 'Export failed' });
    expect(
      within(dialog).getByText('The export could not be downloaded. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('export-progress')).toBeNull();
    await waitFor(() => expect(pollingJobs(queryClient)).toEqual([]));
    expect(saved).toEqual([]);
  });

  it('offers no download of nothing: the button is disabled with a count of 0', async () => {
    setup('0', { count: 0 });
    await waitFor(() => expect(countText()).toBe('0 records will be exported.'));
    expect(downloadButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows downloadErrorText, the server’s message and the time when the download fails', async () => {
    const { saved } = setup('0', {
      file: () => jsonResponse(500, { detail: 'The export store is unavailable.' }),
    });
    const clicked = Math.floor(Date.now() / 1000) * 1000; // the time shown may be whole seconds
    await userEvent.click(downloadButton());
    const dialog = await screen.findByRole('dialog', { name: 'Export failed' });
    expect(
      within(dialog).getByText('The export could not be downloaded. Please try again later.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('export-failure-message').textContent).toBe(
      'The export store is unavailable.',
    );
    const time = within(dialog).getByTestId('export-failure-time');
    // The failure's time: after the click, and not after the dialog showed it.
    const failedAt = Date.parse(time.getAttribute('dateTime')!);
    expect(failedAt).toBeGreaterThanOrEqual(clicked);
    expect(failedAt).toBeLessThanOrEqual(Date.now());
    expect(time.textContent).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(saved).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ends the session (to /login) when the server answers 403, with no dialog', async () => {
    setup('0', { file: () => jsonResponse(403, { detail: 'You may not export.' }) });
    expect(window.localStorage.getItem('portal.session')).not.toBeNull();
    await userEvent.click(downloadButton());
    await waitFor(() => expect(window.localStorage.getItem('portal.session')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs a failed count and ends the session on its 403', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup('0', { count: () => jsonResponse(403, { detail: 'You may not export.' }) });
    await waitFor(() => expect(window.localStorage.getItem('portal.session')).toBeNull());
    expect(warn).toHaveBeenCalledWith('the export count could not be loaded', expect.anything());
  });

  it('shows only the filters of the mode', async () => {
    setup('1');
    expect(screen.getByRole('combobox', { name: 'Meter status' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Request status' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Status note' })).toBeNull();
    expect(screen.queryAllByRole('spinbutton', { name: 'Day' })).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Planned start' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Buildings and meters' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Readings' }));
    expect(await screen.findByRole('group', { name: 'Reading date' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Request status' })).toBeNull();
    expect(screen.getAllByRole('spinbutton', { name: 'Day' }).length).toBe(2);

    await user.click(screen.getByRole('tab', { name: 'Reading requests' }));
    expect(await screen.findByRole('combobox', { name: 'Request status' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status note' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Planned start' })).toBeTruthy();
  });

  it('offers only the configured modes, and nothing to a meter reader', async () => {
    const readingsOnly = userFixture({
      app_customization_tables: {
        features: { ...BASE_CONFIGURATION, IMPORT_MODES: ['ALL'] },
        meter_presets: [],
      },
    });
    const view = setup('1', { user: readingsOnly });
    await waitFor(() => expect(view.location()).toBe('/import-export/export/0'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Reading requests',
      'Readings',
    ]);
    view.unmount();

    // reader@demo.example: service@demo.example's company exports, a meter reader may not.
    setup('0', { user: userWith('meter_reader', 'meter_reading_service') });
    expect(screen.getByTestId('export-not-allowed').textContent).toBe(
      'Your role does not allow exporting data.',
    );
    expect(screen.queryByTestId('export-download')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it.each([
    { who: 'the administration’s admin', user: userWith('admin', 'companies_administration') },
    {
      who: 'a supplier’s admin when EXPORT_COMPANY_TYPES leaves suppliers out',
      user: userFixture({
        app_customization_tables: {
          features: { ...BASE_CONFIGURATION, EXPORT_COMPANY_TYPES: ['commercial_consumer'] },
          meter_presets: [],
        },
      }),
    },
  ])('tells $who that their company cannot export', ({ user }) => {
    setup('0', { user });
    expect(screen.getByTestId('export-not-allowed').textContent).toBe('Your company cannot export data.');
    expect(screen.queryByTestId('export-download')).toBeNull();
  });
});

import { JOB_MESSAGES_MAX, type Job, type JobMessage } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { page } from '../../testing/resource-fixtures';
import { jsonResponse, userWith } from '../../testing/session-fixtures';
import { importKeys } from './api/upload-import';
import { JOB_CHECK, JOB_READINGS, JOBS, jobOf } from './import-history-fixtures';
import { ImportHistoryPage } from './import-history-page';

const isList = (call: ApiCall) => call.method === 'GET' && call.path === 'jobs/';

/**
 * The history at `route`; GET jobs/{id}/ answers `reports[id]` one after another (the last one again and
 * again), or the listed job.
 */
function setup(
  route = '/import-export/history',
  {
    reports = {},
    user,
  }: {
    /** A job's answers in turn (the last repeated), or one chosen when asked. */
    reports?: Record<string, Job[] | (() => Job)>;
    user?: ReturnType<typeof userWith>;
  } = {},
) {
  const asked: Record<string, number> = {};
  const api = fakeApi((call) => {
    if (isList(call)) return jsonResponse(200, page(JOBS));
    const id = /^jobs\/([0-9a-f-]+)\/$/.exec(call.path)?.[1];
    if (call.method !== 'GET' || !id) return undefined;
    const report = reports[id];
    if (typeof report === 'function') return jsonResponse(200, report());
    const answers = report ?? JOBS.filter((job) => job.resource_id === id);
    if (answers.length === 0) return jsonResponse(404, { detail: 'Not found.' });
    asked[id] = (asked[id] ?? 0) + 1;
    return jsonResponse(200, answers[Math.min(asked[id] - 1, answers.length - 1)]);
  });
  const view = renderPage(<ImportHistoryPage disableVirtualization />, {
    route,
    path: '/import-export/history',
    user,
  });
  return {
    ...view,
    lists: () => api.calls.filter(isList),
    reportCalls: (id: string) => api.find('GET', `jobs/${id}/`),
  };
}

async function grid() {
  const table = await screen.findByRole('grid', { name: 'Import history' });
  await within(table).findByText('bad.csv');
  return table;
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('[role="row"]') as HTMLElement;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await userEvent.setup().click(await screen.findByRole('option', { name: option }));
}

describe('ImportHistoryPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the imports newest first with mode, check or import, state and what they did', async () => {
    const { lists } = setup();
    expect(screen.getByRole('heading', { name: 'Import history' })).toBeTruthy();
    const table = await grid();
    expect(Object.fromEntries(lists()[0]!.query)).toMatchObject({
      kind: 'import',
      o: '-created',
      page: '1',
      page_size: '50',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Started', 'File', 'Data', 'Type', 'State', 'What it did', 'Started by']);

    const imported = rowOf(table, 'meters.csv');
    expect(within(imported).getByText('Buildings and meters')).toBeTruthy();
    expect(within(imported).getByText('Import')).toBeTruthy();
    expect(within(imported).getByText('Succeeded')).toBeTruthy();
    expect(
      within(imported).getByText('5 meters created, 2 buildings updated, 1 building unchanged'),
    ).toBeTruthy();
    expect(within(imported).getByText('consumer@demo.example')).toBeTruthy();
    expect(within(imported).getByText(/^Mar 1, 2026/)).toBeTruthy();

    const checked = rowOf(table, 'bad.csv');
    expect(within(checked).getByText('Check')).toBeTruthy();
    expect(within(checked).getByText('Failed')).toBeTruthy();
    expect(within(checked).getByText('The file cannot be imported')).toBeTruthy();

    const running = rowOf(table, 'readings.xlsx');
    expect(within(running).getByText('Readings')).toBeTruthy();
    expect(within(running).getByText('Running: 500 / 2,000')).toBeTruthy();
    expect(within(running).getByText('Not done yet')).toBeTruthy();
  });

  it('sends the mode, state and check-or-import filters to the server, kept in the URL', async () => {
    const { lists, location } = setup();
    await grid();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Data' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Reading requests',
      'Buildings and meters',
      'Readings',
    ]);
    await userEvent.setup().click(screen.getByRole('option', { name: 'Readings' }));
    await choose('State', 'Failed');
    await choose('Type', 'Checks');
    await waitFor(() =>
      expect(location()).toBe('/import-export/history?mode=READINGS&state=failed&dry_run=true'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lists().at(-1)!.query)).toMatchObject({
        kind: 'import',
        mode: 'READINGS',
        state: 'failed',
        dry_run: 'true',
      }),
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText(/Readings/)).toBeTruthy();
    expect(within(chips).getByText(/Checks/)).toBeTruthy();
  });

  it('opens a row’s report with every message by row and column, and closes it', async () => {
    const { location } = setup();
    const user = userEvent.setup();
    const table = await grid();
    await user.click(within(rowOf(table, 'bad.csv')).getByText('The file cannot be imported'));
    const dialog = await screen.findByRole('dialog', { name: 'Report: bad.csv' });
    expect(location()).toBe(`/import-export/history?job=${JOB_CHECK}`);
    const messages = within(dialog).getByTestId('import-report-messages');
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 7, meter_id: This meter number exists already.',
      'Row 8: The row is empty.',
      'The file has no header row.',
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Messages (3)' })).toBeTruthy();
    expect(within(dialog).getByText('sabine.hoffmann@demo.example')).toBeTruthy();
    expect(within(dialog).getByTestId('import-report-summary').textContent).toBe(
      'The file cannot be imported',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/import-export/history');
  });

  it('opens the report from the file name’s button too', async () => {
    setup();
    const table = await grid();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'meters.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report: meters.csv' });
    const counts = within(dialog).getByRole('table', { name: 'Counts by record type' });
    expect(
      within(counts)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Records', 'Created', 'Updated', 'Unchanged'],
      ['Buildings', '0', '2', '1'],
      ['Meters', '5', '0', '0'],
    ]);
    expect(within(dialog).getByText('No messages.')).toBeTruthy();
  });

  it('opens the report of `?job=` directly, asking a running job again every second', async () => {
    const notes: JobMessage[] = Array.from({ length: 12 }, (_, i) => ({
      row: 2 + i,
      column: '1-0:1.8.0',
      message: 'The reading is implausible.',
    }));
    const running = JOBS[0]!;
    const succeeded: Job = {
      ...running,
      state: 'succeeded',
      rows_done: 2000,
      finished: '2026-03-01T10:02:00.000Z',
      messages: notes,
      result: {
        created: { readings: 1990 },
        unchanged: { readings: 10 },
        implausible: { readings: 12 },
      },
    };
    // The job runs until the running report has been looked at, however slowly the page renders.
    let ended = false;
    const { reportCalls } = setup(`/import-export/history?job=${JOB_READINGS}`, {
      reports: { [JOB_READINGS]: () => (ended ? succeeded : running) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Report: readings.xlsx' });
    await waitFor(() => expect(within(dialog).getByText('Running: 500 / 2,000')).toBeTruthy());
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of the import' })).toBeTruthy();
    expect(within(dialog).getByTestId('import-report-rows').textContent).toBe('500 of 2,000');
    const askedWhileRunning = reportCalls(JOB_READINGS).length;
    ended = true;

    await waitFor(() => expect(within(dialog).getByText('Succeeded')).toBeTruthy());
    expect(reportCalls(JOB_READINGS).length).toBeGreaterThan(askedWhileRunning);
    expect(within(dialog).getByTestId('import-report-summary').textContent).toBe(
      '1,990 readings created, 10 readings unchanged, 12 readings implausible',
    );
    // Many messages are a table of row, column and message.
    const table = within(dialog).getByRole('table', { name: 'Messages by row and column' });
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBe(13);
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual([
      '2',
      '1-0:1.8.0',
      'The reading is implausible.',
    ]);
  });

  it('counts all of a job’s messages in the report, also those it did not keep (400,000)', async () => {
    const kept: JobMessage[] = Array.from({ length: JOB_MESSAGES_MAX }, (_, i) => ({
      row: 2 + i,
      column: 'zip_code',
      message: 'Not a zip code.',
    }));
    const notShown = '399,000 more messages are not shown (only the first ones are kept).';
    const failed = jobOf({
      resource_id: JOB_CHECK,
      file_name: 'huge.csv',
      dry_run: true,
      state: 'failed',
      rows_done: 400_000,
      rows_total: 400_000,
      messages: [...kept, { row: null, column: null, message: notShown }],
    });
    setup(`/import-export/history?job=${JOB_CHECK}`, { reports: { [JOB_CHECK]: [failed] } });
    const dialog = await screen.findByRole('dialog', { name: 'Report: huge.csv' });
    // (Queries by text and selector: role queries over a thousand rows take seconds in happy-dom.)
    const heading = await within(dialog).findByText('Messages (400,000)');
    expect(heading.tagName).toBe('H3');
    // The kept messages are listed, and the line that counts the rest last.
    const rows = within(dialog).getByTestId('import-report-messages').querySelectorAll('tbody tr');
    expect(rows.length).toBe(JOB_MESSAGES_MAX + 1);
    expect(rows[rows.length - 1]!.textContent).toBe(notShown);
  });

  it('says so when a report cannot be loaded', async () => {
    setup('/import-export/history?job=0190a1b2-0000-7000-8000-00000000afff');
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    expect(await within(dialog).findByText('The report could not be loaded.')).toBeTruthy();
  });

  it.each([
    { role: 'basic', type: 'commercial_consumer', text: 'Your role does not allow importing data.' },
    { role: 'meter_reader', type: 'meter_reading_service', text: 'Your role does not allow importing data.' },
    { role: 'admin', type: 'companies_administration', text: 'Your company cannot import data.' },
  ] as const)(
    'tells a $role of a $type why they may not import, and asks for no jobs',
    async ({ role, type, text }) => {
      const { lists, queryClient } = setup('/import-export/history', { user: userWith(role, type) });
      expect(screen.getByTestId('import-not-allowed').textContent).toBe(text);
      expect(screen.queryByRole('grid')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Import a file' })).toBeNull();
      // The page holds no query of the history's pages: none asks, later either.
      expect(queryClient.getQueryCache().findAll({ queryKey: importKeys.lists() })).toEqual([]);
      expect(lists()).toEqual([]);
    },
  );
});

import {
  BASE_CONFIGURATION,
  JOB_MESSAGES_MAX,
  type Job,
  type JobMessage,
  type PortalConfiguration,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { jobFixture } from '../../testing/resource-fixtures';
import { jsonResponse, userFixture, userWith } from '../../testing/session-fixtures';
import { ImportPage } from './import-page';

const JOB_ID = '0190a1b2-0000-7000-8000-00000000a001';
const CSV = 'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit\r\n';

const jobOf = (overrides: Partial<Job>): Job => jobFixture({ resource_id: JOB_ID, ...overrides });

const isUpload = (call: ApiCall) => call.method === 'PUT' && call.path.startsWith('reading_requests-upload/');
const isJob = (call: ApiCall) => call.method === 'GET' && call.path === `jobs/${JOB_ID}/`;

/**
 * The import page at `/import-export/import/{mode}` (a route with its query, e.g. `1?job=…`): the upload
 * answers `upload()` (202 with the job by default), and the job answers `jobs` one after another (the last
 * one again and again).
 */
function setup(
  mode: string,
  {
    upload = () => jsonResponse(202, { report: JOB_ID, job: `http://localhost/api/v2/jobs/${JOB_ID}/` }),
    jobs = [jobOf({})],
    user,
  }: {
    upload?: () => Response;
    jobs?: Array<Partial<Job>>;
    user?: Parameters<typeof userFixture>[0];
  } = {},
) {
  let asked = 0;
  const api = fakeApi((call) => {
    if (isUpload(call)) return upload();
    if (isJob(call)) return jsonResponse(200, jobOf(jobs[Math.min(asked++, jobs.length - 1)]!));
    return undefined;
  });
  const view = renderPage(<ImportPage />, {
    route: `/import-export/import/${mode}`,
    path: '/import-export/import/:mode',
    user,
  });
  return {
    ...view,
    ...api,
    uploads: () => api.calls.filter(isUpload),
    jobCalls: () => api.calls.filter(isJob),
  };
}

const withConfiguration = (overrides: Partial<PortalConfiguration>) =>
  userFixture({
    app_customization_tables: { features: { ...BASE_CONFIGURATION, ...overrides }, meter_presets: [] },
  });
const withModes = (modes: Array<'ALL' | 'BASE'>) => withConfiguration({ IMPORT_MODES: modes });

const csvFile = (name = 'meters.csv') => new File([CSV], name, { type: 'text/csv' });
const checkButton = () => screen.getByRole('button', { name: 'Check' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

async function choose(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('import-file'), file);
  return user;
}

/** The request headers fetch got for the `index`th call. */
const headersOf = (index: number) =>
  (vi.mocked(fetch).mock.calls[index]![1] as RequestInit).headers as Record<string, string>;

describe('ImportPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('disables Check and Upload without a file, and ignores a file name without an extension', async () => {
    const { uploads } = setup('1');
    expect(screen.getByRole('heading', { name: 'Import' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Buildings and meters' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByTestId('import-template').getAttribute('href')).toBe(
      '/api/v2/reading_requests-template/1/',
    );
    expect(checkButton().hasAttribute('disabled')).toBe(true);
    expect(uploadButton().hasAttribute('disabled')).toBe(true);

    await choose(new File([CSV], 'meters', { type: 'text/csv' }));
    expect(screen.getByTestId('import-ignored').textContent).toContain('“meters” has no file extension');
    expect(screen.getByTestId('import-file-name').textContent).toBe('No file chosen');
    expect(checkButton().hasAttribute('disabled')).toBe(true);
    expect(uploadButton().hasAttribute('disabled')).toBe(true);

    await choose(csvFile());
    expect(screen.getByTestId('import-file-name').textContent).toBe('meters.csv');
    expect(screen.queryByTestId('import-ignored')).toBeNull();
    expect(checkButton().hasAttribute('disabled')).toBe(false);
    expect(uploadButton().hasAttribute('disabled')).toBe(false);
    expect(uploads()).toEqual([]);
  });

  it('checks the file (the dry run: the file itself, its type and name, asynchronously) and says so', async () => {
    const { uploads, calls, location } = setup('1', { jobs: [jobOf({ dry_run: true })] });
    const file = csvFile('Zähler März.csv');
    const user = await choose(file);
    await user.click(checkButton());
    const dialog = await screen.findByRole('dialog', { name: 'File successfully checked!' });
    expect(within(dialog).queryByTestId('import-back-to')).toBeNull();
    expect(uploads().length).toBe(1);
    const call = uploads()[0]!;
    expect(call.path).toBe('reading_requests-upload/1/1/');
    expect(call.body).toBe(file);
    expect(headersOf(calls.indexOf(call))).toMatchObject({
      'Content-Type': 'text/csv',
      'Content-Disposition': `attachment; filename="Z_hler M_rz.csv"; filename*=UTF-8''Z%C3%A4hler%20M%C3%A4rz.csv`,
      Prefer: 'respond-async',
      Authorization: 'Bearer tok',
    });
    // The accepted job is in the URL (a reload follows it); closing the dialog takes it out.
    expect(location()).toBe(`/import-export/import/1?job=${JOB_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/import-export/import/1');
  });

  it.each([
    { modes: ['ALL', 'BASE'] as const, mode: '1', label: 'Back to the start page', to: '/' },
    { modes: ['ALL'] as const, mode: '0', label: 'Back to the reading requests', to: '/reading-requests' },
    { modes: ['BASE'] as const, mode: '1', label: 'Back to the buildings', to: '/buildings' },
  ])(
    'uploads for real and leads back to $to when IMPORT_MODES is $modes',
    async ({ modes, mode, label, to }) => {
      const { uploads, location } = setup(mode, { user: withModes([...modes]) });
      const user = await choose(csvFile());
      await user.click(uploadButton());
      const dialog = await screen.findByRole('dialog', { name: 'File successfully imported!' });
      expect(uploads()[0]!.path).toBe(`reading_requests-upload/${mode}/`);
      expect(within(dialog).getByText('The file “meters.csv” was imported.')).toBeTruthy();
      await user.click(within(dialog).getByRole('link', { name: label }));
      await waitFor(() => expect(location()).toBe(to));
    },
  );

  it('shows processingError and the refused rows (50 of them, and how many more) when the job fails', async () => {
    const messages: JobMessage[] = [
      { row: 7, column: 'meter_id', message: 'This meter number exists already.' },
      { row: 8, column: null, message: 'The row is empty.' },
      { row: null, column: null, message: 'The file has no header row.' },
      ...Array.from({ length: 57 }, (_, i) => ({
        row: 10 + i,
        column: 'zip_code',
        message: 'Not a zip code.',
      })),
    ];
    setup('1', { jobs: [jobOf({ state: 'failed', messages })] });
    const user = await choose(csvFile());
    await user.click(uploadButton());
    const alert = await screen.findByTestId('import-error');
    expect(within(alert).getByText('The file could not be processed. Nothing was imported.')).toBeTruthy();
    const items = within(screen.getByTestId('import-messages')).getAllByRole('listitem');
    expect(items.length).toBe(50);
    expect(items.slice(0, 4).map((item) => item.textContent)).toEqual([
      'Row 7, meter_id: This meter number exists already.',
      'Row 8: The row is empty.',
      'The file has no header row.',
      'Row 10, zip_code: Not a zip code.',
    ]);
    expect(screen.getByTestId('import-more-messages').textContent).toBe('… and 10 more messages.');
    expect(within(alert).getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      `/import-export/history?job=${JOB_ID}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The file stays chosen: it can be sent again once it is fixed.
    expect(uploadButton().hasAttribute('disabled')).toBe(false);
  });

  it.each([
    { language: 'en', more: '… and 399,950 more messages.' },
    { language: 'de', more: '… und 399.950 weitere Meldungen.' },
  ])(
    'counts every refused row, also those the job did not keep (400,000 of them, $language)',
    async ({ language, more }) => {
      // The job kept its first 1,000 messages and counts the other 399,000 in one more line.
      const messages: JobMessage[] = [
        ...Array.from({ length: JOB_MESSAGES_MAX }, (_, i) => ({
          row: 2 + i,
          column: 'zip_code',
          message: 'Not a zip code.',
        })),
        {
          row: null,
          column: null,
          message: '399,000 more messages are not shown (only the first ones are kept).',
        },
      ];
      await i18next.changeLanguage(language);
      try {
        setup('1', { jobs: [jobOf({ state: 'failed', messages, rows_done: 400_000, rows_total: 400_000 })] });
        const user = await choose(csvFile());
        await user.click(screen.getByTestId('import-upload'));
        await screen.findByTestId('import-error');
        expect(within(screen.getByTestId('import-messages')).getAllByRole('listitem').length).toBe(50);
        expect(screen.getByTestId('import-more-messages').textContent).toBe(more);
      } finally {
        await i18next.changeLanguage('en');
      }
    },
  );

  it('shows uploadError with the server’s detail when the upload is refused (a mode not built yet)', async () => {
    setup('0', {
      upload: () => jsonResponse(501, { detail: 'Importing in mode 0 is not built yet.' }),
    });
    const user = await choose(csvFile());
    await user.click(checkButton());
    const alert = await screen.findByTestId('import-error');
    expect(within(alert).getByText('The file could not be uploaded.')).toBeTruthy();
    expect(within(alert).getByText('Importing in mode 0 is not built yet.')).toBeTruthy();
    expect(screen.queryByTestId('import-messages')).toBeNull();
  });

  it('ends the session (to /login) when the server answers 403, with no alert or dialog', async () => {
    setup('1', { upload: () => jsonResponse(403, { detail: 'You may not import.' }) });
    const user = await choose(csvFile());
    expect(window.localStorage.getItem('portal.session')).not.toBeNull();
    await user.click(uploadButton());
    await waitFor(() => expect(window.localStorage.getItem('portal.session')).toBeNull());
    expect(screen.queryByTestId('import-error')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the job’s progress, polled every second, until it has ended', async () => {
    const { jobCalls } = setup('1', {
      jobs: [
        { state: 'running', rows_done: 0, rows_total: null },
        { state: 'running', rows_done: 500, rows_total: 2000 },
        { state: 'succeeded', rows_done: 2000, rows_total: 2000 },
      ],
    });
    const user = await choose(csvFile());
    await user.click(uploadButton());
    await waitFor(() =>
      expect(screen.getByTestId('import-progress-text').textContent).toBe('Reading the file…'),
    );
    expect(screen.getByText('An import may take several minutes. Please keep this page open.')).toBeTruthy();
    expect(checkButton().hasAttribute('disabled')).toBe(true);
    expect(uploadButton().hasAttribute('disabled')).toBe(true);

    await waitFor(() =>
      expect(screen.getByTestId('import-progress-text').textContent).toBe('500 of 2,000 rows processed'),
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress of the import' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');

    await screen.findByRole('dialog', { name: 'File successfully imported!' });
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(jobCalls().length).toBe(3);
  });

  it('follows the job named in the URL after a reload: its progress, then the dialog', async () => {
    const { uploads, jobCalls, location } = setup(`1?job=${JOB_ID}`, {
      jobs: [
        { state: 'running', rows_done: 500, rows_total: 2000 },
        { state: 'succeeded', rows_done: 2000, rows_total: 2000, file_name: 'Zähler.csv' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByTestId('import-progress-text').textContent).toBe('500 of 2,000 rows processed'),
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progress of the import' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'File successfully imported!' });
    expect(within(dialog).getByText('The file “Zähler.csv” was imported.')).toBeTruthy();
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(uploads()).toEqual([]);
    expect(jobCalls().length).toBe(2);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/import-export/import/1'));
  });

  it('shows the refused rows of a job named in the URL, with its report in the history', async () => {
    setup(`1?job=${JOB_ID}`, {
      jobs: [{ state: 'failed', messages: [{ row: 3, column: 'zip_code', message: 'Not a zip code.' }] }],
    });
    const alert = await screen.findByTestId('import-error');
    expect(within(alert).getByRole('listitem').textContent).toBe('Row 3, zip_code: Not a zip code.');
    expect(within(alert).getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe(
      `/import-export/history?job=${JOB_ID}`,
    );
  });

  it('offers only the modes a file may be uploaded in: APP_IMPORT_MODES without ALL hides mode 0', async () => {
    const { location } = setup('0', { user: withConfiguration({ APP_IMPORT_MODES: ['BASE'] }) });
    await waitFor(() => expect(location()).toBe('/import-export/import/1'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Buildings and meters',
      'Readings',
    ]);
    expect(screen.queryByRole('tab', { name: 'Reading requests' })).toBeNull();
  });

  it('links to the import history and to the export', () => {
    setup('1');
    expect(screen.getByRole('link', { name: 'Import history' }).getAttribute('href')).toBe(
      '/import-export/history',
    );
    expect(screen.getByRole('link', { name: 'Export data instead' }).getAttribute('href')).toBe(
      '/import-export/export/1',
    );
  });

  it.each([
    // basic@demo.example: consumer@demo.example's company imports, a basic user may not.
    {
      who: 'a basic user of a consumer',
      user: userWith('basic', 'commercial_consumer'),
      text: 'Your role does not allow importing data.',
    },
    {
      who: 'a meter reader of a reading service',
      user: userWith('meter_reader', 'meter_reading_service'),
      text: 'Your role does not allow importing data.',
    },
    {
      who: 'the administration’s admin',
      user: userWith('admin', 'companies_administration'),
      text: 'Your company cannot import data.',
    },
    {
      who: 'a supplier’s admin when IMPORT_COMPANY_TYPES leaves suppliers out',
      user: withConfiguration({ IMPORT_COMPANY_TYPES: ['commercial_consumer'] }),
      text: 'Your company cannot import data.',
    },
  ])('tells $who why they may not import, with no form', ({ user, text }) => {
    setup('1', { user });
    expect(screen.getByTestId('import-not-allowed').textContent).toBe(text);
    expect(screen.queryByTestId('import-file')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import history' })).toBeNull();
  });
});

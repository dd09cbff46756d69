import { expect, expectNoA11yViolations, signInViaApi, test } from './fixtures';

const HEADER = 'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit';

/** A small CSV of one building and its meter, as the file picker gets it. */
const csvFile = (name: string, ...rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`),
});

test('the consumer checks and imports a meter; it needs a check in the meters list', async ({ page }) => {
  const meterId = `E2E-IMP-${Date.now()}`;
  await signInViaApi(page, 'consumer@demo.example', '/portal/import-export/import/1');
  await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Buildings and meters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Check' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await expect(page.getByTestId('import-template')).toHaveAttribute(
    'href',
    '/api/v2/reading_requests-template/1/',
  );
  await expectNoA11yViolations(page, 'import page');

  await page
    .getByTestId('import-file')
    .setInputFiles(
      csvFile('e2e-meters.csv', `Importgasse,7,10115,Berlin,${meterId},1-0:1.8.0,electricity,kWh`),
    );
  await expect(page.getByTestId('import-file-name')).toHaveText('e2e-meters.csv');

  // The dry run keeps nothing.
  await page.getByRole('button', { name: 'Check' }).click();
  const checked = page.getByRole('dialog', { name: 'File successfully checked!' });
  await expect(checked).toBeVisible();
  await expectNoA11yViolations(page, 'import checked dialog');
  await checked.getByRole('button', { name: 'Close' }).click();
  await expect(checked).toHaveCount(0);
  const before = await page.request.get(`/api/v2/meters/?search=${meterId}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect((await before.json()).count).toBe(0);

  // The progress bar while the job runs. The server is done with one row long before a poll could see it
  // running, so the page's first poll of the job is held (not answered by the test: the real server
  // answers it once let go) until the bar has been seen.
  let letGo: () => void = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(
    (url) => /^\/api\/v2\/jobs\/[0-9a-f-]{36}\/$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  const polled = page.waitForRequest((request) => /\/api\/v2\/jobs\/[0-9a-f-]{36}\//.test(request.url()));
  await page.getByRole('button', { name: 'Upload' }).click();
  const progress = page.getByTestId('import-progress');
  await expect(progress.getByRole('progressbar', { name: 'Progress of the import' })).toBeVisible();
  await polled;
  // The upload was accepted (202) and its job is being followed.
  await expect(progress).toContainText('Reading the file…');
  await expect(progress).toContainText('An import may take several minutes. Please keep this page open.');
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await expectNoA11yViolations(page, 'import progress');
  letGo();
  const imported = page.getByRole('dialog', { name: 'File successfully imported!' });
  await expect(imported).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(imported).toContainText('e2e-meters.csv');
  await expectNoA11yViolations(page, 'import done dialog');
  // The demo configures both modes: back to the start page.
  await imported.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(/\/portal\/?$/);

  await page.goto('/portal/meters');
  await page.getByRole('searchbox', { name: 'Search' }).fill(meterId);
  const row = page.getByRole('row').filter({ hasText: meterId });
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('This meter needs a check')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // The import history (linked from the import page): the import and, before it, the check of the file.
  await page.goto('/portal/import-export/import/1');
  await page.getByRole('link', { name: 'Import history' }).click();
  await expect(page).toHaveURL(/\/portal\/import-export\/history$/);
  await expect(page.getByRole('heading', { name: 'Import history' })).toBeVisible();
  const entries = page.getByRole('row').filter({ hasText: 'e2e-meters.csv' });
  await expect(entries).toHaveCount(2);
  const [real, check] = [entries.nth(0), entries.nth(1)];
  await expect(real.getByRole('gridcell', { name: 'Import', exact: true })).toBeVisible();
  await expect(real).toContainText('Succeeded');
  await expect(real).toContainText('1 meter created');
  await expect(real).toContainText('consumer@demo.example');
  await expect(check.getByRole('gridcell', { name: 'Check', exact: true })).toBeVisible();
  await expect(check).toContainText('1 meter would be created');
  await expectNoA11yViolations(page, 'import history');

  await real.getByRole('button', { name: 'e2e-meters.csv' }).click();
  const report = page.getByRole('dialog', { name: 'Report: e2e-meters.csv' });
  await expect(report).toBeVisible();
  await expect(page).toHaveURL(/\?job=[0-9a-f-]{36}$/);
  const counts = report.getByRole('table', { name: 'Counts by record type' });
  await expect(counts.getByRole('row', { name: /^Meters/ })).toContainText('1');
  await expect(report).toContainText('No messages.');
  await expectNoA11yViolations(page, 'import history report');
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toHaveCount(0);
  await expect(page).toHaveURL(/\/portal\/import-export\/history$/);
});

test('the consumer sees the refused rows of a file, and nothing is imported', async ({ page }) => {
  const meterId = `E2E-IMP-BAD-${Date.now()}`;
  await signInViaApi(page, 'consumer@demo.example', '/portal/import-export/import/1');
  await page
    .getByTestId('import-file')
    .setInputFiles(csvFile('bad.csv', `Importgasse,7,10115,Berlin,${meterId},1-0:1.8.0,electricity,no-unit`));
  await page.getByRole('button', { name: 'Upload' }).click();
  const alert = page.getByTestId('import-error');
  await expect(alert).toContainText('The file could not be processed. Nothing was imported.');
  await expect(alert.getByRole('listitem').first()).toContainText(/^Row 2/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoA11yViolations(page, 'import refused rows');

  // A reload follows the job named in the URL to its refused rows again.
  await expect(page).toHaveURL(/\/import-export\/import\/1\?job=[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByTestId('import-error').getByRole('listitem').first()).toContainText(/^Row 2/);

  // The alert links to the job's report in the import history.
  await page.getByTestId('import-error').getByRole('link', { name: 'Open the report' }).click();
  const report = page.getByRole('dialog', { name: 'Report: bad.csv' });
  await expect(report).toBeVisible();
  await expect(report).toContainText('Failed');
  await expect(report.getByRole('listitem').first()).toContainText(/^Row 2/);
  await expectNoA11yViolations(page, 'import history report of refused rows');
});

/** The bearer token the page stored. */
const tokenOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.session') ?? '{}').token as string);

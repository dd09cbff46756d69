import { readFileSync } from 'node:fs';
import { REPORT_COLUMNS } from '@portal/contracts';
import { expect, expectNoA11yViolations, signInViaApi, test } from './fixtures';

test('the companies administration downloads the annual report of a year', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.example', '/portal/report');
  await expect(page.getByRole('heading', { name: 'Annual report' })).toBeVisible();
  const current = new Date().getUTCFullYear();
  const year = page.getByRole('combobox', { name: 'Year' });
  await expect(year).toHaveText(String(current));
  await expectNoA11yViolations(page, 'report');

  await year.click();
  await page.getByRole('option', { name: String(current - 1) }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;

  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`${today}_annual-report_${current - 1}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = csv.slice(1).split('\r\n');
  expect(header).toBe(REPORT_COLUMNS.join(','));
  expect(rows.some((row) => row.startsWith('Hausverwaltung Demo,commercial_consumer,'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('another user finds no download on the report page', async ({ page }) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/report');
  await expect(
    page.getByText('Only the companies administration can download the annual report.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
});

import type { Download, Page } from '@playwright/test';
import { TRANSFER_COLUMNS } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { expect, expectNoA11yViolations, signInViaApi, test } from './fixtures';

/** The rows of a downloaded file (xlsx or CSV): the header and the data rows, as text. */
async function readRows(download: Download, format: 'xlsx' | 'csv'): Promise<string[][]> {
  const path = (await download.path())!;
  const workbook = new ExcelJS.Workbook();
  const sheet =
    format === 'xlsx'
      ? (await workbook.xlsx.readFile(path)).worksheets[0]!
      : await workbook.csv.readFile(path);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((value) =>
        value === null || value === undefined ? '' : String(value).replace(/^\uFEFF/, ''),
      ),
    );
  });
  return rows;
}

/** The record count the page shows, once it has one. */
async function shownCount(page: Page): Promise<number> {
  const count = page.getByTestId('export-count');
  await expect(count).toHaveText(/^[\d,]+ records? will be exported\.$/);
  return Number((await count.textContent())!.replace(/\D/g, ''));
}

test('the supplier exports the buildings and meters as xlsx', async ({ page }) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/import-export/export/1');
  await expect(page.getByRole('heading', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Buildings and meters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Meters have neither request filters nor dates.
  await expect(page.getByRole('combobox', { name: 'Request status' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Planned start' })).toHaveCount(0);
  const count = await shownCount(page);
  expect(count).toBeGreaterThan(0);
  await expectNoA11yViolations(page, 'export meters');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}_all\.xlsx$/);
  const [header, ...rows] = await readRows(download, 'xlsx');
  expect(header).toEqual(TRANSFER_COLUMNS.BASE.map((column) => column.name));
  expect(rows.length).toBe(count);
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the supplier exports the rejected reading requests as CSV', async ({ page }) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/import-export/export/0');
  await expect(page.getByRole('tab', { name: 'Reading requests' })).toHaveAttribute('aria-selected', 'true');
  const all = await shownCount(page);

  await page.getByRole('combobox', { name: 'Request status' }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('export-count')).not.toHaveText(
    `${all.toLocaleString('en')} records will be exported.`,
  );
  const rejected = await shownCount(page);
  expect(rejected).toBeGreaterThan(0);
  expect(rejected).toBeLessThan(all);
  await page.getByRole('radio', { name: 'CSV' }).check();
  await expectNoA11yViolations(page, 'export reading requests');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/_all\.csv$/);
  const [header, ...rows] = await readRows(download, 'csv');
  expect(header).toEqual(TRANSFER_COLUMNS.ALL.map((column) => column.name));
  expect(rows.length).toBe(rejected);
  const status = header!.indexOf('request_status');
  expect(new Set(rows.map((row) => row[status]))).toEqual(new Set(['rejected']));
});

import type { Page } from '@playwright/test';
import { expect, selectRow, signInViaApi, test } from './fixtures';

/** A 1×1 PNG: the photo of the reading. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface RequestRow {
  url: string;
  resource_id: string;
  meter: { url: string; meter_id: string; obis_codes: string[] };
  expected_values: { obis: string; low: number; high: number }[] | null;
}

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('portal.session') ?? '{}').token,
  );
  const response = await page.request.fetch(`/api/v2/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * A fresh, undispatched request (ordered through the API) for a demo meter with reading history, so
 * that it has an expected range for each OBIS code.
 */
async function orderRequest(page: Page): Promise<RequestRow> {
  const rows = (await api(page, 'GET', 'reading_requests/?status=new&page_size=100')).results as RequestRow[];
  const template = rows.find(
    (row) => row.expected_values?.length === row.meter.obis_codes.length && row.meter.obis_codes.length > 0,
  );
  expect(template, 'a demo request whose meter has history').toBeTruthy();
  const start = new Date(Date.now() + 60_000);
  return api(page, 'POST', 'reading_requests/', {
    meter: template!.meter.url,
    planned_reading_date: start.toISOString(),
    planned_reading_date_end: new Date(start.getTime() + 10 * 86_400_000).toISOString(),
  });
}

/** Runs one bulk action on the selected rows and waits for its green snackbar. */
async function bulk(page: Page, action: 'assign' | 'reject', success: string) {
  await page.getByTestId('requests-bulk-open').click();
  if (action === 'assign') {
    await page.getByTestId('requests-bulk-delegate').locator('xpath=..').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Lukas Weber' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('dialog', { name: /Assign 1 reading request/ })
      .getByRole('button', { name: 'Assign' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page
      .getByRole('dialog', { name: /Reject 1 reading request/ })
      .getByRole('button', { name: 'Reject' })
      .click();
  }
  await expect(page.getByText(success)).toBeVisible();
  await page.getByRole('complementary').getByRole('button', { name: 'Close' }).click();
}

test('a dispatcher day: dispatch, reject, re-dispatch, record with a photo, open, correct a value; the reader sees it', async ({
  page,
}) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
  const request = await orderRequest(page);
  const meterId = request.meter.meter_id;
  // Newest first: the meter may have more requests than a page holds.
  await page.goto(`/portal/reading-requests?search=${encodeURIComponent(meterId)}&o=-created`);
  const row = page.locator(`[role="row"][data-id="${request.resource_id}"]`);
  await expect(row).toContainText('New');

  // Dispatch to a reader, reject (reading not performed), dispatch again: new again, note cleared.
  await selectRow(row);
  await bulk(page, 'assign', 'Meter reader assigned to 1 reading request.');
  await expect(row).toContainText('Lukas Weber');
  await bulk(page, 'reject', '1 reading request rejected.');
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Reading not performed');
  await bulk(page, 'assign', 'Meter reader assigned to 1 reading request.');
  await expect(row).toContainText('New');
  await expect(row).not.toContainText('Reading not performed');

  // Record the reading through the dialog: a value inside the expected range per code, one photo.
  await row.getByRole('button', { name: `Add reading for meter ${meterId}` }).click();
  const dialog = page.getByTestId('reading-new-dialog');
  await expect(dialog).toBeVisible();
  const values = new Map<string, number>();
  for (const range of request.expected_values ?? []) {
    const value = Math.round((range.low + (range.high - range.low) * 0.3) * 1000) / 1000;
    values.set(range.obis, value);
    await dialog.getByTestId(`reading-value-${range.obis}`).fill(String(value));
  }
  const [firstCode] = request.meter.obis_codes as [string];
  await dialog
    .getByTestId(`reading-photo-input-${firstCode}`)
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByTestId('reading-new-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Success');
  const answered = await api(page, 'GET', `reading_requests/${request.resource_id}/`);
  const reading = await api(page, 'GET', `readings/${answered.reading.url.split('/').at(-2)}/`);
  expect(reading.image_metas.map((meta: { obis: string[] }) => meta.obis)).toEqual([[firstCode]]);

  // The row now opens its reading, with the photo and the values.
  await row.getByRole('gridcell').nth(2).click();
  await expect(page).toHaveURL(/\/portal\/readings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: /Enlarge/ })).toHaveCount(1);
  const shown = page.getByTestId(`reading-value-text-${firstCode}`);
  const inEnglish = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });
  await expect(shown).toContainText(inEnglish(values.get(firstCode)!));

  // Correct a value inline to one far above the usual consumption: saved, and flagged implausible.
  const implausible = Math.round(values.get(firstCode)! * 10 + 100_000);
  await page.getByRole('button', { name: `Edit value ${firstCode}` }).click();
  await page.getByLabel(`New value ${firstCode}`).fill(String(implausible));
  await page.getByRole('button', { name: 'Save value' }).click();
  await expect(shown).toContainText(inEnglish(implausible));
  const valueRow = page.getByTestId(`reading-value-${firstCode}`);
  await expect(valueRow.getByText('Implausible')).toBeVisible();

  // The readings list finds it with the plausibility filter.
  await page.goto(`/portal/readings?plausibility=implausible&search=${encodeURIComponent(meterId)}`);
  await expect(page.getByRole('row').nth(1)).toContainText(meterId);

  // The meter reader's narrower view: only their requests, the assignee fixed to them, no bulk panel.
  // Their list opens on their open requests: the done one shows when the status filter asks for it.
  await signInViaApi(page, 'reader@demo.example', '/portal/login/register');
  await page.goto(`/portal/reading-requests?search=${encodeURIComponent(meterId)}&o=-created`);
  await expect(page).toHaveURL(/[?&]status=new(&|$)/);
  await page.goto(`/portal/reading-requests?search=${encodeURIComponent(meterId)}&o=-created&status=success`);
  await expect(page.getByTestId('requests-filter-delegate')).toBeDisabled();
  await expect(page.locator(`[role="row"][data-id="${request.resource_id}"]`)).toContainText('Success');
  await expect(page.getByTestId('requests-bulk-open')).toHaveCount(0);
  const readerRows = await api(page, 'GET', `reading_requests/?page_size=100`);
  for (const listed of readerRows.results) expect(listed.delegate).toBe('reader@demo.example');
});

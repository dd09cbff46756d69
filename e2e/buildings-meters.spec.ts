import type { Page } from '@playwright/test';
import { expect, PASSWORD, selectRow, signInViaApi, test } from './fixtures';

/** One flow through the buildings and meters area; each step builds on the one before. */
test.describe.configure({ mode: 'serial' });

const STREET = `E2E-Allee-${Date.now() % 100000}`;
let buildingPath = '';
let meterPath = '';

async function apiToken(page: Page, email: string) {
  const response = await page.request.post('/api/v2/access-token/', { data: { email, password: PASSWORD } });
  return (await response.json()).access_token as string;
}

test('a basic user creates a building', async ({ page }) => {
  await signInViaApi(page, 'basic@demo.example', '/portal/buildings');
  await page.getByTestId('buildings-add').click();
  await expect(page).toHaveURL(/\/portal\/buildings\/new$/);
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill(STREET);
  await page.getByRole('textbox', { name: 'Number', exact: true }).fill('7');
  await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('04109');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Leipzig');
  await page.getByTestId('building-form-save').click();
  await expect(page).toHaveURL(/\/portal\/buildings\/[0-9a-f-]{36}$/);
  buildingPath = new URL(page.url()).pathname;
  await expect(page.getByText(`${STREET} 7`).first()).toBeVisible();
});

test('a scheduler adds an electricity meter through the counter wizard', async ({ page }) => {
  await signInViaApi(page, 'consumer@demo.example', buildingPath);
  await page.getByTestId('building-add-meter').click();
  await expect(page).toHaveURL(/\/meters\/new$/);
  await page.getByRole('textbox', { name: 'Meter number', exact: true }).fill(`E2E-${STREET}`);
  await page.getByRole('combobox', { name: 'Medium' }).click();
  await page.getByRole('option', { name: 'Electricity' }).click();
  const wizard = page.getByRole('group', { name: 'Counter wizard' });
  await wizard.getByRole('combobox', { name: 'Purchase counters' }).click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await expect(page.getByText('1-1:1.8.1').first()).toBeVisible();
  await expect(page.getByText('1-1:1.8.2').first()).toBeVisible();
  await page.getByTestId('meter-submit').click();
  await expect(page).toHaveURL(/\/meters\/[0-9a-f-]{36}$/);
  meterPath = new URL(page.url()).pathname;
  await expect(page.getByText(`E2E-${STREET}`).first()).toBeVisible();
});

test('two readings show their consumption in the meter’s readings table', async ({ page }) => {
  const token = await apiToken(page, 'consumer@demo.example');
  const meterId = meterPath.split('/').pop();
  for (const [date, high, low] of [
    ['2026-09-01T08:00:00Z', 1000, 500],
    ['2026-10-01T08:00:00Z', 1250.5, 560],
  ] as const) {
    const response = await page.request.post('/api/v2/readings/', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        meter: meterId,
        reading_date: date,
        results: [
          { obis: '1-1:1.8.1', value: high },
          { obis: '1-1:1.8.2', value: low },
        ],
      },
    });
    expect(response.status()).toBe(201);
  }
  await signInViaApi(page, 'consumer@demo.example', meterPath);
  await expect(page.getByRole('gridcell', { name: /1[,.]?250[.,]5/ }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /columns/i })
    .first()
    .click();
  await page
    .getByRole('checkbox', { name: /^Consumption/ })
    .first()
    .check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('gridcell', { name: /250[.,]5/ }).first()).toBeVisible();
});

test('the meter is changed with readings and a photo, and the links lead both ways', async ({ page }) => {
  await signInViaApi(page, 'consumer@demo.example', meterPath);
  await page.getByTestId('meter-menu').click();
  await page.getByRole('menuitem', { name: /meter change/i }).click();
  await expect(page).toHaveURL(/\/replacement$/);
  await page.getByRole('textbox', { name: 'Meter number', exact: true }).fill(`E2E-NEW-${STREET}`);
  await page
    .getByRole('group', { name: /Last reading of the old meter/ })
    .getByRole('textbox')
    .first()
    .fill('1300');
  await page
    .getByRole('group', { name: 'First reading of the new meter' })
    .getByRole('textbox')
    .first()
    .fill('0.5');
  const date = page.getByRole('group', { name: 'Date of the change' });
  await date.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('15102026');
  await page
    .getByTestId('meter-photo-input')
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('meter-submit').click();
  await expect(page).toHaveURL(/\/meters\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname).not.toBe(meterPath);
  const oldMeterId = meterPath.split('/').pop()!;
  await page.getByRole('link', { name: `E2E-${STREET}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${oldMeterId}$`));
  await expect(page.getByText(/inactive/i).first()).toBeVisible();
  await page.getByRole('link', { name: `E2E-NEW-${STREET}`, exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${oldMeterId}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`E2E-NEW-${STREET}`) }).first()).toBeVisible();
});

test('a meter moves to another building through the address-change dialog', async ({ page }) => {
  await signInViaApi(page, 'consumer@demo.example', meterPath);
  await page.getByTestId('meter-menu').click();
  await page.getByRole('menuitem', { name: /address/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Move meter to another building' });
  await expect(dialog.getByRole('status')).toContainText(/enter/i);
  await dialog.getByRole('searchbox').fill('Leipzig');
  const choices = dialog.getByRole('button').filter({ hasText: 'Leipzig' });
  await expect(choices.first()).toBeVisible();
  const target = choices.filter({ hasNotText: STREET }).first();
  const targetText = (await target.textContent()) ?? '';
  await target.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('meter-building-link')).not.toContainText(STREET);
  expect(targetText.length).toBeGreaterThan(0);
});

test('bulk status change makes the building and its meters inactive', async ({ page }) => {
  await signInViaApi(page, 'consumer@demo.example', `/portal/buildings?search=${STREET}&status=active`);
  const row = page.getByRole('row').filter({ hasText: STREET });
  await selectRow(row);
  await page.getByTestId('buildings-bulk-open').click();
  const status = page.getByRole('region', { name: 'Change status' });
  await status.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: /inactive/i }).click();
  await status.getByRole('button', { name: 'Apply' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(new RegExp(new Date().getFullYear().toString()))).toBeVisible();
  await confirm.getByRole('button', { name: /confirm|yes|change|ok/i }).click();
  await expect(page.getByText(/1 building/i).first()).toBeVisible();
  await page.goto(buildingPath);
  await expect(page.getByText(/inactive/i).first()).toBeVisible();
  const token = await apiToken(page, 'consumer@demo.example');
  const buildingId = buildingPath.split('/').pop();
  const meters = await (
    await page.request.get(`/api/v2/meters/?building__id=${buildingId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  expect(meters.count).toBeGreaterThan(0);
  expect(meters.results.every((m: { status: string }) => m.status === 'inactive')).toBe(true);
});

test('lists page and filter through the URL', async ({ page }) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/meters?page_size=10');
  await expect(page.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: /next page/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.goto('/portal/buildings?status=inactive');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const rows = await page.getByRole('row').count();
  await page.goto('/portal/buildings?status=active');
  await expect.poll(async () => page.getByRole('row').count()).toBeGreaterThan(rows);
});

test('a meter reader and a basic user see only what they may', async ({ page }) => {
  await signInViaApi(page, 'reader@demo.example', '/portal/buildings');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('buildings-add')).toHaveCount(0);
  await expect(page.getByTestId('buildings-bulk-open')).toHaveCount(0);
  await page.goto(meterPath);
  await expect(page.getByRole('alert')).toContainText(/does not exist or you cannot see it/);

  await signInViaApi(page, 'basic@demo.example', meterPath);
  await page.getByTestId('meter-menu').click();
  await expect(page.getByRole('menuitem', { name: /delete/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/portal/buildings');
  await expect(page.getByTestId('buildings-add')).toBeVisible();
  await expect(page.getByTestId('buildings-bulk-open')).toHaveCount(0);
});

/** A 1×1 PNG (the upload checks the file's bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

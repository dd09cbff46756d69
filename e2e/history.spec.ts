import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, PASSWORD, signInViaApi, test } from './fixtures';

/** The History tab of the meter, building, reading and team pages: a change made in the form shows there. */
test.describe.configure({ mode: 'serial' });

const EMAIL = 'consumer@demo.example';
const NOTE = `E2E history ${Date.now() % 100000}`;

async function apiGet(page: Page, path: string) {
  const token = await page.request.post('/api/v2/access-token/', {
    data: { email: EMAIL, password: PASSWORD },
  });
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${(await token.json()).access_token}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** A reading of the consumer's, with its meter and the meter's building. */
async function demoObjects(page: Page) {
  const readings = await apiGet(page, '/api/v2/readings/?page_size=1&pagination=page_number');
  const reading = readings.results[0];
  const meterId = String(reading.meter).split('/').filter(Boolean).pop()!;
  const meter = await apiGet(page, `/api/v2/meters/${meterId}/`);
  return {
    readingId: reading.resource_id as string,
    meterId,
    buildingId: meter.building.resource_id as string,
  };
}

test('a meter’s note changed in the form shows in its history with the user’s e-mail', async ({ page }) => {
  const { meterId } = await demoObjects(page);
  await signInViaApi(page, EMAIL, `/portal/meters/${meterId}/edit`);
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill(NOTE);
  await page.getByTestId('meter-submit').click();
  await expect(page).toHaveURL(new RegExp(`/portal/meters/${meterId}$`));

  // The history is asked for only when its tab is opened.
  const historyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/meters/${meterId}/history/`)) historyCalls.push(request.url());
  });
  await expect(page.getByTestId('meter-integer-digits')).toBeVisible();
  expect(historyCalls).toEqual([]);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  const latest = page.getByTestId('history-entry').first();
  await expect(latest).toContainText(EMAIL);
  await expect(latest).toContainText('Hausverwaltung Demo');
  await expect(latest).toContainText('Changed');
  await expect(latest.getByRole('row').filter({ hasText: 'Note' })).toContainText(NOTE);
  expect(historyCalls.length).toBeGreaterThan(0);
  // The oldest entry is the meter's creation (by the demo seed, or by an earlier spec of this group).
  await expect(page.getByTestId('history-entry').last()).toContainText('Created');
  await expectNoA11yViolations(page, 'meter history');

  // The open tab is in the URL: a reload comes back to it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
  await expect(page.getByTestId('history-entry').first()).toContainText(NOTE);
});

test('the building and the reading pages show their histories in a tab', async ({ page }) => {
  const { buildingId, readingId } = await demoObjects(page);
  await signInViaApi(page, EMAIL, `/portal/buildings/${buildingId}`);
  await expect(page.getByTestId('building-menu')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry').last()).toContainText('Demo data');
  await expect(page.getByTestId('history-entry').last()).toContainText('Created');
  await expectNoA11yViolations(page, 'building history');
  await page.getByRole('tab', { name: 'Meters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search meter id or label' })).toBeVisible();

  await page.goto(`/portal/readings/${readingId}`);
  await expect(page.getByRole('heading', { name: /Reading of/ })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry').last()).toContainText('Created');
  await expect(page.getByTestId('history-table')).toContainText(/Value \S+:\S+/);
  await expectNoA11yViolations(page, 'reading history');
});

test('a team’s address changed in the form shows in the team’s history', async ({ page }) => {
  const supplier = 'supplier@demo.example';
  await signInViaApi(page, supplier, '/portal/companies');
  await page.getByRole('row').filter({ hasText: 'Stadtwerke Demo' }).click();
  await expect(page).toHaveURL(/\/portal\/companies\/[0-9a-f-]{36}\/employees$/);
  const teamPath = new URL(page.url()).pathname;
  const editPath = teamPath.replace(/employees$/, 'edit');
  await page.getByTestId('team-edit').click();
  const address = page.getByTestId('team-address');
  await expect(address).not.toHaveValue('');
  const old = await address.inputValue();
  const changed = `${old} (${NOTE})`;
  try {
    await address.fill(changed);
    await page.getByTestId('team-save').click();
    await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\?tab=history$/);
    const latest = page.getByTestId('history-entry').first();
    await expect(latest).toContainText(supplier);
    await expect(latest).toContainText('Changed');
    await expect(latest.getByRole('row').filter({ hasText: 'Address' })).toContainText(`${old} → ${changed}`);
    // The team's creation by the demo seed is its oldest entry.
    await expect(page.getByTestId('history-entry').last()).toContainText('Created');
    await expectNoA11yViolations(page, 'team history');
  } finally {
    // The specs share one database: the address goes back as the demo has it.
    await page.goto(editPath);
    await page.getByTestId('team-address').fill(old);
    await page.getByTestId('team-save').click();
    await expect(page).toHaveURL(new RegExp(`${teamPath}$`));
  }
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history-entry').first()).toContainText(`${changed} → ${old}`);
});

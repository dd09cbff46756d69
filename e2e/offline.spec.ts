import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, setLanguage, shoot as shootPage, signInViaApi, test } from './fixtures';

/**
 * A meter reader's day without a connection: the installable app's service worker keeps
 * the app shell, the reader's open requests are kept in IndexedDB, readings recorded offline wait in the
 * outbox (a reload does not lose them) and are sent once when the connection returns.
 */

/** A 1×1 PNG: the photo of a reading. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const READER = 'reader@demo.example';

/** A screenshot (with axe) once the list has loaded: no progress bar left. */
async function shoot(page: Page, language: 'en' | 'de', name: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // From the top: a full-page picture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootPage(page, language, name);
}

interface RequestRow {
  url: string;
  resource_id: string;
  status: string;
  reading: { url: string } | null;
  meter: { resource_id: string; meter_id: string; obis_codes: string[] };
  expected_values: { obis: string; low: number; high: number }[] | null;
}

const token = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.session') ?? '{}').token as string);

async function apiGet<T>(request: APIRequestContext, bearer: string, path: string): Promise<T> {
  const response = await request.get(`/api/v2/${path}`, { headers: { Authorization: `Bearer ${bearer}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Whether the app has stored the reader's open requests in IndexedDB (never creating the database). */
const snapshotStored = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('portal-offline')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('portal-offline');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        const count = db.transaction('snapshots').objectStore('snapshots').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result > 0);
        };
      };
    });
  });

/**
 * Signs the reader in on a phone and opens their open requests as cards; waits until the page works
 * offline: the service worker controls it (the app shell precached) and the open requests are stored.
 */
async function openCardsReadyForOffline(page: Page, language: 'en' | 'de') {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, READER, '/portal/login/register');
  await setLanguage(page, language);
  // The open ones (the list shows every state by default), in route order.
  await page.goto('/portal/reading-requests?status=new');
  await expect(
    page
      .getByTestId('reading-requests-cards')
      .getByTestId(/^request-card-/)
      .first(),
  ).toBeVisible();
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => snapshotStored(page)).toBe(true);
}

/** The reader's open requests in route order, as the cards show them (the first `count`). */
async function openRequests(page: Page, count: number): Promise<RequestRow[]> {
  const answer = await apiGet<{ results: RequestRow[] }>(
    page.request,
    await token(page),
    `reading_requests/?status=new&delegate=${encodeURIComponent(READER)}&o=planned_reading_date,meter__building__street&page_size=${count}`,
  );
  expect(answer.results.length).toBeGreaterThanOrEqual(count);
  return answer.results.slice(0, count);
}

/** A value inside the request's expected range where it has one (no plausibility hint), else 100 + n. */
const valueFor = (request: RequestRow, obis: string, n: number) => {
  const range = request.expected_values?.find((entry) => entry.obis === obis);
  return range ? String(Math.round(((range.low + range.high) / 2) * 10) / 10) : String(100 + n);
};

/** Records a reading of the request through its card's dialog: a value and a photo per OBIS code. */
async function recordReading(page: Page, request: RequestRow, n: number) {
  await page.getByTestId(`request-card-add-reading-${request.resource_id}`).click();
  const dialog = page.getByTestId('reading-new-dialog');
  await expect(dialog).toBeVisible();
  for (const obis of request.meter.obis_codes) {
    await dialog.getByTestId(`reading-value-${obis}`).fill(valueFor(request, obis, n));
    await dialog.getByTestId(`reading-photo-input-${obis}`).setInputFiles({
      name: `meter-${n}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    });
  }
  await dialog.getByTestId('reading-new-save').click();
  await expect(dialog).toBeHidden();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('a meter reader records two readings offline; after a reload they still wait, and are sent once online', async ({
  page,
  context,
}) => {
  await openCardsReadyForOffline(page, 'en');
  // An installable web app: Chromium finds nothing missing (manifest, icons, service worker).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (A Playwright context is an incognito profile, where Chromium installs nothing.)
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await cdp.detach();
  const requests = await openRequests(page, 2);
  const cards = page.getByTestId('reading-requests-cards');

  await goOffline(context, page);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  for (const [index, request] of requests.entries()) {
    await recordReading(page, request, index);
    await expect(page.getByText('Saved on this device', { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByTestId('outbox-count')).toHaveText('2 readings waiting to be sent');
  for (const request of requests) {
    const card = cards.getByTestId(`request-card-${request.resource_id}`);
    await expect(card.getByTestId('request-card-outbox')).toHaveText('Waiting to be sent');
    await expect(card.getByTestId(`request-card-add-reading-${request.resource_id}`)).toHaveCount(0);
  }

  // Reloaded without a connection: the service worker serves the app, IndexedDB the requests and outbox.
  await page.reload();
  await expect(page.getByTestId('outbox-count')).toHaveText('2 readings waiting to be sent');
  await expect(page.getByTestId('offline-banner')).toContainText('Your open requests as of');
  for (const request of requests)
    await expect(
      cards.getByTestId(`request-card-${request.resource_id}`).getByTestId('request-card-outbox'),
    ).toBeVisible();

  // Back online: sent by themselves, in order, and each request answered by exactly one reading.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-panel')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const bearer = await token(page);
  for (const request of requests) {
    await expect(cards.getByTestId(`request-card-${request.resource_id}`)).toHaveCount(0);
    const answered = await apiGet<RequestRow>(
      page.request,
      bearer,
      `reading_requests/${request.resource_id}/`,
    );
    expect(answered.status).toBe('success');
    expect(answered.reading).not.toBeNull();
    const readings = await apiGet<{
      count: number;
      results: Array<{ url: string; image_metas?: unknown[] }>;
    }>(page.request, bearer, `readings/?meter_resource_id=${request.meter.resource_id}&page_size=100`);
    const ours = readings.results.filter((reading) => reading.url === answered.reading?.url);
    expect(ours).toHaveLength(1);
  }
  // A second round (the app starting again, the "online" event again) sends nothing more.
  await page.reload();
  await expect(
    page
      .getByTestId('reading-requests-cards')
      .getByTestId(/^request-card-/)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('outbox-panel')).toHaveCount(0);
});

for (const language of ['en', 'de'] as const) {
  test(`offline states on a phone and a desktop, and a reading the office answered meanwhile (${language})`, async ({
    page,
    context,
  }) => {
    await openCardsReadyForOffline(page, language);
    const [kept, answeredMeanwhile] = await openRequests(page, 2);
    if (!kept || !answeredMeanwhile) throw new Error('two open requests of the reader');

    await goOffline(context, page);
    await recordReading(page, kept, 0);
    await recordReading(page, answeredMeanwhile, 1);
    await expect(page.getByTestId('outbox-count')).toBeVisible();
    await shoot(page, language, 'offline-reading-requests-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('grid')).toBeVisible();
    await shoot(page, language, 'offline-reading-requests-desktop');
    await page.setViewportSize({ width: 390, height: 844 });

    // The office answers one of the two requests while the reader is offline (the API call is the test's
    // own, not the offline browser's); the reader's reading of it is then refused with the server's message.
    const bearer = await token(page);
    const office = await page.request.post('/api/v2/readings/', {
      headers: { Authorization: `Bearer ${bearer}` },
      data: {
        meter: `/api/v2/meters/${answeredMeanwhile.meter.resource_id}/`,
        reading_date: new Date(Date.now() - 3_600_000).toISOString(),
        results: answeredMeanwhile.meter.obis_codes.map((obis) => ({
          obis,
          value: valueFor(answeredMeanwhile, obis, 7),
          applied_method: 'manual',
        })),
        reading_request: answeredMeanwhile.url,
      },
    });
    expect(office.status()).toBe(201);

    await context.setOffline(false);
    const refused = page.getByTestId(`outbox-item-${answeredMeanwhile.resource_id}`);
    await expect(refused).toBeVisible();
    await expect(refused.getByTestId('outbox-item-message')).not.toBeEmpty();
    await expect(page.getByTestId('outbox-waiting')).toHaveCount(0);
    await expect(
      page.getByTestId(`request-card-${answeredMeanwhile.resource_id}`).getByTestId('request-card-outbox'),
    ).toHaveCount(0);
    await shoot(page, language, 'offline-reading-refused-phone');
    // On a desktop, loaded afresh (one list request, no refresh after the send still under way).
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await expect(page.getByTestId(`outbox-item-${answeredMeanwhile.resource_id}`)).toBeVisible();
    await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    await shoot(page, language, 'offline-reading-refused-desktop');

    // The reader discards it; the outbox is empty, and the kept reading answered its request.
    await page.getByTestId(`outbox-item-${answeredMeanwhile.resource_id}`).getByRole('button').nth(1).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByTestId('outbox-panel')).toHaveCount(0);
    const answered = await apiGet<RequestRow>(page.request, bearer, `reading_requests/${kept.resource_id}/`);
    expect(answered.status).toBe('success');
  });
}

test('sign-out asks before deleting readings not yet sent, and clears what the device kept', async ({
  page,
  context,
}) => {
  await openCardsReadyForOffline(page, 'en');
  const [request] = await openRequests(page, 1);
  await goOffline(context, page);
  await recordReading(page, request!, 0);
  await expect(page.getByTestId('outbox-count')).toHaveText('1 reading waiting to be sent');

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  const ask = page.getByRole('dialog', { name: 'Sign out with readings not yet sent?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('outbox-count')).toHaveText('1 reading waiting to be sent');

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out and delete' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  expect(await snapshotStored(page)).toBe(false);
  const outboxEmpty = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('portal-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result === 0);
          };
        };
      }),
  );
  expect(outboxEmpty).toBe(true);
  await context.setOffline(false);
});

import type { Page } from '@playwright/test';
import { expect, PASSWORD, signInViaApi, signInViaPage, storeSignIn, test } from './fixtures';

/**
 * The login page's JavaScript as the browser receives it (compressed), from a cold load. The budget sits
 * just above what it loads today (about 35 KiB, bench/README.md), so a change that adds code to the first
 * page fails here. What keeps it small: the login page is a build of its own (login.html with src/login.tsx,
 * vite.login.config.ts: without React Router, TanStack Query, MUI and emotion, plain elements styled by CSS
 * files, rendered by Preact's React-compatible runtime instead of React DOM), the signed-in areas'
 * translations load after sign-in, and every chunk is precompressed. i18next is half of it.
 */
const LOGIN_JS_BUDGET = 36 * 1024;

/**
 * A meter reader's request list on a phone, from a cold load, just above today's 282 KiB
 * (bench/README.md). zod and the schemas are not part of it (about 22 KiB): the list needs the contracts'
 * rules and names only (`reading-requests-plain.ts`), the scan dialog loads when opened.
 */
const READER_LIST_JS_BUDGET = 290 * 1024;

/**
 * What a meter reader's phone fetches when the reading dialog opens on their list, just above today's 55 KiB
 * (bench/README.md): the form, its schemas and react-hook-form. The day is the phone's own date input, so the
 * date picker and its localisation (38 KiB) are not among it.
 */
const READING_DIALOG_JS_BUDGET = 60 * 1024;
const DATE_PICKER_CHUNK = /\/portal\/assets\/(date-localization|FormDateField)-[\w-]{8}\.js$/;

/**
 * Sum of the encoded (as sent) body sizes of the page's script responses, and of their decoded sizes, with
 * their addresses. With `step`, only what the page fetched for that step after it loaded.
 */
async function scriptBytes(page: Page, path: string, step?: () => Promise<void>) {
  let responses: Array<import('@playwright/test').Response> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  if (step) {
    responses = [];
    await step();
    await page.waitForLoadState('networkidle');
  }
  let encoded = 0;
  let decoded = 0;
  for (const response of responses) {
    encoded += (await response.request().sizes()).responseBodySize;
    decoded += (await response.body()).length;
  }
  return { encoded, decoded, count: responses.length, urls: responses.map((response) => response.url()) };
}

test('the login page loads at most the budget of JavaScript over the wire', async ({ page }) => {
  const { encoded, decoded, count } = await scriptBytes(page, '/portal/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // No style runtime: emotion would have put its <style data-emotion> elements into the head.
  await expect(page.locator('style[data-emotion]')).toHaveCount(0);
  test.info().annotations.push({
    type: 'login JS',
    description: `${count} scripts, ${(encoded / 1024).toFixed(1)} KiB over the wire, ${(decoded / 1024).toFixed(1)} KiB decoded`,
  });
  expect(count).toBeGreaterThan(0);
  // Compressed: what travels is a fraction of the code.
  expect(encoded).toBeLessThan(decoded / 2);
  expect(encoded).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
});

test("a meter reader's request list on a phone loads at most its budget of JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await storeSignIn(page, 'reader@demo.example');
  const { encoded, count } = await scriptBytes(page, '/portal/reading-requests');
  await expect(page.getByTestId('requests-scan')).toBeVisible();
  test.info().annotations.push({
    type: 'reader list JS',
    description: `${count} scripts, ${(encoded / 1024).toFixed(1)} KiB over the wire`,
  });
  expect(encoded).toBeLessThanOrEqual(READER_LIST_JS_BUDGET);
});

test.describe('with the service worker blocked (what the network carries, not the precache)', () => {
  test.use({ serviceWorkers: 'block' });

  test("opening the reading dialog on a meter reader's phone fetches at most its budget, and no date picker", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await storeSignIn(page, 'reader@demo.example');
    const { encoded, count, urls } = await scriptBytes(page, '/portal/reading-requests', async () => {
      await page
        .getByTestId(/^request-card-add-reading-/)
        .first()
        .click();
      await expect(page.getByTestId('reading-new-save')).toBeVisible();
      await expect(page.getByLabel(/Reading date/)).toHaveAttribute('type', 'date');
    });
    test.info().annotations.push({
      type: 'reading dialog JS',
      description: `${count} scripts, ${(encoded / 1024).toFixed(1)} KiB over the wire`,
    });
    expect(count).toBeGreaterThan(0);
    expect(urls.filter((url) => DATE_PICKER_CHUNK.test(url))).toEqual([]);
    expect(encoded).toBeLessThanOrEqual(READING_DIALOG_JS_BUDGET);
  });
});

test('scripts travel brotli- or gzip-compressed and hashed assets are cached for a year', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/portal/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // The login page's own entry (login.html loads src/login.tsx as assets/login-<hash>.js).
  const entry = scripts.find((url) => /\/portal\/assets\/login-[\w-]{8}\.js$/.test(url));
  expect(entry, 'the entry script').toBeTruthy();
  for (const [acceptEncoding, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(entry!, { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers().vary).toMatch(/accept-encoding/i);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const plain = await request.get(entry!, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('the page carries the brand in its head, a favicon and a strict Content-Security-Policy', async ({
  page,
  request,
}) => {
  const response = await page.goto('/portal/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives['script-src']).toBe("'self'");
  expect(directives['style-src']).toMatch(/^'self' 'nonce-[\w+/=]{16,}'$/);
  expect(directives['img-src']).toBe("'self' data: blob:");
  expect(directives['connect-src']).toBe("'self'");
  expect(directives['frame-ancestors']).toBe("'none'");
  expect(directives['base-uri']).toBe("'self'");
  expect(directives['form-action']).toBe("'self'");
  expect(directives['object-src']).toBe("'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  // A new nonce for every answer.
  const again = await request.get('/portal/login');
  expect(again.headers()['content-security-policy']).not.toBe(csp);

  await expect(page).toHaveTitle('Meter Portal');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Meter Portal/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brand/default/favicon.svg');
  // The login page's largest picture is known before any script runs.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'href',
    '/brand/default/map.svg',
  );
  await expect(page.getByTestId('login-map')).toHaveAttribute('width', /\d+/);

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\//);
  const brandFile = await request.get('/brand/default/logo.svg');
  expect(brandFile.headers()['cache-control']).toMatch(/max-age=\d+/);
  expect(brandFile.headers().etag).toBeTruthy();
});

test('signing in and opening the buildings list cause no CSP violation', async ({ page, cspViolations }) => {
  await page.goto('/portal/login');
  await signInViaPage(page, 'consumer@demo.example');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.goto('/portal/buildings');
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  // The styles really are there (MUI's <style> elements carry the nonce, the grid's too).
  expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
  expect(cspViolations).toEqual([]);
});

test('on a phone, a page does not shift as its content arrives (the footer stays below, buttons stay put)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift since the page started loading, summed as Lighthouse's CLS sums a short page's.
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifted = () =>
    page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
  const token = await (
    await page.request.post('/api/v2/access-token/', {
      data: { email: 'supplier@demo.example', password: PASSWORD },
    })
  ).json();
  const readings = await page.request.get('/api/v2/readings/?page_size=1', {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  const [reading] = (await readings.json()).results;

  await signInViaApi(page, 'supplier@demo.example', '/portal/readings');
  await expect(page.getByTestId(/^reading-card-value-/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifted()).toBeLessThan(0.02);

  await page.goto(`/portal/readings/${reading.resource_id}`);
  await expect(page.getByRole('button', { name: /Delete reading/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifted()).toBeLessThan(0.02);
});

// JavaScript over the wire on a cold load of the login page, of the buildings list and of a meter
// reader's request list on a phone (390 × 844), and what opening the reading dialog on that list then
// fetches, in Debian's Chromium (Playwright from the repository root).
// Usage: node bench/lighthouse/transfer.mjs [baseUrl]
// Prints, per page, the script responses' encoded (compressed, as sent) and decoded sizes.
import { chromium } from '@playwright/test';
import { signIn, storeSession } from './session.mjs';

const base = process.argv[2] ?? 'http://localhost:8341';
const EMAIL = process.env.BENCH_EMAIL ?? 'consumer@demo.example';
const READER_EMAIL = process.env.BENCH_READER_EMAIL ?? 'reader@demo.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/**
 * Opens `path` in a fresh context (empty cache) and sums what its requests transferred; with `then`, only
 * what the page fetched for that step after it loaded.
 */
async function measure(name, path, prepare, viewport, then) {
  const context = await browser.newContext({
    baseURL: base,
    serviceWorkers: 'block',
    ...(viewport && { viewport }),
  });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  let responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(path, { waitUntil: 'networkidle' });
  if (then) {
    responses = [];
    await then(page);
    await page.waitForLoadState('networkidle');
  }
  const rows = await Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      return {
        url: new URL(response.url()).pathname,
        type: response.request().resourceType(),
        encoding: response.headers()['content-encoding'] ?? '',
        encoded: sizes.responseBodySize,
        decoded: body.length,
      };
    }),
  );
  const scripts = rows.filter((row) => row.url.endsWith('.js'));
  const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
  console.log(
    `\n${name} (${path}): ${scripts.length} scripts, JS ${kib(sum(scripts, 'encoded'))} over the wire` +
      ` (${kib(sum(scripts, 'decoded'))} decoded); all responses ${kib(sum(rows, 'encoded'))} over the wire` +
      ` (${kib(sum(rows, 'decoded'))} decoded)`,
  );
  if (process.env.VERBOSE)
    for (const row of rows)
      console.log(
        `  ${row.type.padEnd(10)} ${String(row.encoded).padStart(8)} ${String(row.decoded).padStart(8)} ${row.encoding.padEnd(4)} ${row.url}`,
      );
  await context.close();
}

await measure('login page', '/portal/login');
await measure('buildings list', '/portal/buildings', async (page) =>
  storeSession(page, base, await signIn(base, EMAIL, PASSWORD)),
);
await measure(
  "a meter reader's request list on a phone",
  '/portal/reading-requests',
  async (page) => storeSession(page, base, await signIn(base, READER_EMAIL, PASSWORD)),
  { width: 390, height: 844 },
);
await measure(
  'then the reading dialog of its first card',
  '/portal/reading-requests',
  async (page) => storeSession(page, base, await signIn(base, READER_EMAIL, PASSWORD)),
  { width: 390, height: 844 },
  async (page) => {
    await page
      .getByTestId(/^request-card-add-reading-/)
      .first()
      .click();
    await page.getByTestId('reading-new-save').waitFor();
  },
);
await browser.close();

// How long a reading's page takes to show its first photo on a phone: cold cache, Lighthouse's slow 4G
// (150 ms round trip, 1.6 Mbit/s down) and 4× CPU slowdown, 412 px, in Debian's Chromium (Playwright from
// the repository root). Lighthouse cannot see this: the photo is a blob: URL made from a fetch.
//
//   node bench/lighthouse/reading-photo.mjs [baseUrl] [runs]
//
// Signs in as BENCH_EMAIL (default supplier@demo.example) and opens the first reading with a photo the API
// lists; prints each run's milliseconds from navigation to the decoded picture, and their median.
import { chromium } from '@playwright/test';
import { signIn, storeSession } from './session.mjs';

const base = process.argv[2] ?? 'http://localhost:8341';
const runs = Number(process.argv[3] ?? 5);
const EMAIL = process.env.BENCH_EMAIL ?? 'supplier@demo.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';

const session = await signIn(base, EMAIL, PASSWORD);
const listed = await fetch(new URL('/api/v2/readings/?page_size=50', base), {
  headers: { authorization: `Bearer ${session.access_token}` },
});
const { results } = await listed.json();
const reading = results.find((entry) => entry.image_metas?.length);
if (!reading) throw new Error('none of the first 50 readings has a photo');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const times = [];
for (let run = 0; run < runs; run++) {
  // A fresh context: empty cache, no service worker.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    baseURL: base,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await storeSession(page, base, session);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto(`/portal/readings/${reading.resource_id}`);
  await page.waitForFunction(
    () => {
      const photo = document.querySelector('img[alt^="Photo of"]');
      return photo?.complete && photo.naturalWidth > 0;
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  times.push(Date.now() - started);
  await context.close();
}
await browser.close();
const sorted = [...times].sort((a, b) => a - b);
console.log(`${times.join(' ')} ms; median ${sorted[Math.floor(sorted.length / 2)]} ms`);

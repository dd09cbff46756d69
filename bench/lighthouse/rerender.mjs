// The main-thread time of an office list's re-render on a desktop (1280 × 800, no CPU slowdown): the
// list is opened and loaded, then its next page is asked for (the grid's pager) and, as a filter change,
// a letter typed into its search; each step is measured from the click or key to the list having
// rendered (network idle for 0.6 s, then two frames), as the renderer's own task time (CDP Performance
// metrics, `TaskDuration`: every task of the page's main thread, idle time not counted). Prints the median of N rounds per list and step (each round: next page, previous
// page, search typed, search cleared; the median of the page steps and of the search steps).
//
//   node bench/lighthouse/rerender.mjs [baseUrl] [--runs N] [--only regex]
//
// Signs in as bench/lighthouse/session.mjs does (BENCH_EMAIL, default supplier@demo.example).
import puppeteer from 'puppeteer-core';
import { signIn, storeSession } from './session.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const runs = Number(option('--runs', '5'));
const only = new RegExp(option('--only', '.'));
const base = args[0] ?? 'http://localhost:8391';
const EMAIL = process.env.BENCH_EMAIL ?? 'supplier@demo.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';

/** [label, path]: 50 rows a page (the default), the demo's 44 buildings 20. */
const LISTS = [
  ['buildings (20 rows)', '/portal/buildings?status=&page_size=20'],
  ['meters', '/portal/meters'],
  ['reading requests', '/portal/reading-requests'],
  ['readings', '/portal/readings'],
].filter(([label]) => only.test(label));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  defaultViewport: { width: 1280, height: 800 },
});
const session = await signIn(base, EMAIL, PASSWORD);

/** Task time (ms) from `act` until the list has rendered what it asked for. */
async function measure(page, cdp, act) {
  const taskTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
  const before = await taskTime();
  await act();
  // Longer than the search's debounce: its call starts inside the wait. A page already in the query
  // cache (back to the previous one) renders without a call.
  await page.waitForNetworkIdle({ idleTime: 600, timeout: 120_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return ((await taskTime()) - before) * 1000;
}

console.log(`Re-render main-thread time, ${base}, 1280 × 800, median of ${runs} round(s)\n`);
console.log('| list | page change | filter change (search) | nothing done (the wait alone) |');
console.log('| --- | --- | --- | --- |');
for (const [label, path] of LISTS) {
  const page = await browser.newPage();
  await storeSession(page, base, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle0' });
  const next = await page.waitForSelector('::-p-aria([name="Go to next page"][role="button"])');
  const previous = await page.waitForSelector('::-p-aria([name="Go to previous page"][role="button"])');
  const search = await page.waitForSelector('::-p-aria([name="Search"][role="searchbox"])');
  const paging = [];
  const filtering = [];
  const idle = [];
  for (let round = 0; round < runs; round++) {
    idle.push(await measure(page, cdp, async () => {}));
    paging.push(await measure(page, cdp, () => next.click()));
    paging.push(await measure(page, cdp, () => previous.click()));
    filtering.push(await measure(page, cdp, () => search.type('a')));
    filtering.push(await measure(page, cdp, () => search.press('Backspace')));
  }
  const ms = (values) => `${median(values).toFixed(0)} ms`;
  console.log(`| ${label} | ${ms(paging)} | ${ms(filtering)} | ${ms(idle)} |`);
  await page.close();
}
await browser.close();

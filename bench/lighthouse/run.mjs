// Lighthouse on a running server's login page, mobile (Lighthouse's default: simulated slow 4G, 4x CPU
// slowdown) and desktop, in Debian's Chromium. Never downloads a browser.
//
//   node bench/lighthouse/run.mjs [baseUrl] [--runs N] [--path /portal/login]
//
// Prints the median of N runs (default 3) per form factor: the four category scores, the performance
// metrics and the script bytes Lighthouse saw transferred; the reports go to bench/out/lighthouse-<time>/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const runs = Number(option('--runs', '3'));
const path = option('--path', '/portal/login');
const base = args[0] ?? 'http://localhost:8341';
const url = new URL(path, base).href;
const outDir = join(
  import.meta.dirname,
  '..',
  'out',
  `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}`,
);
mkdirSync(outDir, { recursive: true });

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function runOnce(formFactor, index) {
  // A fresh browser (and so an empty cache) for every run.
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { lhr } = result;
    writeFileSync(join(outDir, `${formFactor}-${index + 1}.html`), result.report);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ),
      jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsResource: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const format = (name, value) =>
  name === 'CLS' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`.replace('TBT', '');

console.log(`Lighthouse ${url}, ${runs} run(s) per form factor; reports in ${outDir}`);
for (const formFactor of ['mobile', 'desktop']) {
  const results = [];
  for (let index = 0; index < runs; index++) results.push(await runOnce(formFactor, index));
  const scores = CATEGORIES.map((id) => `${id} ${median(results.map((r) => r.scores[id]))}`).join(', ');
  const metrics = Object.values(METRICS)
    .map(
      (name) =>
        `${name} ${name === 'TBT' ? `${Math.round(median(results.map((r) => r.metrics[name])))} ms` : format(name, median(results.map((r) => r.metrics[name])))}`,
    )
    .join(', ');
  const performance = results.map((r) => r.scores.performance).join('/');
  console.log(`${formFactor}: ${scores} (performance per run: ${performance})`);
  console.log(`  ${metrics}`);
  console.log(
    `  JS ${(median(results.map((r) => r.jsTransfer)) / 1024).toFixed(1)} KiB transferred, ` +
      `${(median(results.map((r) => r.jsResource)) / 1024).toFixed(1)} KiB uncompressed`,
  );
}

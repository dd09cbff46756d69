// Lighthouse mobile (its default: simulated slow 4G, 4× CPU slowdown), or with --desktop its desktop
// profile (1350 × 940, no CPU slowdown), on the login page and on every signed-in page of a running
// server, in Debian's Chromium. Never downloads a browser.
//
//   node bench/lighthouse/pages.mjs [baseUrl] [--runs N] [--only regex] [--top N] [--trace] [--desktop]
//
// Signs in as the web app does: POST /api/v2/access-token/, the answer stored under `portal.session` in
// local storage (apps/web/src/lib/session/token-store.ts). Each run gets a fresh browser; the session is
// written on a page of the origin that loads no script (the API's 404), then the HTTP cache is cleared and
// Lighthouse navigates with `disableStorageReset` (otherwise it would clear local storage, and the session
// with it). The detail pages take the first reading with a photo, the first meter and the user's own
// team the API lists. Prints a table, page | performance | TBT | LCP | accessibility, median of N runs
// (default 3) per page (the median of each column on its own); `--top N` adds, per page, the N scripts
// with the most main-thread time (Lighthouse's bootup-time audit, run with the median performance).
// JSON reports go to bench/out/lighthouse-pages-<time>/ (with `--trace` each run's trace beside it, for the
// tasks Lighthouse observed before its simulation multiplied them).
//
// Accounts: BENCH_EMAIL (default supplier@demo.example) for every page but /users, which is the
// companies administration's: BENCH_ADMIN_EMAIL (default admin@demo.example); BENCH_PASSWORD for both.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signIn as signInAs, storeSession } from './session.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const runs = Number(option('--runs', '3'));
const only = new RegExp(option('--only', '.'));
const top = Number(option('--top', '0'));
const flag = (name) => args.includes(name) && Boolean(args.splice(args.indexOf(name), 1));
const saveTrace = flag('--trace');
const desktop = flag('--desktop');
const base = args[0] ?? 'http://localhost:8341';
const EMAIL = process.env.BENCH_EMAIL ?? 'supplier@demo.example';
const ADMIN_EMAIL = process.env.BENCH_ADMIN_EMAIL ?? 'admin@demo.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';
const outDir = join(
  import.meta.dirname,
  '..',
  'out',
  `lighthouse-pages-${new Date().toISOString().replace(/[:.]/g, '-')}`,
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
  // An https:// base with a self-signed certificate (a TLS front such as HAProxy's, for HTTP/2): Chromium
  // takes it; this script's own sign-in needs NODE_TLS_REJECT_UNAUTHORIZED=0 as well.
  ...(base.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
];

/** GET /api/v2/<path> as the signed-in user. */
async function api(path, { token }) {
  const response = await fetch(new URL(`/api/v2/${path}`, base), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
const signIn = (email) => signInAs(base, email, PASSWORD);

// Real ids for the detail pages, as the user sees them.
const supplier = await signIn(EMAIL);
const token = supplier.access_token;
// The reading: the first listed with a photo (its largest paint), whichever day the demo was made on.
const readings = (await api('readings/?page_size=50', { token })).results;
const reading = readings.find((entry) => entry.image_metas?.length) ?? readings[0];
const [meter] = (await api('meters/?page_size=1', { token })).results;
const [team] = (await api(`users/${supplier.user_id}/`, { token })).companies;

/** [label, path, email]: `null` is no session (the login page). */
const PAGES = [
  ['/login', '/portal/login', null],
  ['/ (dashboard)', '/portal/', EMAIL],
  ['/reading-requests', '/portal/reading-requests', EMAIL],
  ['/readings', '/portal/readings', EMAIL],
  ['/readings/{id}', `/portal/readings/${reading.resource_id}`, EMAIL],
  ['/buildings', '/portal/buildings', EMAIL],
  ['/meters', '/portal/meters', EMAIL],
  ['/meters/{id}', `/portal/meters/${meter.resource_id}`, EMAIL],
  ['/companies', '/portal/companies', EMAIL],
  ['/companies/{id}/employees', `/portal/companies/${team.resource_id}/employees`, EMAIL],
  ['/users', '/portal/users', ADMIN_EMAIL],
  ['/import-export/import/1', '/portal/import-export/import/1', EMAIL],
  ['/import-export/export/1', '/portal/import-export/export/1', EMAIL],
  ['/import-export/history', '/portal/import-export/history', EMAIL],
].filter(([label]) => only.test(label));

async function runOnce(label, path, email, index) {
  // A fresh browser (and so an empty cache and storage) for every run.
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (email) {
      await storeSession(page, base, await signIn(email));
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      new URL(path, base).href,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(email),
      },
      desktop ? desktopConfig : undefined,
      page,
    );
    const { lhr } = result;
    const file = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'dashboard'}-${index + 1}.json`;
    writeFileSync(join(outDir, file), result.report);
    if (saveTrace)
      writeFileSync(
        join(outDir, file.replace(/\.json$/, '.trace.json')),
        JSON.stringify(result.artifacts.Trace),
      );
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(path, base).pathname)
      throw new Error(`${label}: ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      bootup: (lhr.audits['bootup-time'].details?.items ?? []).map((item) => ({
        url: item.url,
        total: item.total,
        scripting: item.scripting,
        parse: item.scriptParseCompile,
      })),
      failedA11y: Object.values(lhr.audits)
        .filter((audit) =>
          lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        )
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => audit.id),
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(
  `Lighthouse ${desktop ? 'desktop' : 'mobile'}, ${base}, ${runs} run(s) per page, median of each column; reports in ${outDir}\n`,
);
const rows = [['page', 'performance', 'TBT', 'LCP', 'accessibility', 'performance per run']];
const notes = [];
for (const [label, path, email] of PAGES) {
  const results = [];
  for (let index = 0; index < runs; index++) results.push(await runOnce(label, path, email, index));
  rows.push([
    label,
    String(median(results.map((r) => r.performance))),
    `${Math.round(median(results.map((r) => r.tbt)))} ms`,
    `${(median(results.map((r) => r.lcp)) / 1000).toFixed(1)} s`,
    String(median(results.map((r) => r.accessibility))),
    results.map((r) => r.performance).join('/'),
  ]);
  const failed = [...new Set(results.flatMap((r) => r.failedA11y))];
  if (failed.length) notes.push(`${label}: accessibility audits failed: ${failed.join(', ')}`);
  if (top) {
    const middle = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
    notes.push(
      `${label}: main thread by script (ms: total / scripting / parse+compile${desktop ? '' : ', 4× slowdown'})`,
      ...middle.bootup
        .slice(0, top)
        .map(
          (item) =>
            `  ${Math.round(item.total)} / ${Math.round(item.scripting)} / ${Math.round(item.parse)}  ${item.url.replace(base, '')}`,
        ),
    );
  }
  console.error(`${label}: ${rows.at(-1).slice(1).join(' | ')}`);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(line(rows[0]));
console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
for (const row of rows.slice(1)) console.log(line(row));
if (notes.length) console.log(`\n${notes.join('\n')}`);

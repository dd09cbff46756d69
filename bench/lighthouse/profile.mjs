// Where a signed-in page's main thread goes on a phone: loads the page at 412 × 823 with a 4× CPU
// slowdown (no network throttling), records a CPU profile of the load and the long tasks (over 50 ms,
// as slowed), and prints the self time of each source module (mapped through the build's source maps)
// inside the long tasks, the time that counts as blocking.
//
//   node bench/lighthouse/profile.mjs [baseUrl] [path] [--top N] [--runs N]
//
// Signs in as bench/lighthouse/session.mjs does (BENCH_EMAIL, BENCH_PASSWORD). More views by environment:
//   CPU_RATE=1        no slowdown, as Lighthouse's own load (its simulation multiplies each task by 4):
//                     long tasks are those over 12.5 ms, the blocking time is estimated as Lighthouse's
//   PER_TASK=1        each long task: its trace events (PER_TASK_EVENTS, default 4) and modules
//   INCLUSIVE=1       the longest task's own functions, inclusive (the components that rendered);
//                     INCLUSIVE_ALL=1 adds the libraries', INCLUSIVE_TOP=N rows (default 30),
//                     FOCUS=<function> counts only the samples below that function (e.g. commitRoot)
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { signIn, storeSession } from './session.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const top = Number(option('--top', '25'));
const runs = Number(option('--runs', '1'));
const base = args[0] ?? 'http://localhost:8391';
const path = args[1] ?? '/portal/';
const EMAIL = process.env.BENCH_EMAIL ?? 'supplier@demo.example';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'portal-demo-2026';
const CPU_RATE = Number(process.env.CPU_RATE ?? 4);
// Over 50 ms at the slowdown: without one (CPU_RATE=1, as Lighthouse observes before multiplying by 4), over 12.5 ms.
const LONG_TASK_US = 50_000 / (4 / CPU_RATE);

const maps = new Map();
/** The source map of a script of the build, or null. */
async function mapOf(url) {
  if (!url.includes('/assets/')) return null;
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((r) => (r.ok ? r.json() : null))
        .then((raw) => (raw ? new SourceMapConsumer(raw) : null))
        .catch(() => null),
    );
  }
  return maps.get(url);
}

/** Where a profile frame lies in the sources (`{ source, name }`, as the source map names it), or null. */
async function originalOf(frame) {
  const map = frame.url ? await mapOf(frame.url) : null;
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return original?.source ? original : null;
}

/** A module's short name: the package under node_modules, else the path under apps/ or packages/. */
function moduleName(source) {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) return `${inPackage[1]}/${inPackage[2].split('/').slice(0, 2).join('/')}`;
  const own = source.match(/(apps|packages)\/(.*)$/);
  return own ? own[2] : source;
}

async function runOnce() {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    await storeSession(page, base, await signIn(base, EMAIL, PASSWORD));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
    return { profile, trace };
  } finally {
    await browser.close();
  }
}

/** The main thread's tasks over 50 ms at 4× (LONG_TASK_US), in the profile's clock (µs). */
function longTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const renderer = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (!main || e.pid === main),
  );
  return events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === renderer?.pid &&
        e.tid === renderer?.tid &&
        e.dur > LONG_TASK_US,
    )
    .map((e) => ({ start: e.ts, end: e.ts + e.dur, pid: e.pid, tid: e.tid }));
}

/** Trace events of the main thread by name, their time inside the long tasks (nested ones apart). */
function eventsInTasks(trace, tasks, into) {
  const events = trace.traceEvents ?? trace;
  const { pid, tid } = tasks[0] ?? {};
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== pid || e.tid !== tid || e.name === 'RunTask' || !e.dur) continue;
    if (!tasks.some((t) => e.ts >= t.start && e.ts < t.end)) continue;
    into.set(e.name, (into.get(e.name) ?? 0) + e.dur / 1000);
  }
}

const totals = new Map();
const perTask = process.env.PER_TASK === '1';
const byEvent = new Map();
let blocking = 0;
let taskCount = 0;
const allTasks = [];
for (let run = 0; run < runs; run++) {
  const { profile, trace } = await runOnce();
  const tasks = longTasks(trace);
  taskCount += tasks.length;
  allTasks.push(...tasks);
  blocking += tasks.reduce((sum, t) => sum + ((t.end - t.start) / 1000) * (4 / CPU_RATE) - 50, 0);
  eventsInTasks(trace, tasks, byEvent);
  if (perTask) {
    const events = trace.traceEvents ?? trace;
    for (const t of tasks) {
      t.kinds = events
        .filter(
          (e) =>
            e.ph === 'X' &&
            e.pid === t.pid &&
            e.tid === t.tid &&
            e.ts >= t.start &&
            e.ts < t.end &&
            e.name !== 'RunTask' &&
            e.dur > 2000,
        )
        .slice(0, Number(process.env.PER_TASK_EVENTS ?? 4))
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.dur / 1000).toFixed(0)}`,
        );
    }
  }
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n);
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    const delta = profile.timeDeltas[i + 1] ?? 0;
    const task = tasks.find((t) => time >= t.start && time < t.end);
    if (!task) continue;
    const frame = nodes.get(profile.samples[i]).callFrame;
    const original = await originalOf(frame);
    const name = original
      ? moduleName(original.source)
      : frame.url
        ? frame.url.split('/').pop()
        : `(${frame.functionName || 'program'})`;
    totals.set(name, (totals.get(name) ?? 0) + delta / 1000);
    if (process.env.INCLUSIVE === '1') {
      // Inclusive time of the web app's own functions (each once per sample), the components that render.
      const seen = new Set();
      const stack = [];
      for (let node = nodes.get(profile.samples[i]); node; node = parents.get(node.id)) stack.push(node);
      // FOCUS=<function>: only the samples below that function (as the source maps name it).
      let focused = !process.env.FOCUS;
      for (const node of focused ? [] : stack) {
        const o = await originalOf(node.callFrame);
        if ((o?.name ?? node.callFrame.functionName) === process.env.FOCUS) focused = true;
      }
      if (!focused) continue;
      for (const node of stack) {
        const o = await originalOf(node.callFrame);
        if (!o) continue;
        if (
          process.env.INCLUSIVE_ALL !== '1' &&
          o.source.includes('node_modules') &&
          !(
            o.source.includes('react-dom') &&
            /^(commit|render|flush|workLoop|performWork|mount|update)/.test(o.name ?? '')
          )
        )
          continue;
        const key = `${o.name ?? node.callFrame.functionName} ${moduleName(o.source)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        task.own ??= new Map();
        task.own.set(key, (task.own.get(key) ?? 0) + delta / 1000);
      }
    }
    task.modules ??= new Map();
    task.modules.set(name, (task.modules.get(name) ?? 0) + delta / 1000);
  }
}
console.log(
  `${path}: ${(taskCount / runs).toFixed(1)} long tasks, blocking ${(blocking / runs).toFixed(0)} ms a load (at 4x CPU${CPU_RATE === 4 ? '' : `, from ${CPU_RATE}x`})`,
);
for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${(ms / runs).toFixed(1).padStart(8)} ms  ${name}`);
if (perTask)
  for (const t of allTasks)
    console.log(
      `task +${((t.start - allTasks[0].start) / 1000).toFixed(0)} ms, ${((t.end - t.start) / 1000).toFixed(0)} ms: ${t.kinds.join(' > ')}\n    ${[
        ...(t.modules ?? []),
      ]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
if (process.env.INCLUSIVE === '1') {
  const longest = [...allTasks].sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  console.log(
    `the longest task (${((longest.end - longest.start) / 1000).toFixed(0)} ms), own functions inclusive:`,
  );
  for (const [name, ms] of [...(longest.own ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.INCLUSIVE_TOP ?? 30)))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
}
console.log('trace events inside the long tasks (nested events counted in their parents too):');
for (const [name, ms] of [...byEvent].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${(ms / runs).toFixed(1).padStart(8)} ms  ${name}`);

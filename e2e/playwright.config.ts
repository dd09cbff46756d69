import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER, TIME_LIMITS } from './browser';

const root = join(import.meta.dirname, '..');
const basePort = Number(process.env.E2E_PORT ?? 8181);
// A fresh database for every run (the server seeds the demo data on start). Workers load this file
// too: they inherit the directory through the environment instead of choosing (and wiping) another.
if (!process.env.E2E_DATA_DIR) {
  rmSync(join(root, '.tmp', 'e2e-data'), { recursive: true, force: true });
  process.env.E2E_DATA_DIR = join(root, '.tmp', 'e2e-data', String(Date.now()));
}
const dataDir = process.env.E2E_DATA_DIR;

/**
 * The specs in five groups that run side by side, each in its own worker against its own server and
 * database (port E2E_PORT and the next ones, a data directory each under E2E_DATA_DIR). Within a group
 * the specs run one after another in file order, so every test meets the same data on every run; the
 * groups never see each other's changes. A worker waits on its browser and server most of the time
 * (about half a core busy): with two groups a 2-core machine stayed half idle, five keep it busy. The
 * screenshots spec (axe on every page, a third of all the time) is split by language; every spec not
 * listed, a new one too, runs in 'flows'. The groups took about the same time (the list reporter prints
 * each test's): keep them so.
 */
const groups = [
  { name: 'screens-en', testMatch: ['screenshots.spec.ts'], grep: /pages in en/ },
  { name: 'screens-de', testMatch: ['screenshots.spec.ts'], grep: /pages in de/ },
  { name: 'charts', testMatch: ['consumption-chart.spec.ts', 'dashboard.spec.ts'] },
  {
    name: 'lists',
    testMatch: [
      'administration.spec.ts',
      'buildings-meters.spec.ts',
      'delivery.spec.ts',
      'export.spec.ts',
      'history.spec.ts',
      'import.spec.ts',
    ],
  },
].map((group) => ({ ...group, testIgnore: [] as string[] }));
groups.push({
  name: 'flows',
  testMatch: ['**/*.spec.ts'],
  testIgnore: groups.flatMap((group) => group.testMatch),
  grep: undefined,
});
const servers = groups.map((group, index) => ({
  ...group,
  port: basePort + index,
  dataDir: join(dataDir, group.name),
}));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  ...TIME_LIMITS,
  reporter: [['list']],
  outputDir: join(root, '.tmp', 'e2e-results'),
  projects: servers.map((group) => ({
    name: group.name,
    testMatch: group.testMatch,
    testIgnore: group.testIgnore,
    ...(group.grep ? { grep: group.grep } : {}),
    workers: 1,
    use: { baseURL: `http://localhost:${group.port}` },
    // The group's data directory: e2e/fixtures.ts reads the server's mail outbox there.
    metadata: { dataDir: group.dataDir },
  })),
  use: BROWSER,
  // One server per group, started together. The reading schedule off: its catch-up run would add
  // requests to the demo data at a moment of its own.
  webServer: servers.map((group) => ({
    name: group.name,
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://localhost:${group.port}/api/v2/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(group.port),
      DATA_DIR: group.dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      READING_SCHEDULE_CRON: 'off',
    },
  })),
});

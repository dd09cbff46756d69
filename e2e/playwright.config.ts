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
 * The specs in two groups that run side by side, each in its own worker against its own server and
 * database (port E2E_PORT and the next one, a data directory each under E2E_DATA_DIR). Within a group
 * the specs run one after another in file order, so every test meets the same data on every run; the
 * groups never see each other's changes. A worker waits on its browser and server most of the time
 * (about half a core busy), so two groups take about half as long as one. 'screens' takes the specs
 * that go through many pages for screenshots with axe checks; every other spec, a new one too, runs in
 * 'flows'. The two took about the same time (the list reporter prints each test's): keep them so.
 */
const SCREENS = ['screenshots.spec.ts', 'dashboard.spec.ts', 'consumption-chart.spec.ts'];
const groups = [
  { name: 'screens', testMatch: SCREENS, testIgnore: [] as string[] },
  { name: 'flows', testMatch: '**/*.spec.ts', testIgnore: SCREENS },
].map((group, index) => ({ ...group, port: basePort + index, dataDir: join(dataDir, group.name) }));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: groups.length,
  retries: 0,
  ...TIME_LIMITS,
  reporter: [['list']],
  outputDir: join(root, '.tmp', 'e2e-results'),
  projects: groups.map((group) => ({
    name: group.name,
    testMatch: group.testMatch,
    testIgnore: group.testIgnore,
    workers: 1,
    use: { baseURL: `http://localhost:${group.port}` },
    // The group's data directory: e2e/fixtures.ts reads the server's mail outbox there.
    metadata: { dataDir: group.dataDir },
  })),
  use: BROWSER,
  // One server per group, started together. The reading schedule off: its catch-up run would add
  // requests to the demo data at a moment of its own.
  webServer: groups.map((group) => ({
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

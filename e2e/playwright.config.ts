import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh database for every run (the server seeds the demo data on start). Workers load this file
// too: they inherit the directory through the environment instead of choosing (and wiping) another.
if (!process.env.E2E_DATA_DIR) {
  rmSync(join(root, '.tmp', 'e2e-data'), { recursive: true, force: true });
  process.env.E2E_DATA_DIR = join(root, '.tmp', 'e2e-data', String(Date.now()));
}
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(root, '.tmp', 'e2e-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://localhost:${port}/api/v2/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The reading schedule off: its catch-up run would add requests to the demo data at a moment of its own.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      READING_SCHEDULE_CRON: 'off',
    },
  },
});

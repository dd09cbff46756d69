import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER, TIME_LIMITS } from './browser';

const root = join(import.meta.dirname, '..');

/**
 * The end-to-end run through deploy/example: PgBouncer in transaction mode, two server
 * processes, HAProxy round-robin on DEPLOY_PORT (8098). The global setup starts the example and its
 * teardown stops it. Specs that cover sign-in, a dispatch with a photo and an import, then
 * two-processes.deploy.ts (both processes answer, the dashboard, the shared throttle, photos, a process
 * killed while readings are written; it sorts last, so the kill comes after the others).
 */
export const DEPLOY_PORT = Number(process.env.DEPLOY_PORT ?? 8098);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  retries: 0,
  ...TIME_LIMITS,
  reporter: [['list']],
  use: BROWSER,
  testMatch: ['sign-in.spec.ts', 'reading-flow.spec.ts', 'import.spec.ts', 'two-processes.deploy.ts'],
  workers: 1,
  outputDir: join(root, '.tmp', 'e2e-deploy-results'),
  globalSetup: './deploy-setup.ts',
  projects: [
    { name: 'deploy', use: { baseURL: `http://localhost:${DEPLOY_PORT}` }, metadata: { deploy: true } },
  ],
});

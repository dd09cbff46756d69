import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The time limits of every end-to-end run: generous, so that a slow or busy machine makes a run longer, not
 * red (on one 2-core machine the two groups' browsers took 2-3 times as long per test as one group alone,
 * and pages 5-10 s to appear).
 */
export const TIME_LIMITS = { timeout: 180_000, expect: { timeout: 30_000 } };

/** Debian's Chromium, headless, for every end-to-end run (e2e/playwright.config.ts, e2e/deploy.config.ts). */
export const BROWSER: PlaywrightTestConfig['use'] = {
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
};

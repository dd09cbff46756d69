import type { PlaywrightTestConfig } from '@playwright/test';

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

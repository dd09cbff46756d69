import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'portal-demo-2026';
const root = join(import.meta.dirname, '..');
const SCREENSHOT_DIR = join(root, 'screenshots');

/** Signs in through the API and stores the session the way the web app does, then opens `path`. */
export async function signInViaApi(page: Page, email: string, path = '/portal/', password = PASSWORD) {
  await storeSignIn(page, email, '/portal/login/register', password);
  await page.goto(path);
}

/**
 * Signs in through the API and keeps the session where the app does, on `at` (a page of the origin; the
 * API's `/api/v2/` loads no script, so the next page's scripts come from an empty cache).
 */
export async function storeSignIn(page: Page, email: string, at = '/api/v2/', password = PASSWORD) {
  const response = await page.request.post('/api/v2/access-token/', { data: { email, password } });
  expect(response.status()).toBe(200);
  const token = await response.json();
  await page.goto(at);
  await page.evaluate((session) => {
    window.localStorage.setItem(
      'portal.session',
      JSON.stringify({
        token: session.access_token,
        expires: session.expires,
        userId: session.user_id,
        urgency: session.password_change_urgency ?? null,
      }),
    );
  }, token);
}

/** Signs in through the login form. */
export async function signInViaPage(page: Page, email: string, password = PASSWORD) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function setLanguage(page: Page, language: 'en' | 'de') {
  await page.evaluate((lang) => window.localStorage.setItem('portal.language', lang), language);
}

/**
 * Every page the screenshots spec visits, in both languages, is checked with axe (WCAG 2.x A/AA and
 * best-practice rules): any violation fails the test, listed with its rule, impact and elements.
 */
export async function expectNoA11yViolations(page: Page, name = page.url()) {
  // Colours are measured once transitions have ended: a dialog still fading in has colours between its
  // own and the page's (CI runs measured buttons at 3.25:1 and 2.57:1 mid-fade). A transition starts a
  // frame or two after the render that asks for it, so: two frames, then every finite animation's end,
  // again until none runs (spinners never end and are left running).
  await page.evaluate(async () => {
    const finiteRunning = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = finiteRunning();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // Every rule runs on every element; only the violations are asserted, so only they are reported in
  // full (selectors for every passing node took seconds on the lists). Legacy mode runs axe in the page
  // itself instead of merging per-frame results in a blank page it opens for every check (about 3 s a
  // check); the app has no frames.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
  );
  // Soft: one run lists the violations of every page, not only the first page's.
  expect.soft(summary, `axe violations on ${name}`).toEqual([]);
}

/** A full-page screenshot under screenshots/<language>/<name>.png, after an axe check of the page. */
export async function shoot(page: Page, language: 'en' | 'de', name: string) {
  await expectNoA11yViolations(page, `${language}/${name}`);
  const dir = join(SCREENSHOT_DIR, language);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Content-Security-Policy violations the page reported (event and console), collected per test. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      void report(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|violates the following Content Security Policy/.test(text)) violations.push(text);
  });
  return violations;
}

/** How the web app's console names a text missing in the page's language (apps/web/src/lib/i18n.ts). */
const MISSING_TEXT = 'Missing text:';

/** Texts the web app found missing in the page's language (shown as raw keys), with the page's address. */
export function watchMissingTexts(context: BrowserContext): string[] {
  const missing: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MISSING_TEXT)) missing.push(`${text} at ${message.page()?.url() ?? '?'}`);
  });
  return missing;
}

/**
 * Playwright's test with two automatic checks on every page a test opens: no Content-Security-Policy
 * violation (the server sends the web app's CSP on /portal/), and no text missing in the page's language.
 */
export const test = base.extend<{ cspViolations: string[]; missingTexts: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCspViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  missingTexts: [
    async ({ context }, use) => {
      const missing = watchMissingTexts(context);
      await use(missing);
      expect(missing, 'texts missing in the language of the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The newest mail to `email` in the outbox of the running test's server (waits until it arrives). */
export async function latestMailTo(email: string): Promise<string> {
  // Each group of specs has a server of its own (playwright.config.ts); its data directory holds the outbox.
  const outboxDir = join(test.info().project.metadata.dataDir as string, 'outbox');
  let text = '';
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir)
          .filter((file) => file.includes(email))
          .sort();
      } catch {
        files = [];
      }
      text = files.length ? readFileSync(join(outboxDir, files[files.length - 1]!), 'utf8') : '';
      return text;
    })
    .not.toBe('');
  // Quoted-printable soft line breaks would split the link.
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * Ticks a grid row's selection box. A list that re-renders between the click and the check (a count or
 * an options call answering late) can drop the first click, so the tick is retried until it holds.
 */
export async function selectRow(row: Locator) {
  await expect(async () => {
    await row.getByRole('checkbox').check({ timeout: 2_000 });
  }).toPass();
}

/** A TCP port free on this machine now, for a server a spec starts itself. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

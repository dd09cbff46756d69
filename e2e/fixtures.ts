import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'portal-demo-2026';
const root = join(import.meta.dirname, '..');
const OUTBOX_DIR = join(process.env.E2E_DATA_DIR ?? join(root, '.tmp', 'e2e-data'), 'outbox');
const SCREENSHOT_DIR = join(root, 'screenshots');

/** Signs in through the API and stores the session the way the web app does, then opens `path`. */
export async function signInViaApi(page: Page, email: string, path = '/portal/', password = PASSWORD) {
  const response = await page.request.post('/api/v2/access-token/', { data: { email, password } });
  expect(response.status()).toBe(200);
  const token = await response.json();
  await page.goto('/portal/login/register');
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
  await page.goto(path);
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

/** A full-page screenshot under screenshots/<language>/<name>.png. */
export async function shoot(page: Page, language: 'en' | 'de', name: string) {
  const dir = join(SCREENSHOT_DIR, language);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The newest mail to `email` in the server's outbox (waits until it arrives). */
export async function latestMailTo(email: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(OUTBOX_DIR)
          .filter((file) => file.includes(email))
          .sort();
      } catch {
        files = [];
      }
      text = files.length ? readFileSync(join(OUTBOX_DIR, files[files.length - 1]!), 'utf8') : '';
      return text;
    })
    .not.toBe('');
  // Quoted-printable soft line breaks would split the link.
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  OIDC_CLIENTS,
  OIDC_TEST_SECRET,
  startTestProvider,
  type TestProvider,
} from '../apps/server/test/oidc-provider';
import { expect, expectNoA11yViolations, freePort, PASSWORD, signInViaPage, test } from './fixtures';

/**
 * Single sign-on in the browser: a portal server of its own (HAS_SSO_FEATURE on, OIDC_* naming the test
 * provider) beside panva's oidc-provider on free ports; the browser goes from the SSO button through the
 * provider's own sign-in page back into the portal.
 */
const root = join(import.meta.dirname, '..');

let provider: TestProvider;
let server: ChildProcess;
let portal = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = await freePort();
  portal = `http://localhost:${port}`;
  provider = await startTestProvider({ redirectUris: [`${portal}/accounts/sso_login/callback`] });
  const dataDir = join(process.env.E2E_DATA_DIR ?? join(root, '.tmp', 'e2e-data'), 'sso');
  mkdirSync(dataDir, { recursive: true });
  const configFile = join(dataDir, 'portal.json');
  writeFileSync(configFile, JSON.stringify({ HAS_SSO_FEATURE: true }));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      READING_SCHEDULE_CRON: 'off',
      PORTAL_CONFIG_FILE: configFile,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENTS.post,
      OIDC_CLIENT_SECRET: OIDC_TEST_SECRET,
    },
  });
  const health = () =>
    fetch(`${portal}/api/v2/health`).then(
      (response) => response.status,
      () => 0,
    );
  await expect.poll(health, { timeout: 150_000 }).toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await provider?.close();
});

/** From the portal's login page through the SSO button to the provider's sign-in page, signed in there as `email`. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto(`${portal}/portal/login`);
  await page.getByTestId('login-sso').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('the SSO button, the provider’s sign-in page, and back in the portal: signed in, on the dashboard', async ({
  page,
}) => {
  await signInAtProvider(page, 'sso@demo.example');
  await expect(page).toHaveURL(`${portal}/portal/`);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  const session = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('portal.session') ?? 'null'),
  );
  expect(session?.token).toBeTruthy();
  const me = await page.request.get(`${portal}/api/v2/users/${session.userId}/`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await me.json()).email).toBe('sso@demo.example');

  // Sign-out ends the server session too: its cookie no longer answers a token.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  expect((await page.request.get(`${portal}/api/v2/access-token/`)).status()).toBe(401);
});

test('a refused single sign-on comes back to the login page with its reason in an alert (axe)', async ({
  page,
}) => {
  await signInAtProvider(page, 'supplier@demo.example');
  await expect(page).toHaveURL(`${portal}/portal/login?sso_error=not_sso_user`);
  const alert = page.getByTestId('login-sso-error');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Your account does not sign in with single sign-on.');
  expect(await page.evaluate(() => window.localStorage.getItem('portal.session'))).toBeNull();
  expect((await page.request.get(`${portal}/api/v2/access-token/`)).status()).toBe(401);
  await expectNoA11yViolations(page, 'login with sso_error');
});

test('the password form sends a user of single sign-on to the SSO button', async ({ page }) => {
  await page.goto(`${portal}/portal/login`);
  await signInViaPage(page, 'sso@demo.example', PASSWORD);
  await expect(
    page.getByText('This account signs in with single sign-on. Please use the single sign-on button.'),
  ).toBeVisible();
  await expect(page.getByTestId('login-sso')).toBeVisible();
});

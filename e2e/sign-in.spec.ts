import { expect, PASSWORD, signInViaApi, signInViaPage, test } from './fixtures';

test('a protected page sends a visitor to the login with a redirect and back after sign-in', async ({
  page,
}) => {
  await page.goto('/portal/settings');
  await expect(page).toHaveURL(/\/portal\/login\?redirect=%2Fsettings$/);
  await signInViaPage(page, 'consumer@demo.example');
  await expect(page).toHaveURL(/\/portal\/settings$/);
  await expect(page.getByTestId('settings-old_password')).toBeVisible();
});

test('the dashboard path gives no redirect query', async ({ page }) => {
  await page.goto('/portal/');
  await expect(page).toHaveURL(/\/portal\/login$/);
});

test('a wrong password shows the message under the password field, cleared on edit', async ({ page }) => {
  await page.goto('/portal/login');
  await signInViaPage(page, 'supplier@demo.example', 'not-the-password');
  const message = page.getByText('Incorrect email address or password.');
  await expect(message).toBeVisible();
  await page.getByTestId('login-password').fill(PASSWORD);
  await expect(message).toBeHidden();
});

test('the login form validates e-mail and password before submitting', async ({ page }) => {
  await page.goto('/portal/login');
  await page.getByTestId('login-email').fill('no-at-sign');
  await page.getByTestId('login-password').focus();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.getByText(/valid e-mail|must contain/i)).toBeVisible();
});

test('unknown paths and /login/register show the not-found page with a link home', async ({ page }) => {
  for (const path of ['/portal/no/such/page', '/portal/login/register']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  }
  await page.getByTestId('not-found-page').getByRole('link').click();
  await expect(page).toHaveURL(/\/portal\/login/);
});

test('a deep link with a dot in the path loads the app', async ({ page }) => {
  await page.goto('/portal/login/reset/supplier@demo.example');
  await expect(page.getByTestId('reset-email')).toHaveValue('supplier@demo.example');
});

test('any 401 logs the user out and goes to the login', async ({ page }) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.evaluate(() => {
    const session = JSON.parse(window.localStorage.getItem('portal.session')!);
    window.localStorage.setItem(
      'portal.session',
      JSON.stringify({ ...session, token: 'revoked.token.value' }),
    );
  });
  await page.reload();
  await expect(page).toHaveURL(/\/portal\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('portal.session'))).toBeNull();
});

test('logout clears the local storage and returns to the login', async ({ page }) => {
  await signInViaApi(page, 'service@demo.example', '/portal/');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('portal.session'))).toBeNull();
  await page.goto('/portal/settings');
  await expect(page).toHaveURL(/\/portal\/login\?redirect=/);
});

test('the login page (its own entry) sends a signed-in user on, and signs in with the server session after single sign-on', async ({
  page,
}) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/login?redirect=%2Fmeters');
  await expect(page).toHaveURL(/\/portal\/meters$/);
  // The sign-in also opened a server session (its cookie): after single sign-on the login page asks for it.
  await page.evaluate(() => window.localStorage.removeItem('portal.session'));
  await page.goto('/portal/login?check_privileges=true');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('portal.session'))).not.toBeNull();
  // Without a server session: the form.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.removeItem('portal.session'));
  await page.goto('/portal/login?check_privileges=true');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/login\?check_privileges=true$/);
});

import { expect, signInViaApi, signInViaPage, test } from './fixtures';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets German, can switch to English, and the choice is remembered', async ({ page }) => {
    await page.goto('/portal/login');
    await expect(page.getByTestId('login-submit')).toHaveText('Anmelden');
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await page.reload();
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  });

  test('asks the server for its messages in German', async ({ page }) => {
    await page.goto('/portal/login');
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v2/access-token/') && response.request().method() === 'POST',
    );
    await signInViaPage(page, 'supplier@demo.example', 'not-the-password');
    const response = await answer;
    expect(response.request().headers()['accept-language']).toBe('de');
    expect([response.status(), await response.json()]).toEqual([
      401,
      { detail: 'E-Mail-Adresse oder Passwort ist falsch.' },
    ]);
    await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
  });

  test('keeps the chosen language after logout', async ({ page }) => {
    await signInViaApi(page, 'consumer@demo.example', '/portal/');
    await expect(page.getByTestId('nav-buildings')).toHaveText('Gebäude');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await expect(page.getByTestId('login-submit')).toHaveText('Anmelden');
  });
});

test.describe('a browser in neither language', () => {
  test.use({ locale: 'fr-FR' });

  test('falls back to English', async ({ page }) => {
    await page.goto('/portal/login');
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  });
});

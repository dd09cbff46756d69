import { expect, latestMailTo, PASSWORD, shoot, signInViaPage, test } from './fixtures';

test('a forced password change sends every path to /settings until the password is changed', async ({
  page,
}) => {
  await page.goto('/portal/login');
  await signInViaPage(page, 'nina.krause@demo.example');
  await expect(page).toHaveURL(/\/portal\/settings$/);
  await page.goto('/portal/buildings');
  await expect(page).toHaveURL(/\/portal\/settings$/);

  const submit = page.getByTestId('settings-submit');
  await page.getByTestId('settings-old_password').fill(PASSWORD);
  await page.getByTestId('settings-password').fill('short');
  await page.getByTestId('settings-password_repeat').fill('short');
  await expect(submit).toBeDisabled();
  await page.getByTestId('settings-password').fill('Meter-Reading-2027!');
  await page.getByTestId('settings-password_repeat').fill('Meter-Reading-2028!');
  await expect(submit).toBeDisabled();
  await page.getByTestId('settings-password_repeat').fill('Meter-Reading-2027!');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId('settings-success')).toBeVisible();

  await page.goto('/portal/buildings');
  await expect(page).toHaveURL(/\/portal\/buildings$/);
  const login = await page.request.post('/api/v2/access-token/', {
    data: { email: 'nina.krause@demo.example', password: 'Meter-Reading-2027!' },
  });
  expect(login.status()).toBe(200);
});

test('a password reset by mail sets a new password', async ({ page }) => {
  await page.goto('/portal/login');
  await page.getByTestId('login-email').fill('petra.lange@demo.example');
  await page.getByTestId('login-forgot-password').click();
  await expect(page).toHaveURL(/\/portal\/login\/reset\/petra.lange@demo\.example$/);
  await expect(page.getByTestId('reset-email')).toHaveValue('petra.lange@demo.example');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();

  const mail = await latestMailTo('petra.lange@demo.example');
  const link = /http:\/\/localhost:\d+(\/portal\/login\/set-password\/[\w-]+)/.exec(mail);
  expect(link).not.toBeNull();
  await page.goto(link![1]!);
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('petra.lange@demo.example');
  await page.getByTestId('set-password-password').fill('Brand-New-Secret-99');
  await page.getByTestId('set-password-repeat').fill('Brand-New-Secret-99');
  // The strength meter speaks from the public texts, not in raw keys.
  await expect(page.getByTestId('password-strength')).toContainText(
    /^Password strength: (very )?(weak|fair|strong)$/,
  );
  await shoot(page, 'en', 'set-password');
  await page.getByTestId('set-password-submit').click();
  await expect(page.getByText('Your new password has been saved')).toBeVisible();

  await page.goto('/portal/login');
  await signInViaPage(page, 'petra.lange@demo.example', 'Brand-New-Secret-99');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();

  // The link works only once.
  await page.goto(link![1]!);
  await expect(page.getByTestId('set-password-invalid')).toBeVisible();
});

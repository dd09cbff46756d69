import { expect, signInViaApi, test } from './fixtures';

test('the first Tab reaches "Skip to main content", which moves the focus to the page', async ({ page }) => {
  await signInViaApi(page, 'consumer@demo.example', '/portal/buildings');
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/portal\/buildings$/);
});

test('the skip link is translated, on the public pages too', async ({ page }) => {
  await page.goto('/portal/no-such-page');
  await page.evaluate(() => window.localStorage.setItem('portal.language', 'de'));
  await page.reload();
  await expect(page.getByTestId('not-found-page')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeFocused();
});

test('a list row opens with Enter on a focused cell, without a mouse', async ({ page }) => {
  await signInViaApi(page, 'consumer@demo.example', '/portal/buildings');
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const city = await row.getByRole('gridcell').nth(2).textContent();
  await row.getByRole('gridcell').nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/buildings\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('building-menu')).toBeVisible();
  expect(city).toBeTruthy();

  await page.goto('/portal/meters');
  const meterRow = page.getByRole('row').nth(1);
  await expect(meterRow).toBeVisible();
  await meterRow.getByRole('gridcell').nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('meter-menu')).toBeVisible();
});

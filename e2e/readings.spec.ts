import type { Page } from '@playwright/test';
import { expect, setLanguage, shoot, signInViaApi, test } from './fixtures';

interface ReadingRow {
  resource_id: string;
  image_metas: unknown[];
}

/** A reading of the demo seed that has a photo (the seed attaches photos to some readings). */
async function readingWithPhoto(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('portal.session') ?? '{}').token,
  );
  const response = await page.request.get('/api/v2/readings/?page_size=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()).results as ReadingRow[];
  const row = rows.find((candidate) => candidate.image_metas.length > 0);
  expect(row, 'a reading with a photo in the demo seed').toBeTruthy();
  return (row as ReadingRow).resource_id;
}

/** Screenshots of the readings list and a reading's detail (with its photo, and editing a value), en and de. */
for (const language of ['en', 'de'] as const) {
  test.describe(`readings pages in ${language}`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-US', viewport: { width: 1280, height: 800 } });

    test('readings list, reading detail and inline edit', async ({ page }) => {
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/readings');
      await expect(page.getByTestId('readings-page')).toBeVisible();
      await expect(page.getByRole('row').nth(2)).toBeVisible();
      // Each reading names its building's address ("Street 1, 12345 City").
      const address = page.getByRole('columnheader', { name: language === 'de' ? 'Adresse' : 'Address' });
      await expect(address).toBeVisible();
      const column = Number(await address.getAttribute('aria-colindex'));
      await expect(
        page.getByRole('row').nth(1).locator(`[role="gridcell"][aria-colindex="${column}"]`),
      ).toHaveText(/^.+ \S+, \d{5} .+$/);
      await shoot(page, language, 'readings-list');
      // On a wide screen every default column shows in full.
      await page.setViewportSize({ width: 1920, height: 1000 });
      await expect(page.getByRole('columnheader', { name: /^Plausibilit/ })).toBeInViewport();
      await shoot(page, language, 'readings-list-wide');
      await page.setViewportSize({ width: 1280, height: 800 });

      const id = await readingWithPhoto(page);
      await page.goto(`/portal/readings/${id}`);
      const thumbnail = page.getByRole('figure').getByRole('img').first();
      await expect(thumbnail).toBeVisible();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await shoot(page, language, 'reading-detail');

      await page.getByRole('figure').getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, language, 'reading-detail-photo');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      const edit = page.getByRole('button', { name: language === 'de' ? /bearbeiten$/ : /^Edit value/ });
      await edit.first().click();
      const field = page.getByRole('textbox').first();
      await expect(field).toBeFocused();
      // The sticky header would otherwise appear in the middle of the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, language, 'reading-detail-edit');
      await field.fill('12a');
      await field.press('Enter');
      await expect(
        page.getByText(language === 'de' ? 'Bitte geben Sie eine Zahl ein.' : 'Please enter a number.'),
      ).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, language, 'reading-detail-edit-nan');

      // A phone: facts in one column, the values table scrolls sideways inside its section.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(thumbnail).toBeVisible();
      await shoot(page, language, 'reading-detail-mobile');
    });
  });
}

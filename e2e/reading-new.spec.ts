import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, setLanguage, shoot, signInViaApi, test } from './fixtures';

/** A 1×1 PNG: the photo chosen for an OBIS code. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface RequestRow {
  meter: { meter_id: string; obis_codes: string[] };
  expected_values: { obis: string; low: number; high: number }[] | null;
}

/** A new request of the demo seed whose meter has an expected range (a value above it is warned about). */
async function requestWithExpectedRange(page: Page): Promise<RequestRow> {
  const token = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('portal.session') ?? '{}').token,
  );
  const response = await page.request.get('/api/v2/reading_requests/?status=new&page_size=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const rows = (await response.json()).results as RequestRow[];
  const row = rows.find((candidate) => candidate.expected_values?.length);
  expect(row, 'a new request with expected values in the demo seed').toBeTruthy();
  return row as RequestRow;
}

for (const language of ['en', 'de'] as const) {
  test.describe(`reading-new dialog (${language})`, () => {
    test('opened from the reading requests list, with a plausibility warning', async ({ page }) => {
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      const request = await requestWithExpectedRange(page);
      const meterId = request.meter.meter_id;
      await page.goto(`/portal/reading-requests?search=${encodeURIComponent(meterId)}`);
      await expect(page.getByTestId('reading-requests-page')).toBeVisible();
      const open =
        language === 'en' ? `Add reading for meter ${meterId}` : `Ablesung für Zähler ${meterId} erfassen`;
      await page.getByRole('button', { name: open }).first().click();
      const dialog = page.getByTestId('reading-new-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(meterId)).toBeVisible();
      await shoot(page, language, 'reading-new-dialog');

      const expected = request.expected_values?.[0] as { obis: string; high: number };
      const value = String(Math.ceil(expected.high * 2 + 10));
      await dialog.getByTestId(`reading-value-${expected.obis}`).fill(value);
      await dialog.getByTestId(`reading-photo-input-${expected.obis}`).setInputFiles({
        name: 'meter.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(dialog.getByTestId(`reading-warning-${expected.obis}`)).toBeVisible();
      await shoot(page, language, 'reading-new-dialog-warning');

      // A phone: the dialog fills the screen (the viewport only: the page behind it is longer).
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoA11yViolations(page, `${language}/reading-new-dialog-phone`);
      await page.screenshot({
        path: join(import.meta.dirname, '..', 'screenshots', language, 'reading-new-dialog-phone.png'),
        animations: 'disabled',
      });
    });
  });
}

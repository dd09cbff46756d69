import type { Page } from '@playwright/test';
import { expect, PASSWORD, setLanguage, shoot, signInViaApi, test } from './fixtures';

/**
 * The demo meter the supplier sees with the most readings (the chart needs several periods), among those
 * with an implausible reading when there are any.
 */
async function meterWithMostReadings(page: Page): Promise<string> {
  const token = await page.request.post('/api/v2/access-token/', {
    data: { email: 'supplier@demo.example', password: PASSWORD },
  });
  const { access_token } = await token.json();
  const response = await page.request.get('/api/v2/readings/?page_size=1000&o=-reading_date', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { meter: string; plausibility: string }[] };
  const counts = new Map<string, number>();
  for (const reading of results) counts.set(reading.meter, (counts.get(reading.meter) ?? 0) + 1);
  const implausible = new Set(results.filter((r) => r.plausibility === 'implausible').map((r) => r.meter));
  const rank = ([meter, count]: [string, number]) => count + (implausible.has(meter) ? 10_000 : 0);
  const [url, count] = [...counts].sort((a, b) => rank(b) - rank(a))[0] ?? ['', 0];
  expect(count).toBeGreaterThanOrEqual(3);
  return /\/meters\/([0-9a-f-]{36})\/$/.exec(url)?.[1] ?? '';
}

/** The consumption section of a meter's detail page (beyond the spec): chart, table view, phone width. */
for (const language of ['en', 'de'] as const) {
  test.describe(`consumption chart in ${language}`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-US', viewport: { width: 1280, height: 800 } });

    test('meter detail with its consumption chart', async ({ page }) => {
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      const meterId = await meterWithMostReadings(page);
      await page.goto(`/portal/meters/${meterId}`);
      const section = page.getByTestId('consumption-section');
      await expect(section.getByTestId('consumption-chart-legend')).toBeVisible();
      await expect(section.locator('svg .MuiBarElement-root, svg rect').first()).toBeVisible();
      await shoot(page, language, 'meter-detail-consumption-chart');
      // The axis tooltip of an implausible period (its reasons), else of the last one.
      const chart = section.getByTestId('consumption-chart');
      const marks = chart.locator('svg text', { hasText: '!' });
      const plot = chart.locator('svg').first();
      await plot.scrollIntoViewIfNeeded();
      const target = (await marks.count()) ? await marks.last().boundingBox() : null;
      const box = await plot.boundingBox();
      if (target) await page.mouse.move(target.x + target.width / 2, target.y + 40);
      else if (box) await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2);
      await expect(page.locator('.MuiChartsTooltip-root')).toBeVisible();
      await page.screenshot({ path: `screenshots/${language}/meter-detail-consumption-tooltip.png` });

      await section.getByTestId('consumption-view-table').click();
      await expect(section.getByRole('region')).toBeVisible();
      await shoot(page, language, 'meter-detail-consumption-table');

      await page.setViewportSize({ width: 390, height: 844 });
      await section.getByTestId('consumption-view-chart').click();
      await expect(section.getByTestId('consumption-chart-legend')).toBeVisible();
      await shoot(page, language, 'meter-detail-consumption-phone');
    });
  });
}

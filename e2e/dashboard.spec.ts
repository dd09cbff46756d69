import type { Page } from '@playwright/test';
import { expect, setLanguage, shoot, signInViaApi, test } from './fixtures';

/** Opens the dashboard of `email` in `language` and waits for every counter and, where shown, the charts. */
async function openDashboard(page: Page, email: string, language: 'en' | 'de') {
  // Counters show their final value at once (no count-up) so that the screenshots show real figures.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInViaApi(page, email, '/portal/login/register');
  await setLanguage(page, language);
  await page.goto('/portal/');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  const rows = page.getByTestId(/^dashboard-task-/);
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toHaveAttribute('aria-label', /: [\d.,]+$/);
}

async function waitForCharts(page: Page) {
  await expect(page.getByTestId('dashboard-slice-table')).toBeVisible();
  // A tab with nothing to count shows an empty ring and a line of text instead of the charts.
  await expect(
    page
      .getByTestId('dashboard-doughnut')
      .locator('path')
      .first()
      .or(page.getByTestId('dashboard-doughnut-empty')),
  ).toBeVisible();
  await expect(
    page
      .getByTestId('dashboard-trend-chart')
      .locator('rect')
      .first()
      .or(page.getByTestId('dashboard-trend-empty')),
  ).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** `inner` lies within `outer` (half a pixel of rounding allowed). */
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/**
 * Nothing in the statistics panel overlaps: the figures table, the doughnut and the trend chart keep
 * apart, the trend's legend stays in the trend, and none of them reaches out of the panel.
 */
async function expectStatisticsApart(page: Page, width: number) {
  const boxOf = async (testId: string) => {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box, `${testId} at ${width} px`).not.toBeNull();
    return box as Box;
  };
  const panel = await boxOf('dashboard-requests');
  const trend = await boxOf('dashboard-trend');
  const doughnut = await page.getByTestId(/^dashboard-doughnut(-empty)?$/).boundingBox();
  const parts: Array<[string, Box]> = [
    ['figures table', await boxOf('dashboard-slice-table')],
    ['trend', trend],
    ...(doughnut ? [['doughnut', doughnut] as [string, Box]] : []),
  ];
  for (const [index, [name, box]] of parts.entries()) {
    expect.soft(within(box, panel), `${name} inside the panel at ${width} px`).toBe(true);
    for (const [other, otherBox] of parts.slice(index + 1))
      expect.soft(intersects(box, otherBox), `${name} overlaps the ${other} at ${width} px`).toBe(false);
  }
  const legend = await page.getByTestId('dashboard-trend').locator('.MuiChartsLegend-root').boundingBox();
  if (legend) expect.soft(within(legend, trend), `the legend inside the trend at ${width} px`).toBe(true);
}

/** The dashboard (spec §2) per role, in English and German, on a desktop and a phone. */
for (const language of ['en', 'de'] as const) {
  test.describe(`dashboard in ${language}`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-US', viewport: { width: 1280, height: 800 } });

    test("a scheduler's dashboard: tasks, doughnut per tab, trend, disposition", async ({ page }) => {
      await openDashboard(page, 'supplier@demo.example', language);
      await waitForCharts(page);
      await expect(page.getByTestId('dashboard-disposition')).toBeVisible();
      await shoot(page, language, 'dashboard-scheduler');
      await page.getByTestId('dashboard-tab-mine').click();
      await expect(page.getByTestId('dashboard-tab-mine')).toHaveAttribute('aria-selected', 'true');
      await waitForCharts(page);
      await shoot(page, language, 'dashboard-scheduler-my-buildings');
      await page.setViewportSize({ width: 390, height: 844 });
      await waitForCharts(page);
      await shoot(page, language, 'dashboard-scheduler-phone');
    });

    test('the statistics panel keeps its parts apart from 360 to 1920 px', async ({ page }) => {
      await openDashboard(page, 'supplier@demo.example', language);
      for (const width of [360, 390, 480, 600, 768, 900, 1024, 1280, 1366, 1440, 1600, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await waitForCharts(page);
        await expectStatisticsApart(page, width);
        if ([390, 1366, 1920].includes(width)) await shoot(page, language, `dashboard-scheduler-${width}`);
      }
    });

    test("a meter reader's dashboard: own rows, no tabs, no disposition", async ({ page }) => {
      await openDashboard(page, 'reader@demo.example', language);
      await waitForCharts(page);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByTestId('dashboard-disposition')).toHaveCount(0);
      await shoot(page, language, 'dashboard-reader');
    });

    test("the companies administration's dashboard: tasks only", async ({ page }) => {
      await openDashboard(page, 'admin@demo.example', language);
      await expect(page.getByTestId('dashboard-requests')).toHaveCount(0);
      await expect(page.getByTestId('dashboard-disposition')).toHaveCount(0);
      await shoot(page, language, 'dashboard-administration');
    });
  });
}

test.describe('dashboard actions', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a task row and a doughnut slice open the list filtered like their figures', async ({ page }) => {
    await openDashboard(page, 'supplier@demo.example', 'en');
    await waitForCharts(page);
    const meters = page.getByTestId('dashboard-task-meters');
    const count = (await meters.getAttribute('aria-label'))?.split(': ')[1];
    await meters.click();
    await expect(page).toHaveURL(/\/portal\/meters\?status=active$/);
    await expect(page.getByText(new RegExp(`of ${count?.replace(/[.,]/g, '[.,]?')}`)).first()).toBeVisible();

    await page.goBack();
    await waitForCharts(page);
    // The largest request slice (new, rejected or read): its arc is clicked in the chart itself.
    const table = page.getByTestId('dashboard-slice-table');
    const values = await Promise.all(
      ['success', 'rejected', 'new'].map(async (slice) =>
        Number(
          (await table.getByTestId(`dashboard-slice-${slice}`).locator('td').nth(1).textContent())!.replace(
            /[.,]/g,
            '',
          ),
        ),
      ),
    );
    const index = values.indexOf(Math.max(...values));
    await page.getByTestId('dashboard-doughnut').locator('path').nth(index).click();
    await expect(page).toHaveURL(/\/portal\/reading-requests\?status=/);
    const statuses = [['success', 'success_selfservice'], ['rejected', 'rejected_selfservice'], ['new']][
      index
    ]!;
    expect(new URL(page.url()).searchParams.get('status')).toBe(statuses.join(','));
    await expect(page.getByRole('grid', { name: 'Reading requests' })).toBeVisible();
    await shoot(page, 'en', 'dashboard-slice-target');
  });

  // The disposal and the finalizing change requests: done as the foreign energy supplier, whose few
  // requests no other spec uses.
  test('automatic disposal with its two confirmations, then finalizing the reading period', async ({
    page,
  }) => {
    await openDashboard(page, 'stranger@demo.example', 'en');
    await waitForCharts(page);
    await page.getByTestId('dashboard-autodispose').click();
    await expect(page.getByRole('dialog', { name: 'Dispose automatically?' })).toBeVisible();
    await shoot(page, 'en', 'dashboard-autodispose-confirm');
    await page.getByRole('button', { name: 'Count requests' }).click();
    const second = page.getByRole('dialog', { name: /^Assign \d+ reading requests?\?$/ });
    await expect(second).toBeVisible();
    await shoot(page, 'en', 'dashboard-autodispose-count');
    await second.getByRole('button', { name: 'Assign' }).click();
    await expect(page).toHaveURL(/\/portal\/reading-requests$/);
    await expect(page.getByText(/reading requests? (was|were) assigned/)).toBeVisible();

    await page.goto('/portal/');
    await page.getByTestId('dashboard-finalize').click();
    const dialog = page.getByRole('dialog', { name: 'Finalize reading period' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'en', 'dashboard-finalize-dialog');
    await dialog.getByRole('button', { name: 'Finalize' }).click();
    await expect(page.getByTestId('dashboard-disposition-feedback')).toContainText(
      /Reading period finalized: \d+ reading requests? (was|were) rejected\./,
    );
    await shoot(page, 'en', 'dashboard-finalized');
  });
});

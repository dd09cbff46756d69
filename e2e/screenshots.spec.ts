import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  PASSWORD,
  selectRow,
  setLanguage,
  shoot,
  signInViaApi,
  test,
} from './fixtures';

/** Orders a request for reader@demo.example, planned from now for a week, as the supplier; its resource_id. */
async function orderRequestForReader(page: Page): Promise<string> {
  const signIn = await page.request.post('/api/v2/access-token/', {
    data: { email: 'supplier@demo.example', password: PASSWORD },
  });
  const headers = { Authorization: `Bearer ${(await signIn.json()).access_token}` };
  const existing = await page.request.get(
    '/api/v2/reading_requests/?delegate=reader%40demo.example&page_size=1',
    { headers },
  );
  const [template] = (await existing.json()).results as Array<{ meter: { url: string } }>;
  if (!template) throw new Error('a demo request of the reader');
  const start = new Date(Date.now() + 60_000);
  const created = await page.request.post('/api/v2/reading_requests/', {
    headers,
    data: {
      meter: template.meter.url,
      planned_reading_date: start.toISOString(),
      planned_reading_date_end: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
      delegate: 'reader@demo.example',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).resource_id;
}

/** Screenshots of every page of the platform, in English and German, for review (screenshots/). */
for (const language of ['en', 'de'] as const) {
  test.describe(`pages in ${language}`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-US', viewport: { width: 1280, height: 800 } });

    test('public pages', async ({ page }) => {
      await page.goto('/portal/login');
      await setLanguage(page, language);
      await page.reload();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await shoot(page, language, 'login');
      await page.goto('/portal/login/reset/supplier@demo.example');
      await expect(page.getByTestId('reset-email')).toBeVisible();
      await shoot(page, language, 'reset');
      await page.goto('/portal/login/set-password/invalid-token');
      await expect(page.getByTestId('set-password-invalid')).toBeVisible();
      await shoot(page, language, 'set-password-invalid');
      await page.goto('/portal/no-such-page');
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await shoot(page, language, 'not-found');
    });

    test('signed-in pages and menus', async ({ page }) => {
      await signInViaApi(page, 'basic@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/');
      await expect(page.getByTestId('dashboard-page')).toBeVisible();
      await shoot(page, language, 'dashboard');
      await page.getByTestId('admin-menu-button').click();
      await expect(page.getByTestId('admin-menu-employees')).toBeVisible();
      await shoot(page, language, 'menu-administration');
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-button').click();
      await expect(page.getByTestId('user-menu-logout')).toBeVisible();
      await shoot(page, language, 'menu-user');
      await page.getByTestId('user-menu-delete-account').click();
      await expect(page.getByTestId('delete-account-dialog')).toBeVisible();
      await shoot(page, language, 'delete-account-dialog');
      await page.keyboard.press('Escape');
      await page.goto('/portal/settings');
      await page.getByTestId('settings-password').fill('Meter-Reading-2027');
      await shoot(page, language, 'settings');
    });

    test('buildings and meters pages', async ({ page }) => {
      await signInViaApi(page, 'consumer@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/buildings');
      await expect(page.getByRole('row').nth(2)).toBeVisible();
      await shoot(page, language, 'buildings-list');
      await selectRow(page.getByRole('row').nth(1));
      await page.getByTestId('buildings-bulk-open').click();
      await shoot(page, language, 'buildings-bulk-panel');
      await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
      await expect(page).toHaveURL(/\/buildings\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('building-menu')).toBeVisible();
      await shoot(page, language, 'building-detail');
      const building = new URL(page.url()).pathname;
      await page.goto(`${building}/edit`);
      await expect(page.getByTestId('building-form-save')).toBeVisible();
      await shoot(page, language, 'building-form');
      await page.goto(`${building}/meters/new`);
      await expect(page.getByTestId('meter-submit')).toBeVisible();
      await shoot(page, language, 'meter-form-new');
      await page.goto('/portal/meters');
      await expect(page.getByRole('row').nth(2)).toBeVisible();
      await shoot(page, language, 'meters-list');
      await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
      await expect(page.getByTestId('meter-menu')).toBeVisible();
      await expect(page.getByTestId('consumption-section').getByRole('progressbar')).toHaveCount(0);
      await shoot(page, language, 'meter-detail');
      const meter = new URL(page.url()).pathname;
      await page.goto(`${meter}/edit`);
      await expect(page.getByTestId('meter-submit')).toBeVisible();
      await shoot(page, language, 'meter-form-edit');
      await page.goto(`${meter}/replacement`);
      await expect(page.getByTestId('meter-submit')).toBeVisible();
      await shoot(page, language, 'meter-form-replacement');
      await page.goto(`${meter}/newreq`);
      await expect(page.getByTestId('request-submit')).toBeVisible();
      await shoot(page, language, 'reading-request-new');
    });

    test('history tabs of the building, meter and reading pages', async ({ page }) => {
      await signInViaApi(page, 'consumer@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      for (const [list, name, column] of [
        ['/portal/buildings', 'building-history', 2],
        ['/portal/meters', 'meter-history', 2],
        ['/portal/readings', 'reading-history', 1],
      ] as const) {
        await page.goto(list);
        await expect(page.getByRole('row').nth(2)).toBeVisible();
        await page.getByRole('row').nth(1).getByRole('gridcell').nth(column).click();
        await page.getByTestId('detail-tab-history').click();
        await expect(page.getByTestId('history-table')).toBeVisible();
        await shoot(page, language, name);
      }
    });

    test('reading requests pages', async ({ page }) => {
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/reading-requests');
      await expect(page.getByTestId('reading-requests-page')).toBeVisible();
      await expect(page.getByRole('row').nth(2)).toBeVisible();
      await shoot(page, language, 'reading-requests-list');
      await selectRow(page.getByRole('row').nth(1));
      await page.getByTestId('requests-bulk-open').click();
      await shoot(page, language, 'reading-requests-bulk-panel');
      await signInViaApi(page, 'reader@demo.example', '/portal/login/register');
      await page.goto('/portal/reading-requests');
      await expect(page.getByTestId('reading-requests-page')).toBeVisible();
      await expect(page.getByTestId('requests-filter-delegate')).toBeDisabled();
      await shoot(page, language, 'reading-requests-list-reader');
    });

    test('administration pages', async ({ page }) => {
      // Eighteen screenshots with axe on each: about 30 s on a quiet machine, 60 s and more on a loaded one.
      test.slow();
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/companies');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shoot(page, language, 'teams-list');
      await page.getByRole('row').filter({ hasText: 'Stadtwerke Demo' }).click();
      await expect(page.getByTestId('team-name')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shoot(page, language, 'team-show');
      const team = new URL(page.url()).pathname.replace(/\/employees$/, '');
      await page.getByTestId('detail-tab-history').click();
      await expect(page.getByTestId('history-table')).toBeVisible();
      await shoot(page, language, 'team-history');
      await page.getByTestId('detail-tab-overview').click();
      await page.getByTestId('employees-add').click();
      await expect(page.getByTestId('employee-email')).toBeVisible();
      await shoot(page, language, 'employee-form-new');
      await page.goBack();
      await page.getByRole('row').filter({ hasText: 'sabine.hoffmann@demo.example' }).click();
      await expect(page.getByTestId('employee-email')).toHaveValue('sabine.hoffmann@demo.example');
      await shoot(page, language, 'employee-form-edit');
      await page.getByTestId('employee-delete').click();
      await expect(page.getByTestId('employee-delete-counts')).toBeVisible();
      await shoot(page, language, 'employee-delete-dialog');
      await page.goto('/portal/companies/new');
      await expect(page.getByTestId('team-name')).toBeVisible();
      await shoot(page, language, 'team-form-new');
      await page.goto(`${team}/edit`);
      await expect(page.getByTestId('team-name')).not.toHaveValue('');
      await shoot(page, language, 'team-form-edit');
      await page.goto('/portal/contractors');
      await expect(page.getByTestId('contractors-unmanaged')).toBeVisible();
      await shoot(page, language, 'contractors-unmanaged');
      await page.getByTestId('contractors-own').click();
      await expect(page.getByTestId('contractors-edit')).toBeVisible();
      await shoot(page, language, 'contractors-show');
      await page.getByTestId('contractors-edit').click();
      await expect(page.getByTestId('contractors-save')).toBeVisible();
      await shoot(page, language, 'contractors-edit');
      await page.goto('/portal/import-export/export/0');
      await expect(page.getByTestId('export-count')).toHaveText(/\d/);
      await shoot(page, language, 'export-reading-requests');
      await page.getByTestId('export-mode-2').click();
      await page.getByTestId('export-option-2').check();
      await page.getByRole('combobox', { name: language === 'de' ? /Unternehmen/ : /Company/ }).click();
      await page.getByRole('option').first().click();
      await expect(page.getByTestId('export-count')).toHaveText(/\d/);
      await shoot(page, language, 'export-readings');
      // The import page: dry runs only (they keep nothing).
      const importFile = (row: string) => ({
        name: 'meters.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit\r\n${row}\r\n`,
        ),
      });
      await page.goto('/portal/import-export/import/1');
      await page
        .getByTestId('import-file')
        .setInputFiles(importFile('Importweg,1,12345,Musterstadt,SHOT-1,1-0:1.8.0,electricity,kWh'));
      await expect(page.getByTestId('import-file-name')).toHaveText('meters.csv');
      await shoot(page, language, 'import');
      await page.getByTestId('import-check').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, language, 'import-checked');
      await page.getByTestId('import-done-close').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page
        .getByTestId('import-file')
        .setInputFiles(importFile('Importweg,1,12345,Musterstadt,SHOT-1,1-0:1.8.0,electricity,no-unit'));
      await page.getByTestId('import-check').click();
      await expect(page.getByTestId('import-error')).toBeVisible();
      await shoot(page, language, 'import-refused');
      await signInViaApi(page, 'admin@demo.example', '/portal/users');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shoot(page, language, 'users-list');
      await page.goto('/portal/report');
      await expect(
        page.getByRole('button', { name: language === 'de' ? 'Herunterladen' : 'Download' }),
      ).toBeVisible();
      await shoot(page, language, 'report');
    });

    test('import history', async ({ page }) => {
      await signInViaApi(page, 'consumer@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      // Two checks of its own (dry runs keep nothing): one that passes, one with refused rows.
      const token = await page.evaluate(
        () => JSON.parse(window.localStorage.getItem('portal.session') ?? '{}').token as string,
      );
      const header = 'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit';
      const checks = [
        ['meters.csv', ['Importweg,1,12345,Musterstadt,SHOT-H1,1-0:1.8.0,electricity,kWh']],
        [
          'meters-refused.csv',
          [
            'Importweg,1,12345,Musterstadt,SHOT-H2,1-0:1.8.0,electricity,no-unit',
            'Importweg,2,1234,Musterstadt,SHOT-H3,1-0:1.8.0,electricity,kWh',
          ],
        ],
      ] as const;
      for (const [name, rows] of checks) {
        const response = await page.request.put('/api/v2/reading_requests-upload/1/1/', {
          data: Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`),
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="${name}"`,
          },
        });
        expect(response.status()).toBeLessThan(500);
      }
      await page.goto('/portal/import-export/history');
      const refused = page.getByRole('row').filter({ hasText: 'meters-refused.csv' }).first();
      await expect(refused).toBeVisible();
      await shoot(page, language, 'import-history');
      await page.getByRole('row').filter({ hasText: 'meters.csv' }).first().getByRole('button').click();
      await expect(page.getByRole('table', { name: /Counts|Anzahlen/ })).toBeVisible();
      await shoot(page, language, 'import-history-report-counts');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await refused.getByRole('button', { name: 'meters-refused.csv' }).click();
      await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
      await shoot(page, language, 'import-history-report');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, language, 'import-history-report-phone');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await shoot(page, language, 'import-history-phone');
    });

    test('reading requests and readings on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // A dialog covering the screen: the viewport only (the page behind it is longer), after axe.
      const shootViewport = async (name: string) => {
        await expectNoA11yViolations(page, `${language}/${name}`);
        const path = join(import.meta.dirname, '..', 'screenshots', language, `${name}.png`);
        await page.screenshot({ path, animations: 'disabled' });
      };
      // This week's list must show a request the reader can answer whatever the weekday, and after
      // other tests answered the demo's: one planned to start now, ordered by the supplier.
      const ordered = await orderRequestForReader(page);
      for (const who of ['reader', 'supplier'] as const) {
        await signInViaApi(page, `${who}@demo.example`, '/portal/login/register');
        await setLanguage(page, language);
        await page.goto('/portal/reading-requests');
        const requests = page.getByTestId('reading-requests-cards');
        await expect(requests.getByTestId(/^request-card-/).first()).toBeVisible();
        await expect(page.getByRole('grid')).toHaveCount(0);
        await shoot(page, language, `reading-requests-phone-${who}`);
        await page.getByTestId('filter-panel-open').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shootViewport(`reading-requests-phone-filters-${who}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        if (who === 'reader') {
          await page.getByTestId('requests-quick-week').click();
          await expect(page).toHaveURL(/planned_reading_date_after=/);
          await expect(page.getByTestId('requests-quick-week')).toHaveAttribute('aria-pressed', 'true');
          await expect(requests.getByRole('progressbar')).toHaveCount(0);
          await shoot(page, language, 'reading-requests-phone-reader-week');
          // The action of a card of this week's requests, shown: not of a list about to change under the click.
          await requests.getByTestId(`request-card-add-reading-${ordered}`).click();
          await expect(page.getByTestId('reading-new-dialog')).toBeVisible();
          await shootViewport('reading-new-dialog-phone-reader');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await page.getByTestId('requests-quick-week').click();
          await expect(page).not.toHaveURL(/planned_reading_date_after=/);
          await expect(requests.getByRole('progressbar')).toHaveCount(0);
          await expect(requests.getByTestId(/^request-card-/).first()).toBeVisible();
        }
        await page.goto('/portal/readings');
        const readings = page.getByTestId('readings-cards');
        await expect(readings.getByTestId(/^reading-card-/).first()).toBeVisible();
        await expect(page.getByRole('grid')).toHaveCount(0);
        await shoot(page, language, `readings-phone-${who}`);
      }
    });

    test('the office lists as cards on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const cardsOf = async (list: string, name: string) => {
        const cards = page.getByTestId(list);
        await expect(cards.getByRole('listitem').first()).toBeVisible();
        await expect(page.getByRole('grid')).toHaveCount(0);
        await shoot(page, language, name);
        return cards;
      };
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/buildings');
      await cardsOf('buildings-cards', 'buildings-phone');
      await page.goto('/portal/meters');
      await cardsOf('meters-cards', 'meters-phone');
      await page.goto('/portal/companies');
      const companies = await cardsOf('teams-cards', 'companies-phone');
      await companies.getByRole('listitem').first().getByRole('link').first().click();
      await cardsOf('employees-cards', 'employees-phone');
      await signInViaApi(page, 'admin@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/users');
      await cardsOf('users-cards', 'users-phone');
    });

    test('mobile header', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInViaApi(page, 'supplier@demo.example', '/portal/login/register');
      await setLanguage(page, language);
      await page.goto('/portal/');
      await page.getByTestId('mobile-menu-button').click();
      await expect(page.getByTestId('mobile-drawer')).toBeVisible();
      await shoot(page, language, 'mobile-menu');
    });
  });
}

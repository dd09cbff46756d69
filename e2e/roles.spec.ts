import { expect, signInViaPage, test } from './fixtures';

/** What each demo account must see in the header (base configuration). */
const ROLES = [
  { email: 'admin@demo.example', nav: false, admin: ['employees', 'users', 'report'], deleteAccount: false },
  {
    email: 'supplier@demo.example',
    nav: true,
    admin: ['import_export', 'contractors', 'companies'],
    deleteAccount: false,
  },
  {
    email: 'consumer@demo.example',
    nav: true,
    admin: ['import_export', 'contractors', 'companies'],
    deleteAccount: false,
  },
  { email: 'basic@demo.example', nav: true, admin: ['import_export', 'employees'], deleteAccount: true },
  {
    email: 'service@demo.example',
    nav: true,
    admin: ['import_export', 'contractors', 'employees'],
    deleteAccount: false,
  },
  { email: 'reader@demo.example', nav: true, admin: [], deleteAccount: false },
  {
    email: 'stranger@demo.example',
    nav: true,
    admin: ['import_export', 'contractors', 'companies'],
    deleteAccount: false,
  },
];
const ALL_ADMIN = ['import_export', 'contractors', 'companies', 'employees', 'users', 'report'];
const NAV = ['dashboard', 'buildings', 'meters', 'readings', 'reading_requests'];

for (const role of ROLES) {
  test(`${role.email} signs in through the page and sees its menus`, async ({ page }) => {
    await page.goto('/portal/login');
    await signInViaPage(page, role.email);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();

    for (const item of NAV) {
      await expect(page.getByTestId(`nav-${item}`)).toHaveCount(role.nav ? 1 : 0);
    }
    if (role.admin.length) {
      await page.getByTestId('admin-menu-button').click();
      for (const item of ALL_ADMIN) {
        await expect(page.getByTestId(`admin-menu-${item}`)).toHaveCount(role.admin.includes(item) ? 1 : 0);
      }
      await page.keyboard.press('Escape');
    } else {
      await expect(page.getByTestId('admin-menu-button')).toHaveCount(0);
    }
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-change-password')).toBeVisible();
    await expect(page.getByTestId('user-menu-logout')).toBeVisible();
    await expect(page.getByTestId('user-menu-delete-account')).toHaveCount(role.deleteAccount ? 1 : 0);
    await page.getByTestId('user-menu-logout').click();
    await expect(page).toHaveURL(/\/portal\/login$/);
  });
}

test('the help menu lists the brand manuals', async ({ page }) => {
  await page.goto('/portal/login');
  await signInViaPage(page, 'supplier@demo.example');
  await page.getByTestId('help-menu-button').click();
  await expect(page.getByTestId('help-menu-portal_manual')).toBeVisible();
  await expect(page.getByTestId('help-menu-meter_scan_tips')).toBeVisible();
});

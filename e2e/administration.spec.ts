import {
  expect,
  expectNoA11yViolations,
  latestMailTo,
  selectRow,
  signInViaApi,
  signInViaPage,
  test,
} from './fixtures';

const TEAM = `E2E Ableseteam ${Date.now()}`;
const READER = `e2e.reader.${Date.now()}@demo.example`;
const SCHEDULER = `e2e.scheduler.${Date.now()}@demo.example`;
const SCHEDULER_PASSWORD = 'Team-Start-2026-Sicher!';

test('a supplier creates a team and its scheduler; the scheduler adds a reader and generates their password; the reader must change it', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, 'supplier@demo.example', '/portal/company');
  await expect(page).toHaveURL(/\/portal\/companies$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoA11yViolations(page, 'teams list');

  await page.getByTestId('teams-add').click();
  await page.getByTestId('team-name').fill(TEAM);
  await page.getByTestId('team-address').fill('Ablesestraße 1, 12345 Musterstadt');
  await page.getByTestId('team-company_type').locator('..').click();
  await page.getByRole('option', { name: 'Meter reading service' }).click();
  await expectNoA11yViolations(page, 'team form');
  await page.getByTestId('team-save').click();

  await expect(page).toHaveURL(/\/portal\/companies\/[0-9a-f-]+\/employees$/);
  await expect(page.getByTestId('team-name')).toHaveText(TEAM);
  await expectNoA11yViolations(page, 'team show');

  // The team's first user: another company's employee is always a scheduler (spec §5); a registration mail.
  await page.getByTestId('employees-add').click();
  await page.getByTestId('employee-email').fill(SCHEDULER);
  await page.getByTestId('employee-name').fill('Sam Disponent');
  await expect(page.getByTestId('employee-company')).toHaveValue(TEAM);
  await expect(page.getByTestId('employee-user-type').locator('..')).toContainText('Scheduler');
  await expectNoA11yViolations(page, 'employee form');
  await page.getByTestId('employee-save').click();
  await expect(page.getByRole('row').filter({ hasText: SCHEDULER })).toBeVisible();
  // Managing them is their own team's business in the described build: no password for the supplier to generate.
  await expect(page.getByTestId(`employee-generate-password-${SCHEDULER}`)).toHaveCount(0);

  const scheduler = await browser.newContext();
  const schedulerPage = await scheduler.newPage();
  const mail = await latestMailTo(SCHEDULER);
  const link = /http:\/\/localhost:\d+(\/portal\/login\/set-password\/[\w-]+)/.exec(mail);
  expect(link).not.toBeNull();
  await schedulerPage.goto(link![1]!);
  await schedulerPage.getByTestId('set-password-password').fill(SCHEDULER_PASSWORD);
  await schedulerPage.getByTestId('set-password-repeat').fill(SCHEDULER_PASSWORD);
  await schedulerPage.getByTestId('set-password-submit').click();
  // Saved before the page is left: leaving at once could cancel the request on a busy machine.
  await expect(schedulerPage.getByText('Your new password has been saved')).toBeVisible();
  await schedulerPage.goto('/portal/login');
  await signInViaPage(schedulerPage, SCHEDULER, SCHEDULER_PASSWORD);
  await expect(schedulerPage.getByTestId('dashboard-page')).toBeVisible();

  // The new team's scheduler adds a meter reader and generates their first password.
  await schedulerPage.goto('/portal/company');
  await expect(schedulerPage).toHaveURL(/\/portal\/companies\/[0-9a-f-]+\/employees$/);
  await expect(schedulerPage.getByTestId('team-name')).toHaveText(TEAM);
  await schedulerPage.getByTestId('employees-add').click();
  await schedulerPage.getByTestId('employee-email').fill(READER);
  await schedulerPage.getByTestId('employee-name').fill('Erika Ableserin');
  await schedulerPage.getByTestId('employee-user-type').locator('..').click();
  await schedulerPage.getByRole('option', { name: 'Meter reader', exact: true }).click();
  await schedulerPage.getByTestId('employee-save').click();

  const row = schedulerPage.getByRole('row').filter({ hasText: READER });
  await expect(row).toBeVisible();
  // A new employee has not set a password: the registration e-mail is offered again.
  await expect(row.getByTestId(`employee-resend-${READER}`)).toBeVisible();
  await row.getByTestId(`employee-generate-password-${READER}`).click();
  // The question comes first; the password is generated once it is confirmed.
  await expect(schedulerPage.getByTestId('generate-password-question')).toContainText(
    'signed out everywhere',
  );
  await expect(schedulerPage.getByTestId('generated-password')).toHaveCount(0);
  await expectNoA11yViolations(schedulerPage, 'generate password question');
  await schedulerPage.getByTestId('generate-password-confirm').click();
  await expect(schedulerPage.getByTestId('generated-password')).not.toBeEmpty();
  const password = (await schedulerPage.getByTestId('generated-password').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await expectNoA11yViolations(schedulerPage, 'generated password dialog');
  await schedulerPage.getByRole('button', { name: 'Close' }).click();
  // With a password now, the registration e-mail is no longer offered.
  await expect(row.getByTestId(`employee-resend-${READER}`)).toHaveCount(0);

  // The reader signs in with the generated password and is sent to change it.
  const context = await browser.newContext();
  const readerPage = await context.newPage();
  await readerPage.goto('/portal/login');
  await signInViaPage(readerPage, READER, password);
  await expect(readerPage).toHaveURL(/\/portal\/settings/);
  await readerPage.goto('/portal/buildings');
  await expect(readerPage).toHaveURL(/\/portal\/settings/);
  await context.close();

  // Edit the reader: the delete button waits for unsaved changes to be dropped.
  await row.click();
  await expect(schedulerPage).toHaveURL(/\/employees\/[0-9a-f-]+\/edit$/);
  await expect(schedulerPage.getByTestId('employee-save')).toBeDisabled();
  await schedulerPage.getByTestId('employee-name').fill('Erika Ableserin-Neu');
  await expect(schedulerPage.getByTestId('employee-delete')).toBeDisabled();
  await schedulerPage.getByTestId('employee-save').click();
  await expect(schedulerPage.getByRole('row').filter({ hasText: 'Erika Ableserin-Neu' })).toBeVisible();
  await scheduler.close();
});

test('the companies administration deactivates and reactivates a user on /users', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.example', '/portal/users');
  // By role: once the filter applies, its chip's remove button carries the same label.
  const search = page.getByRole('searchbox', { name: 'E-mail or company' });
  await search.fill('basic@demo.example');
  await search.blur();
  const row = page.getByRole('row').filter({ hasText: 'basic@demo.example' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');
  await expectNoA11yViolations(page, 'users list');

  await selectRow(row);
  await page.getByTestId('users-bulk-open').click();
  await page
    .getByRole('region', { name: 'Deactivate', exact: true })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByText('1 user deactivated.')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await page
    .getByRole('region', { name: 'Activate', exact: true })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(page.getByText('1 user activated.')).toBeVisible();
  await expect(row).not.toContainText('Inactive');
});

test('a supplier asks a team to be its contractor, the team accepts, the supplier removes it', async ({
  page,
}) => {
  const name = 'Fremdwerk Demo';
  await signInViaApi(page, 'supplier@demo.example', '/portal/contractors');
  await expect(page).toHaveURL(/\/portal\/contractors\/unmanaged$/);
  await expectNoA11yViolations(page, 'contractors (unmanaged)');
  await expect(page.getByTestId('contractors-unmanaged')).toBeVisible();
  await page.getByTestId('contractors-own').click();
  await expect(page).toHaveURL(/\/portal\/contractors\/[0-9a-f-]+$/);
  await expectNoA11yViolations(page, 'contractors show');
  await page.getByTestId('contractors-edit').click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('combobox', { name: 'Contractors' }).click();
  await page.getByRole('option', { name: new RegExp(name), selected: false }).click();
  await page.keyboard.press('Escape');
  await expectNoA11yViolations(page, 'contractors edit');
  await page.getByTestId('contractors-save').click();
  await expect(page).toHaveURL(/\/portal\/contractors\/[0-9a-f-]+$/);
  // Asked, not accepted: waiting, and nothing of the team is the supplier's yet.
  await expect(page.getByTestId('contractor-links-asked')).toContainText(name);
  await expect(page.getByTestId('contractor-links-asked')).toContainText('Waiting for consent');
  await expect(page.getByTestId('contractors-list')).not.toContainText(name);

  await signInViaApi(page, 'stranger@demo.example', '/portal/contractors');
  await page.getByTestId('contractors-own').click();
  const incoming = page.getByTestId('contractor-links-incoming');
  await expect(incoming).toContainText('Stadtwerke Demo');
  await expectNoA11yViolations(page, 'contractors show with a request');
  await incoming.getByRole('button', { name: 'Accept: Stadtwerke Demo' }).click();
  await expect(page.getByTestId('contractor-links-worksFor')).toContainText('Stadtwerke Demo');

  // Removed again, so the specs after this one (in the same database) find the demo's contractors.
  await signInViaApi(page, 'supplier@demo.example', '/portal/contractors');
  await page.getByTestId('contractors-own').click();
  await expect(page.getByTestId('contractors-list')).toContainText(name);
  await page.getByTestId('contractors-edit').click();
  await page.getByRole('combobox', { name: 'Contractors' }).click();
  await page.getByRole('option', { name: new RegExp(name), selected: true }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('contractors-save').click();
  await expect(page).toHaveURL(/\/portal\/contractors\/[0-9a-f-]+$/);
  await expect(page.getByTestId('contractors-list')).not.toContainText(name);
});

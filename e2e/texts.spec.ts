import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, latestMailTo, PASSWORD, setLanguage, signInViaApi, test } from './fixtures';

/**
 * Every route of the web app, public and signed in (for the roles that see it), in English and German:
 * no text may be missing. The fixture fails a test on any text the app finds missing in the page's
 * language; this spec also reads each page's words (and its labels) for a raw key ("area.key").
 */
const AREAS = readdirSync(join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales', 'en')).map(
  (file) => file.replace(/\.json$/, ''),
);
/** A key of a locale area (`settings.strength.label`); a file name (readings.csv) is none. */
const RAW_KEY = new RegExp(`\\b(?:${AREAS.join('|')})(?:\\.[A-Za-z][\\w-]*)+\\b`, 'g');
const FILE_ENDINGS = /\.(csv|xlsx?|json|pdf|png|jpe?g|zip|txt)$/i;

type Role = 'consumer' | 'supplier' | 'admin' | 'reader' | 'basic';
const ACCOUNTS: Record<Role, string> = {
  consumer: 'consumer@demo.example',
  supplier: 'supplier@demo.example',
  admin: 'admin@demo.example',
  reader: 'reader@demo.example',
  basic: 'basic@demo.example',
};

/** The words of the page and of its labels (what a screen reader says too). */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-valuetext]')]
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'].map((name) =>
          element.getAttribute(name),
        ),
      )
      .filter((value): value is string => Boolean(value));
    // The rendered words, one element's apart from the next (textContent runs them together).
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is read
    return [document.title, document.body.innerText, ...labels].join('\n');
  });

/** Opens `path` and waits until it has settled: its language set, no page or list still loading. */
async function visit(page: Page, language: 'en' | 'de', path: string) {
  await page.goto(`/portal${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('#root')).not.toBeEmpty();
  // Indeterminate spinners and bars (a loading page, chunk or list); a strength meter has a value.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0);
  await expectNoRawKeys(page, `${path} in ${language}`);
}

async function expectNoRawKeys(page: Page, name: string) {
  const rawKeys = [...(await pageWords(page)).matchAll(RAW_KEY)]
    .map((match) => match[0])
    .filter((key) => !FILE_ENDINGS.test(key));
  expect.soft(rawKeys, `raw keys on ${name}`).toEqual([]);
}

async function tokenOf(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/v2/access-token/', { data: { email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).access_token as string;
}

/** The first results of a list of the API, as `email` sees it. */
async function firstOf<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, email)}` };
  const answer = await request.get(`/api/v2/${path}`, { headers });
  expect(answer.status(), path).toBe(200);
  const [first] = (await answer.json()).results as T[];
  if (!first) throw new Error(`no result of ${path}`);
  return first;
}

const idOf = (url: string) => /\/([0-9a-f-]{36})\/?$/.exec(url)?.[1] ?? '';

/** The routes each role is shown, with the ids of the demo data they open. */
async function signedInRoutes(request: APIRequestContext): Promise<Record<Role, string[]>> {
  const consumer = ACCOUNTS.consumer;
  const building = await firstOf<{ resource_id: string }>(request, consumer, 'buildings/?page_size=1');
  const meter = await firstOf<{ resource_id: string; building: { resource_id: string } }>(
    request,
    consumer,
    'meters/?page_size=1',
  );
  const reading = await firstOf<{ resource_id: string; meter: string; building: string }>(
    request,
    consumer,
    'readings/?page_size=1',
  );
  const teamOf = async (email: string) =>
    idOf(
      (await firstOf<{ company: string }>(request, email, `employees/?email=${encodeURIComponent(email)}`))
        .company,
    );
  const team = await teamOf(consumer);
  const employee = await firstOf<{ resource_id: string }>(
    request,
    consumer,
    `employees/?email=${encodeURIComponent('andreas.keller@demo.example')}`,
  );
  const ownSupplier = await teamOf(ACCOUNTS.supplier);
  const b = building.resource_id;
  const m = meter.resource_id;
  const mb = meter.building.resource_id;
  const r = reading.resource_id;
  const e = employee.resource_id;
  return {
    consumer: [
      '/',
      '/settings',
      '/buildings',
      `/buildings/${b}`,
      '/buildings/new',
      `/buildings/${b}/edit`,
      `/buildings/${mb}/meters/new`,
      '/meters',
      `/meters/${m}`,
      `/buildings/${mb}/meters/${m}`,
      `/meters/${m}/edit`,
      `/buildings/${mb}/meters/${m}/edit`,
      `/meters/${m}/replacement`,
      `/buildings/${mb}/meters/${m}/replacement`,
      `/meters/${m}/newreq`,
      `/buildings/${mb}/meters/${m}/newreq`,
      '/reading-requests',
      '/readings',
      `/readings/${r}`,
      `/buildings/${idOf(reading.building)}/meters/${idOf(reading.meter)}/readings/${r}`,
      '/company',
      `/companies/${team}/employees`,
      `/companies/${team}/employees/new`,
      `/companies/${team}/employees/${e}/edit`,
      `/companies/${team}/employees/${e}/edit/confirm-delete`,
      '/import-export/export/0',
      '/import-export/export/1',
    ],
    supplier: [
      '/',
      '/companies',
      '/companies/new',
      `/companies/${ownSupplier}/edit`,
      `/companies/${ownSupplier}/employees`,
      '/contractors',
      '/contractors/unmanaged',
      `/contractors/${ownSupplier}`,
      `/contractors/${ownSupplier}/edit`,
      '/reading-requests',
      '/import-export/import/0',
      '/import-export/import/1',
      '/import-export/history',
      '/import-export/export/0',
    ],
    admin: ['/', '/users', '/companies', '/report', '/settings'],
    reader: ['/', '/buildings', '/meters', '/reading-requests', '/readings', '/settings'],
    basic: ['/', '/buildings', '/settings'],
  };
}

for (const language of ['en', 'de'] as const) {
  test.describe(`every route in ${language}`, () => {
    test.use({ locale: language === 'de' ? 'de-DE' : 'en-US' });

    test('public routes have all their texts', async ({ page }) => {
      // A real link of the reset mail: the set-password form with its strength meter. One account a
      // language: the newest mail to it is the one just requested.
      const email = language === 'en' ? 'andreas.keller@demo.example' : 'mehmet.yilmaz@demo.example';
      const requested = await page.request.post('/api/v2/users/reset_password/', { data: { email } });
      expect(requested.status()).toBe(200);
      const link = /\/portal(\/login\/set-password\/[\w-]+)/.exec(await latestMailTo(email))?.[1];
      expect(link).toBeDefined();
      await page.goto('/portal/login');
      await setLanguage(page, language);
      for (const path of [
        '/login',
        '/login/reset',
        '/login/reset/supplier@demo.example',
        link!,
        '/login/set-password/invalid-token',
        '/login/register',
        '/no-such-page',
      ])
        await visit(page, language, path);
      // The strength meter's words for a password typed in (the page was visited last but two).
      await page.goto(`/portal${link}`);
      await page.getByTestId('set-password-password').fill('Zähler-Stand-2027');
      await expect(page.getByTestId('password-strength')).not.toHaveAttribute('data-score', '');
      await expectNoRawKeys(page, `the set-password form in ${language}`);
    });

    for (const role of Object.keys(ACCOUNTS) as Role[]) {
      test(`signed-in routes of the ${role} have all their texts`, async ({ page }) => {
        test.slow();
        const routes = (await signedInRoutes(page.request))[role];
        await signInViaApi(page, ACCOUNTS[role], '/portal/login/register');
        await setLanguage(page, language);
        for (const path of routes) await visit(page, language, path);
      });
    }
  });
}

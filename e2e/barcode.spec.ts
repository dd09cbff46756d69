import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { writeBarcodeVideo } from './barcode-video';
import { BROWSER } from './browser';
import {
  expect,
  expectNoA11yViolations,
  PASSWORD,
  setLanguage,
  shoot,
  signInViaApi,
  test,
  watchMissingTexts,
} from './fixtures';

/**
 * A meter reader scans the barcode on a meter with the phone's camera and lands on that meter's open
 * request: Chromium's fake camera shows a generated Code 128 picture (Linux Chromium has no
 * BarcodeDetector, so ZXing reads it). A typed code is the way without a camera.
 */
const READER = 'reader@demo.example';
const SCHEDULER = 'consumer@demo.example';
const CODE = 'E2E-SCAN-4711';

interface RequestRow {
  meter: { resource_id: string; meter_id: string; url: string };
}

/** The reader's first open request, its meter given the code the camera will show. */
async function scanTarget(request: APIRequestContext) {
  const tokenOf = async (email: string) => {
    const response = await request.post('/api/v2/access-token/', { data: { email, password: PASSWORD } });
    return (await response.json()).access_token as string;
  };
  const open = await request.get(
    `/api/v2/reading_requests/?status=new&delegate=${encodeURIComponent(READER)}&o=planned_reading_date&page_size=1`,
    { headers: { Authorization: `Bearer ${await tokenOf(READER)}` } },
  );
  const target = ((await open.json()).results as RequestRow[])[0]!;
  const patched = await request.patch(`/api/v2/meters/${target.meter.resource_id}/`, {
    headers: { Authorization: `Bearer ${await tokenOf(SCHEDULER)}` },
    data: { barcode_id: CODE },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return target;
}

test.describe.configure({ mode: 'serial' });

test('without the camera, a typed code: an unknown one is told, the meter’s code opens its reading', async ({
  page,
  request,
}) => {
  const target = await scanTarget(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, READER, '/portal/reading-requests');
  await expect(page.getByTestId('reading-requests-cards')).toBeVisible();
  await shoot(page, 'en', 'reader-requests-scan-phone');
  await page.getByTestId('requests-scan').click();
  const dialog = page.getByRole('dialog', { name: "Scan a meter's barcode" });
  // Headless Chromium leaves the camera's permission unanswered: the typed code works meanwhile.
  await expect(dialog.getByTestId('scan-typed')).toBeVisible();
  await expectNoA11yViolations(page, 'scan dialog');
  await dialog.getByTestId('scan-typed').fill('NO-SUCH-CODE');
  await dialog.getByTestId('scan-find').click();
  await expect(dialog.getByTestId('scan-problem')).toHaveText('No meter has the code NO-SUCH-CODE.');
  await shoot(page, 'en', 'reader-scan-phone');
  await dialog.getByTestId('scan-typed').fill(` ${CODE} `);
  await dialog.getByTestId('scan-find').click();
  await expect(page.getByRole('dialog').filter({ hasText: target.meter.meter_id })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await setLanguage(page, 'de');
  await page.reload();
  await page.getByTestId('requests-scan').click();
  const german = page.getByRole('dialog', { name: 'Barcode eines Zählers scannen' });
  await german.getByTestId('scan-typed').fill('NICHT-DA');
  await german.getByTestId('scan-find').click();
  await expect(german.getByTestId('scan-problem')).toHaveText('Kein Zähler hat den Code NICHT-DA.');
  await shoot(page, 'de', 'reader-scan-phone');
});

test('the camera reads the meter’s barcode and the reading of its open request opens', async ({
  playwright,
  request,
}) => {
  const target = await scanTarget(request);
  const dir = join(import.meta.dirname, '..', '.tmp');
  mkdirSync(dir, { recursive: true });
  const video = join(dir, 'barcode.y4m');
  await writeBarcodeVideo(video, CODE);
  const launch = BROWSER!.launchOptions!;
  const browser = await playwright.chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    const missing = watchMissingTexts(context);
    const page = await context.newPage();
    await signInViaApi(page, READER, '/portal/reading-requests');
    await page.getByTestId('requests-scan').click();
    const reading = page.getByRole('dialog').filter({ hasText: target.meter.meter_id });
    await expect(reading.getByTestId('reading-new-save')).toBeVisible();
    await expect(page.getByRole('dialog', { name: "Scan a meter's barcode" })).toHaveCount(0);
    expect(missing).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});

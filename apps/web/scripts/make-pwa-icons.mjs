// The installable app's icons (apps/web/public/pwa-*.png), drawn from the default brand's square icon
// (apps/server/brands/default/favicon.svg) by Debian's Chromium. Run again when that icon changes:
//   node apps/web/scripts/make-pwa-icons.mjs
// The PNGs are committed: the build itself draws nothing (no rasteriser among the build's packages).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..', '..');
const svg = readFileSync(join(root, 'apps/server/brands/default/favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1] ?? '#0f5c8c';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// "any": the icon as drawn (rounded corners); "maskable": the brand colour to the edges, the icon inside
// the safe zone (80 % of the size), so a launcher's round or squircle mask never cuts into it.
const icons = [
  { file: 'pwa-192x192.png', size: 192, maskable: false },
  { file: 'pwa-512x512.png', size: 512, maskable: false },
  { file: 'pwa-maskable-512x512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180x180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const { file, size, maskable } of icons) {
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;` +
      `justify-content:center;background:${maskable ? background : 'transparent'}">` +
      `<img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`,
  );
  await page.screenshot({ path: join(root, 'apps/web/public', file), omitBackground: !maskable });
  console.log(file);
}
await browser.close();

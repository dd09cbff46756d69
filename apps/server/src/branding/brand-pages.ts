import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandRegistry } from './brands';

/**
 * A brand's HTML pages and manuals (`<id>/pages/*.html`, `<id>/manuals/*.html`) hold only their content,
 * led by their `<title>` and optionally `<meta name="subtitle" content="…">` (else the brand's name) and
 * `<meta name="lang" content="…">` (else en). The frame around them (head, styles, header, footer) is the
 * brand's own `layout.html` if it has one, else the shared `brands/layout.html`, filled with the brand's
 * name, colours and `page_frame`. A file that does not start with its `<title>` is a whole document and
 * is sent as it is.
 */
export type BrandPage = { html: string; etag: string; lastModified: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TITLE = /^<title>(.*)<\/title>$/;
const META = /^<meta name="(subtitle|lang)" content="([^"]*)">$/;

function splitPage(text: string) {
  const lines = text.split('\n');
  const title = TITLE.exec(lines[0] ?? '')?.[1];
  if (title === undefined) return undefined;
  const meta: Record<string, string> = {};
  let start = 1;
  for (let match = META.exec(lines[start] ?? ''); match; match = META.exec(lines[++start] ?? ''))
    meta[match[1]!] = match[2]!;
  return { title, meta, content: lines.slice(start).join('\n') };
}

export function createBrandPages(brandsDir: string, brands: BrandRegistry) {
  const cached = new Map<string, { stamp: string; page: BrandPage }>();

  /** The page at `<brand>/<path>` in its frame, or undefined when the brand or the file does not exist. */
  return function brandPage(brandId: string, path: string): BrandPage | undefined {
    const brand = brands.brands.get(brandId);
    if (!brand) return undefined;
    const file = join(brandsDir, brandId, path);
    const fileStat = statSync(file, { throwIfNoEntry: false });
    if (!fileStat?.isFile()) return undefined;
    const ownLayout = join(brandsDir, brandId, 'layout.html');
    const layoutFile = statSync(ownLayout, { throwIfNoEntry: false })
      ? ownLayout
      : join(brandsDir, 'layout.html');
    const layoutStat = statSync(layoutFile);
    const stamp = `${fileStat.mtimeMs}:${layoutFile}:${layoutStat.mtimeMs}`;
    const key = `${brandId}/${path}`;
    const hit = cached.get(key);
    if (hit?.stamp === stamp) return hit.page;

    const text = readFileSync(file, 'utf8');
    const parts = splitPage(text);
    const frame = brands.pageFrame(brandId);
    const values: Record<string, string> = parts
      ? {
          title: parts.title,
          subtitle: parts.meta.subtitle ?? escapeHtml(brand.name),
          lang: escapeHtml(parts.meta.lang ?? 'en'),
          content: parts.content,
          name: escapeHtml(brand.name),
          tint: escapeHtml(frame.tint),
          footer: escapeHtml(frame.footer),
          ...Object.fromEntries(
            Object.entries(brand.colors).map(([name, value]) => [`colors.${name}`, escapeHtml(value)]),
          ),
        }
      : {};
    // One pass: text inserted into the layout is never read for placeholders again.
    const html = parts
      ? readFileSync(layoutFile, 'utf8').replace(
          /\{\{([\w.]+)\}\}/g,
          (whole, name: string) => values[name] ?? whole,
        )
      : text;
    const modified = Math.max(fileStat.mtimeMs, parts ? layoutStat.mtimeMs : 0);
    const page = {
      html,
      etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      lastModified: new Date(modified).toUTCString(),
    };
    cached.set(key, { stamp, page });
    return page;
  };
}

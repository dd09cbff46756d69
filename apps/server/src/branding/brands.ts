import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  brandColorsSchema,
  FOOTER_LINKS,
  MANUALS,
  PHYSICAL_MEDIA,
  type PortalConfig,
} from '@portal/contracts';
import { z } from 'zod';
import { ConfigError } from '../config';

const brandFileSchema = z.object({
  name: z.string().min(1),
  portal_tag: z.string(),
  hosts: z.array(z.string()).default([]),
  colors: brandColorsSchema,
  logo: z.string(),
  map: z.string(),
  loading: z.string(),
  favicon: z.string(),
  footer_links: z.partialRecord(z.enum(FOOTER_LINKS), z.string()).default({}),
  manuals: z.partialRecord(z.enum(MANUALS), z.string()).default({}),
  copyright: z.string(),
  // What the frame of the brand's pages and manuals shows beyond name and colours (`brand-pages.ts`).
  page_frame: z.object({ tint: z.string().optional(), footer: z.string().optional() }).default({}),
});

/** The tint of tips and table heads, and the footer line, of a brand's pages and manuals. */
export type PageFrame = { tint: string; footer: string };

export type Brand = PortalConfig['brand'] & { hosts: string[] };

const isExternal = (link: string) => /^(https?:|mailto:|tel:)/i.test(link);

function loadBrand(dir: string, id: string): { brand: Brand; pageFrame: PageFrame } {
  const file = join(dir, 'brand.json');
  let parsed: z.infer<typeof brandFileSchema>;
  try {
    parsed = brandFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new ConfigError(
      `Configuration error: brand "${id}" has an invalid brand.json (${(error as Error).message.split('\n')[0]})`,
    );
  }
  const asset = (path: string) => {
    if (isExternal(path)) return path;
    if (path.includes('..') || !existsSync(join(dir, path))) {
      throw new ConfigError(`Configuration error: brand "${id}" names a missing file ${path}`);
    }
    return `/brand/${id}/${path}`;
  };
  const links = (record: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, asset(value ?? '')]));
  const mediumIcons = Object.fromEntries(
    PHYSICAL_MEDIA.map((medium) => [medium, asset(`icons/${medium}.svg`)]),
  );
  const brand: Brand = {
    id,
    name: parsed.name,
    portal_tag: parsed.portal_tag,
    hosts: parsed.hosts.map((host) => host.toLowerCase()),
    colors: parsed.colors,
    logo_url: asset(parsed.logo),
    map_url: asset(parsed.map),
    loading_url: asset(parsed.loading),
    favicon_url: asset(parsed.favicon),
    medium_icons: mediumIcons as Brand['medium_icons'],
    footer_links: links(parsed.footer_links),
    // Every brand's help menu offers the import template (an empty meters export with an example row).
    manuals: { import_template: IMPORT_TEMPLATE_URL, ...links(parsed.manuals) },
    copyright: parsed.copyright,
  };
  const pageFrame = {
    tint: parsed.page_frame.tint ?? parsed.colors.background,
    footer: parsed.page_frame.footer ?? `© ${parsed.copyright}`,
  };
  return { brand, pageFrame };
}

/** The import template a brand links unless it names its own file (`GET reading_requests-template/1/`). */
export const IMPORT_TEMPLATE_URL = '/api/v2/reading_requests-template/1/';

/** The brand folders under `brands/`; a request's host picks one, falling back to `default`. */
export class BrandRegistry {
  readonly brands: Map<string, Brand>;
  private readonly pageFrames = new Map<string, PageFrame>();

  constructor(readonly dir: string) {
    if (!existsSync(join(dir, 'default', 'brand.json'))) {
      throw new ConfigError(`Configuration error: the default brand is missing (${join(dir, 'default')})`);
    }
    const ids = readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isDirectory());
    this.brands = new Map();
    for (const id of ids) {
      const { brand, pageFrame } = loadBrand(join(dir, id), id);
      this.brands.set(id, brand);
      this.pageFrames.set(id, pageFrame);
    }
  }

  pageFrame(id: string): PageFrame {
    return this.pageFrames.get(id)!;
  }

  forHost(host: string | undefined): Brand {
    const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
    for (const brand of this.brands.values()) if (brand.hosts.includes(name)) return brand;
    return this.brands.get('default')!;
  }

  /**
   * The medium icons a brand shows: its own `icons/` with CUSTOM_ICONS on, else the portal's standard
   * icons (the default brand's), whatever brand the host picks.
   */
  mediumIcons(brand: Pick<Brand, 'medium_icons'>, customIcons: boolean): Brand['medium_icons'] {
    return customIcons ? brand.medium_icons : this.brands.get('default')!.medium_icons;
  }

  /** Hosts named by some brand: mail links may point there. */
  isKnownHost(host: string): boolean {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    return [...this.brands.values()].some((brand) => brand.hosts.includes(name));
  }
}

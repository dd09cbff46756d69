import { z } from 'zod';
import { PHYSICAL_MEDIA } from './enums';

export const FOOTER_LINKS = ['imprint', 'privacy', 'terms', 'contact'] as const;
export const MANUALS = [
  'portal_manual',
  'app_manual',
  'device_recommendation',
  'meter_scan_tips',
  'import_template',
] as const;

export const brandColorsSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  background: z.string(),
  header: z.string(),
  headerText: z.string(),
  success: z.string(),
  error: z.string(),
});

/** What the web app needs before sign-in: the brand of this host and the public switches. */
export const portalConfigSchema = z.object({
  brand: z.object({
    id: z.string(),
    name: z.string(),
    portal_tag: z.string(),
    colors: brandColorsSchema,
    logo_url: z.string(),
    map_url: z.string(),
    loading_url: z.string(),
    favicon_url: z.string(),
    medium_icons: z.record(z.enum(PHYSICAL_MEDIA), z.string()),
    footer_links: z.partialRecord(z.enum(FOOTER_LINKS), z.string()),
    manuals: z.partialRecord(z.enum(MANUALS), z.string()),
    copyright: z.string(),
  }),
  version: z.string(),
  languages: z.array(z.enum(['en', 'de'])),
  features: z.object({ HAS_SSO_FEATURE: z.boolean(), HAS_ANONYMOUS_REGISTRATION: z.boolean() }),
  sso_login_url: z.string().nullable(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
export type BrandColors = z.infer<typeof brandColorsSchema>;

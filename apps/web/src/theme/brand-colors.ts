import { getContrastRatio } from '@mui/system/colorManipulator';
import type { BrandColors } from '@portal/contracts';
import { DEFAULT_BRAND_COLORS } from './default-brand';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\))$/i;

/** Brand colours that cannot be parsed are replaced by the defaults instead of crashing the app. */
export function sanitizeColors(colors: Partial<BrandColors> | undefined): BrandColors {
  const result = { ...DEFAULT_BRAND_COLORS };
  for (const key of Object.keys(result) as (keyof BrandColors)[]) {
    const value = colors?.[key]?.trim();
    if (value && COLOR.test(value)) result[key] = value;
  }
  return result;
}

/** White, or black text where white would not reach 3:1 (the rule MUI's palette uses for `contrastText`). */
const textOn = (background: string) =>
  getContrastRatio(background, '#fff') >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';

/** The brand as the custom properties the plain components read (components/plain/plain.css). */
export function brandCssVariables(brandColors: Partial<BrandColors> | undefined): Record<string, string> {
  const colors = sanitizeColors(brandColors);
  return {
    '--brand-primary': colors.primary,
    '--brand-on-primary': textOn(colors.primary),
    '--brand-background': colors.background,
    '--brand-header': colors.header,
    '--brand-header-text': colors.headerText,
    '--brand-error': colors.error,
    '--brand-success': colors.success,
  };
}

/** Puts the brand's colours on the root element, for every plain component of the page. */
export function applyBrandColors(brandColors: Partial<BrandColors> | undefined) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(brandCssVariables(brandColors))) style.setProperty(name, value);
}

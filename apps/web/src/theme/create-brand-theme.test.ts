import { describe, expect, it } from 'vitest';
import { createBrandTheme } from './create-brand-theme';
import { DEFAULT_BRAND_COLORS } from './default-brand';

describe('createBrandTheme', () => {
  it('builds the palette and the spec breakpoints from the brand', () => {
    const theme = createBrandTheme({ ...DEFAULT_BRAND_COLORS, primary: '#123456', header: '#abcdef' }, 'en');
    expect(theme.palette.primary.main).toBe('#123456');
    expect(theme.palette.header.background).toBe('#abcdef');
    expect(theme.breakpoints.values).toMatchObject({ md: 769, lg: 1367 });
    expect(theme.breakpoints.down('md')).toBe('@media (max-width:768.95px)');
  });
});

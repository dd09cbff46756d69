import { describe, expect, it } from 'vitest';
import { brandCssVariables, sanitizeColors } from './brand-colors';
import { DEFAULT_BRAND_COLORS } from './default-brand';

describe('brand colours', () => {
  it('replaces colours that cannot be parsed instead of crashing', () => {
    expect(sanitizeColors({ primary: 'banana', error: 'rgb(200, 0, 0)' })).toMatchObject({
      primary: DEFAULT_BRAND_COLORS.primary,
      error: 'rgb(200, 0, 0)',
    });
  });

  it('gives the plain components the brand and a readable text on its primary colour', () => {
    expect(
      brandCssVariables({ ...DEFAULT_BRAND_COLORS, primary: '#123456', header: '#abcdef' }),
    ).toMatchObject({
      '--brand-primary': '#123456',
      '--brand-on-primary': '#fff',
      '--brand-header': '#abcdef',
    });
    expect(brandCssVariables({ primary: '#ffeb3b' })['--brand-on-primary']).toBe('rgba(0, 0, 0, 0.87)');
    expect(brandCssVariables({ primary: 'url(x)' })['--brand-primary']).toBe(DEFAULT_BRAND_COLORS.primary);
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('rounds to at most 3 decimals and drops trailing zeros', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.235');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(7, 'en')).toBe('7');
  });

  it('uses the German decimal comma and grouping', () => {
    expect(formatNumber(1234.5678, 'de')).toBe('1.234,568');
    expect(formatNumber(1234.5678, 'en')).toBe('1,234.568');
  });

  it('gives an empty text for missing values', () => {
    expect(formatNumber(null, 'en')).toBe('');
    expect(formatNumber(undefined, 'de')).toBe('');
    expect(formatNumber(Number.NaN, 'de')).toBe('');
  });
});

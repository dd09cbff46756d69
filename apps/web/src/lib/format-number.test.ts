import { AUTOMATIC_DIGITS } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDigits, formatNumber, formatNumberOrPlaceholder, type Translate } from './format-number';

// i18next's own `t` must fit `Translate`, so pages can pass it straight from useTranslation().
const t: Translate = i18next.t;

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

  it('can show the not-available placeholder instead', () => {
    expect(formatNumberOrPlaceholder(null, 'en', t)).toBe('n/a');
    expect(formatNumberOrPlaceholder(0, 'en', t)).toBe('0');
  });
});

describe('formatDigits', () => {
  it('shows -999 as automatic', () => {
    expect(formatDigits(AUTOMATIC_DIGITS, t)).toBe('automatic');
  });

  it('shows other digits as the number, including 0', () => {
    expect(formatDigits(6, t)).toBe('6');
    expect(formatDigits(0, t)).toBe('0');
  });

  it('shows missing digits as not available', () => {
    expect(formatDigits(null, t)).toBe('n/a');
    expect(formatDigits(undefined, t)).toBe('n/a');
  });
});

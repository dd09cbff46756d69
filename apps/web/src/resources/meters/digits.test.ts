import { AUTOMATIC_DIGITS } from '@portal/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDigits } from './digits';

// i18next's own `t` must fit, so pages can pass it straight from useTranslation().
const t = i18next.t;

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

import { describe, expect, it } from 'vitest';
import { frequencyChoiceOf } from '../../../resources/meters';
import { countersOf, counterWizardResult } from './counter-wizard';

describe('counter wizard', () => {
  it.each([
    [1, 0, ['1-1:1.8.0'], 'auto'],
    [2, 0, ['1-1:1.8.1', '1-1:1.8.2'], 'auto'],
    [1, 1, ['1-1:1.8.0', '1-1:2.8.0'], 'lcd_edl21'],
    [2, 2, ['1-1:1.8.1', '1-1:1.8.2', '1-1:2.8.1', '1-1:2.8.2'], 'lcd_edl21'],
    [0, 2, ['1-1:2.8.1', '1-1:2.8.2'], 'lcd_edl21'],
    [0, 0, [], 'auto'],
  ] as const)('%i purchase and %i feeding counters', (purchase, feeding, codes, appearance) => {
    expect(counterWizardResult(purchase, feeding)).toEqual({ obis_codes: codes, appearance });
  });

  it('reads the counts back from the codes', () => {
    expect(countersOf(['1-1:1.8.1', '1-1:1.8.2', '1-1:2.8.0'])).toEqual({ purchase: 2, feeding: 1 });
    expect(countersOf(['7-0:3.0.0'])).toEqual({ purchase: 0, feeding: 0 });
  });
});

describe('reading frequency choice', () => {
  it('names presets and shows any other value as custom', () => {
    expect(frequencyChoiceOf(null)).toBe('none');
    expect(frequencyChoiceOf('0 0 26 * *')).toBe('end_of_month');
    expect(frequencyChoiceOf(' 0  0 1 * * ')).toBe('monthly_first');
    expect(frequencyChoiceOf('0 12 * * 3')).toBe('custom');
  });
});

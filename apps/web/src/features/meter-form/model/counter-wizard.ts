import type { Appearance } from '@portal/contracts';

export type CounterCount = 0 | 1 | 2;
export const COUNTER_COUNTS: CounterCount[] = [0, 1, 2];

const PURCHASE: Record<CounterCount, string[]> = {
  0: [],
  1: ['1-1:1.8.0'],
  2: ['1-1:1.8.1', '1-1:1.8.2'],
};
const FEEDING: Record<CounterCount, string[]> = {
  0: [],
  1: ['1-1:2.8.0'],
  2: ['1-1:2.8.1', '1-1:2.8.2'],
};

/**
 * The electricity counter wizard (spec §4): purchase and feeding counters give the OBIS codes;
 * a meter that feeds in has an EDL21 display, one that only purchases reads automatically.
 */
export function counterWizardResult(
  purchase: CounterCount,
  feeding: CounterCount,
): { obis_codes: string[]; appearance: Appearance } {
  return {
    obis_codes: [...PURCHASE[purchase], ...FEEDING[feeding]],
    appearance: feeding === 0 ? 'auto' : 'lcd_edl21',
  };
}

const countOf = (codes: string[], table: Record<CounterCount, string[]>): CounterCount => {
  const found = ([2, 1] as CounterCount[]).find((count) =>
    table[count].every((code) => codes.includes(code)),
  );
  return found ?? 0;
};

/** The wizard's counts that describe existing codes (codes outside the presets count as none). */
export function countersOf(codes: string[]): { purchase: CounterCount; feeding: CounterCount } {
  return { purchase: countOf(codes, PURCHASE), feeding: countOf(codes, FEEDING) };
}

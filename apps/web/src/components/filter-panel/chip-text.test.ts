import { describe, expect, it } from 'vitest';
import { chipText, truncateChipText } from './chip-text';
import { adjustDateRange } from './date-range';

describe('truncateChipText', () => {
  it('keeps texts of up to 40 characters', () => {
    const forty = 'x'.repeat(40);
    expect(truncateChipText(forty)).toBe(forty);
  });

  it('cuts longer texts to 40 characters and adds an ellipsis', () => {
    expect(truncateChipText('y'.repeat(41))).toBe(`${'y'.repeat(40)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateChipText('ä'.repeat(40))).toBe('ä'.repeat(40));
    expect(Array.from(truncateChipText('🏠'.repeat(45)))).toHaveLength(41);
  });
});

describe('chipText', () => {
  it('truncates the value only, never the label', () => {
    expect(chipText('Search', 'a very long street name that goes on and on and on')).toBe(
      'Search: a very long street name that goes on and…',
    );
  });

  it('keeps the value visible beside a 40-character label', () => {
    const label = 'Kein Zähler des Mediums, aber Ablesungen';
    expect(chipText(label, 'Wasser')).toBe(`${label}: Wasser`);
  });
});

describe('adjustDateRange', () => {
  const range = { from: '2025-03-01', to: '2025-03-31' };

  it('keeps a consistent range', () => {
    expect(adjustDateRange(range, { from: '2025-03-10' })).toEqual({ from: '2025-03-10', to: '2025-03-31' });
    expect(adjustDateRange(range, { to: '2025-03-01' })).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });

  it('clears the end when the start moves after it', () => {
    expect(adjustDateRange(range, { from: '2025-04-01' })).toEqual({ from: '2025-04-01', to: undefined });
  });

  it('clears the start when the end moves before it', () => {
    expect(adjustDateRange(range, { to: '2025-02-28' })).toEqual({ from: undefined, to: '2025-02-28' });
  });

  it('clears one bound without touching the other', () => {
    expect(adjustDateRange(range, { from: undefined })).toEqual({ from: undefined, to: '2025-03-31' });
    expect(adjustDateRange({ from: undefined, to: undefined }, { to: '2025-01-01' })).toEqual({
      from: undefined,
      to: '2025-01-01',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { periodSegments } from './count-periods';

describe('periodSegments', () => {
  it('reads a year back from a day as its edge days and the whole months between', () => {
    expect(periodSegments('2025-11-24', '2026-11-24')).toEqual([
      { period: 'd', from: '2025-11-24', until: '2025-12-01' },
      { period: 'm', from: '2025-12-01', until: '2026-11-01' },
      { period: 'd', from: '2026-11-01', until: '2026-11-25' },
    ]);
  });

  it('uses whole years where they fit, and days only for a short range', () => {
    expect(periodSegments('2024-01-01', '2025-12-31')).toEqual([
      { period: 'y', from: '2024-01-01', until: '2026-01-01' },
    ]);
    expect(periodSegments('2025-03-05', '2025-03-05')).toEqual([
      { period: 'd', from: '2025-03-05', until: '2025-03-06' },
    ]);
    expect(periodSegments('2025-02-01', '2025-02-28')).toEqual([
      { period: 'm', from: '2025-02-01', until: '2025-03-01' },
    ]);
    expect(periodSegments('2023-12-31', '2025-01-01')).toEqual([
      { period: 'd', from: '2023-12-31', until: '2024-01-01' },
      { period: 'y', from: '2024-01-01', until: '2025-01-01' },
      { period: 'd', from: '2025-01-01', until: '2025-01-02' },
    ]);
  });

  it('covers every day of the range exactly once (open ends: the portal’s years)', () => {
    const segments = periodSegments();
    expect(segments[0]!.from).toBe('1900-01-01');
    expect(segments.at(-1)!.until).toBe('3000-01-01');
    for (const [a, b] of segments.slice(1).map((s, i) => [segments[i]!, s] as const))
      expect(b.from).toBe(a.until);
  });
});

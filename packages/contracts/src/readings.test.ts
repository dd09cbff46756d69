import { describe, expect, it } from 'vitest';
import { isFutureReadingDate, READING_CLOCK_SKEW_MS } from './readings';
import { readingMomentOfDay } from './write-rules/readings';

describe('not in the future', () => {
  it('a reading may be dated up to the clocks’ leeway ahead, not later', () => {
    const now = Date.UTC(2026, 11, 1, 12);
    expect(isFutureReadingDate(new Date(now + READING_CLOCK_SKEW_MS), now)).toBe(false);
    expect(isFutureReadingDate(new Date(now + READING_CLOCK_SKEW_MS + 1), now)).toBe(true);
    expect(isFutureReadingDate(new Date(now - 86_400_000), now)).toBe(false);
  });

  it("a picked day's moment is in the future from the next calendar day on, whatever the time", () => {
    const pick = (day: Date, now: Date) => isFutureReadingDate(readingMomentOfDay(day, now), now.getTime());
    for (const now of [new Date(2026, 11, 1, 0, 1), new Date(2026, 11, 1, 23, 59)]) {
      expect(pick(new Date(2026, 11, 1, 0, 0), now)).toBe(false);
      expect(readingMomentOfDay(new Date(2026, 11, 1), now)).toBe(now);
      expect(pick(new Date(2026, 11, 2, 0, 0), now)).toBe(true);
      expect(pick(new Date(2027, 0, 1), now)).toBe(true);
      expect(pick(new Date(2026, 10, 30), now)).toBe(false);
      expect(readingMomentOfDay(new Date(2026, 10, 30, 3), now)).toEqual(new Date(2026, 10, 30, 12));
    }
  });
});

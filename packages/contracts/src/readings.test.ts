import { describe, expect, it } from 'vitest';
import { isDayAfterToday, isFutureReadingDate, READING_CLOCK_SKEW_MS } from './readings';

describe('not in the future', () => {
  it('a reading may be dated up to the clocks’ leeway ahead, not later', () => {
    const now = Date.UTC(2026, 11, 1, 12);
    expect(isFutureReadingDate(new Date(now + READING_CLOCK_SKEW_MS), now)).toBe(false);
    expect(isFutureReadingDate(new Date(now + READING_CLOCK_SKEW_MS + 1), now)).toBe(true);
    expect(isFutureReadingDate(new Date(now - 86_400_000), now)).toBe(false);
  });

  it('a picked day is after today from the next calendar day on, whatever the time', () => {
    const today = new Date(2026, 11, 1, 23, 59);
    expect(isDayAfterToday(new Date(2026, 11, 1, 0, 0), today)).toBe(false);
    expect(isDayAfterToday(new Date(2026, 11, 2, 0, 0), today)).toBe(true);
    expect(isDayAfterToday(new Date(2027, 0, 1), today)).toBe(true);
    expect(isDayAfterToday(new Date(2026, 10, 30), today)).toBe(false);
  });
});

import { addDays, atTime, startOfUtcDay } from './dates';
import type { Random } from './random';

/** A planned reading window: from 00:00 of the first day to 23:59:59 of the last, 1–14 days. */
export interface Window {
  start: Date;
  end: Date;
}

/** The window of `days` days starting `offset` days after the reference date (negative: before). */
export function windowAt(reference: Date, offset: number, days: number): Window {
  const start = startOfUtcDay(addDays(reference, offset));
  return { start, end: atTime(addDays(start, days - 1), 23, 59, 59) };
}

/** Kinds of windows relative to the reference date. */
export type WindowKind = 'overdue' | 'current' | 'future' | 'past';

/** A random window of the given kind: overdue and past end before the reference date, current spans it. */
export function randomWindow(reference: Date, kind: WindowKind, rng: Random): Window {
  switch (kind) {
    case 'overdue': {
      const offset = rng.int(10, 40);
      return windowAt(reference, -offset, rng.int(1, Math.min(14, offset)));
    }
    case 'past': {
      const offset = rng.int(15, 120);
      return windowAt(reference, -offset, rng.int(1, 14));
    }
    case 'current': {
      const offset = rng.int(0, 6);
      return windowAt(reference, -offset, rng.int(offset + 1, 14));
    }
    case 'future':
      return windowAt(reference, rng.int(3, 40), rng.int(1, 14));
  }
}

/** A window of up to 14 days that contains the reading date. */
export function windowAround(readingDate: Date, rng: Random): Window {
  const before = rng.int(0, 5);
  const start = startOfUtcDay(addDays(readingDate, -before));
  const days = rng.int(before + 1, 14);
  return { start, end: atTime(addDays(start, days - 1), 23, 59, 59) };
}

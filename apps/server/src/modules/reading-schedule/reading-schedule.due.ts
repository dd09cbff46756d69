import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { DueFiring } from './reading-schedule.repository';

/** The next firing of each frequency within the look-ahead (cron in UTC, evaluated by croner). */
export function dueFirings(
  frequencies: string[],
  now: Date,
  lookAheadUntil: Date,
  log?: Logger,
): DueFiring[] {
  const firings: DueFiring[] = [];
  for (const frequency of frequencies) {
    let next: Date | null;
    try {
      next = new Cron(frequency, { paused: true, timezone: 'UTC' }).nextRun(now);
    } catch (error) {
      // Stored before the contracts checked cron expressions, or beyond what croner reads: skipped.
      log?.warn({ frequency, error: (error as Error).message }, 'reading schedule: unreadable frequency');
      continue;
    }
    if (next && next <= lookAheadUntil) firings.push({ frequency, start: next });
  }
  return firings;
}

import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { ReadingScheduleConfig } from '../../config';
import type { AppContext } from '../../context';
import { dueFirings } from './reading-schedule.due';

export const DAY_MS = 24 * 3600_000;
const INSTANCE = `${hostname()}:${process.pid}`;

export type ScheduleRun =
  | { ran: true; metersDue: number; created: number; lookAheadUntil: Date }
  | { ran: false; reason: 'locked' };

/**
 * One run of the reading schedule: for every active meter whose `reading_frequency` fires within the
 * look-ahead, the next pending request (see `ReadingScheduleRepository.createDue`). One transaction
 * under an advisory lock: with several instances one runs and the others answer `locked`; running again
 * creates nothing new. Every run that took the lock is recorded, a failed one with its error.
 */
export async function runReadingSchedule(
  ctx: Pick<AppContext, 'data'>,
  config: ReadingScheduleConfig,
  now = new Date(),
  log?: Logger,
): Promise<ScheduleRun> {
  const lookAheadUntil = new Date(now.getTime() + config.lookAheadDays * DAY_MS);
  try {
    return await ctx.data.transaction({ system: 'reading-schedule' }, async (data) => {
      if (!(await data.readingSchedule.tryLock())) return { ran: false, reason: 'locked' } as const;
      const firings = dueFirings(await data.readingSchedule.frequencies(), now, lookAheadUntil, log);
      const { metersDue, created } = await data.readingSchedule.createDue(firings, config.windowDays);
      await data.readingSchedule.recordRun({
        started: now,
        lookAheadUntil,
        metersDue,
        created,
        error: null,
        instance: INSTANCE,
      });
      return { ran: true, metersDue, created, lookAheadUntil } as const;
    });
  } catch (error) {
    await ctx.data.readingSchedule.recordRun({
      started: now,
      lookAheadUntil,
      metersDue: 0,
      created: 0,
      error: (error as Error).message,
      instance: INSTANCE,
    });
    throw error;
  }
}

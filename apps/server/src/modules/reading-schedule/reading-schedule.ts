import { hostname } from 'node:os';
import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { ReadingScheduleConfig } from '../../config';
import type { AppContext } from '../../context';
import type { DueFiring } from './reading-schedule.repository';

const DAY_MS = 24 * 3600_000;
const INSTANCE = `${hostname()}:${process.pid}`;

export type ScheduleRun =
  | { ran: true; metersDue: number; created: number; lookAheadUntil: Date }
  | { ran: false; reason: 'locked' };

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
    return await ctx.data.transaction(async (data) => {
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

/**
 * Runs the schedule at `config.cron` (UTC) in this process, and once soon after the start when no run
 * succeeded in the last day (a server that was down at the daily time catches up). Returns a stop
 * function. Nothing runs when the cron is off.
 */
export function startReadingSchedule(
  ctx: Pick<AppContext, 'data'>,
  config: ReadingScheduleConfig,
  log: Logger,
) {
  if (!config.cron) return () => {};
  const run = async () => {
    try {
      const result = await runReadingSchedule(ctx, config, new Date(), log);
      log.info(result, 'reading schedule run');
    } catch (error) {
      log.error({ error: (error as Error).message }, 'reading schedule run failed');
    }
  };
  const job = new Cron(config.cron, { timezone: 'UTC', protect: true }, run);
  const catchUp = setTimeout(async () => {
    const last = await ctx.data.readingSchedule.lastSuccessfulRun().catch(() => null);
    if (!last || Date.now() - last.getTime() > DAY_MS) await run();
  }, 5_000);
  catchUp.unref();
  return () => {
    clearTimeout(catchUp);
    job.stop();
  };
}

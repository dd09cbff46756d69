import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { ReadingScheduleConfig } from '../../config';
import type { AppContext } from '../../context';
import { runReadingSchedule, type ScheduleRun } from './reading-schedule.run';

/** How often every process looks for a firing that no process completed (one that died while running it). */
export const CATCH_UP_MS = 5 * 60_000;

/** Whether the schedule's latest firing before `now` has no successful run since. */
export function scheduleDue(cron: string, lastSuccess: Date | null, now: Date): boolean {
  const [latest] = new Cron(cron, { timezone: 'UTC' }).previousRuns(1, now);
  return latest !== undefined && (lastSuccess === null || lastSuccess < latest);
}

/**
 * Runs the schedule when its latest firing has no successful run (a server down at that time, or a
 * process that died while running it: its transaction rolled back and its lock went with its connection);
 * null when nothing was due.
 */
export async function catchUpReadingSchedule(
  ctx: Pick<AppContext, 'data'>,
  config: ReadingScheduleConfig & { cron: string },
  now = new Date(),
  log?: Logger,
): Promise<ScheduleRun | null> {
  const last = await ctx.data.readingSchedule.lastSuccessfulRun();
  if (!scheduleDue(config.cron, last, now)) return null;
  return runReadingSchedule(ctx, config, now, log);
}

/**
 * Runs the schedule at `config.cron` (UTC) in this process; every process does, and the schedule's lock
 * lets one of them run. Every
 * process also catches up (5 s after its start, then every CATCH_UP_MS) a firing that no process
 * completed, so a run survives the death of the process that took it. Returns a stop function. Nothing
 * runs when the cron is off.
 */
export function startReadingSchedule(
  ctx: Pick<AppContext, 'data'>,
  config: ReadingScheduleConfig,
  log: Logger,
) {
  const { cron } = config;
  if (!cron) return () => {};
  let running = false;
  const once = async (work: () => Promise<ScheduleRun | null>) => {
    if (running) return;
    running = true;
    try {
      const result = await work();
      if (result === null) return;
      log.info(result, 'reading schedule run');
    } catch (error) {
      log.error({ error: (error as Error).message }, 'reading schedule run failed');
    } finally {
      running = false;
    }
  };
  const job = new Cron(cron, { timezone: 'UTC', protect: true }, () =>
    once(() => runReadingSchedule(ctx, config, new Date(), log)),
  );
  const catchUp = () => once(() => catchUpReadingSchedule(ctx, { ...config, cron }, new Date(), log));
  const first = setTimeout(catchUp, 5_000);
  const every = setInterval(catchUp, CATCH_UP_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
    job.stop();
  };
}

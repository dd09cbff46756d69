import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { ReadingScheduleConfig } from '../../config';
import type { AppContext } from '../../context';
import { recountBuildingCounts } from '../dashboard/building-counts.upkeep';
import { DAY_MS, runReadingSchedule } from './reading-schedule.run';

/**
 * Runs the schedule at `config.cron` (UTC) in this process, each run followed by the recount of the
 * dashboard's kept counts, and once soon after the start when no run
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
    try {
      await recountBuildingCounts(ctx, log);
    } catch (error) {
      log.error({ error: (error as Error).message }, 'recounting the kept dashboard counts failed');
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

import type { Logger } from 'pino';
import type { AppContext } from '../../context';

/** How often the counts' deltas are merged (a read sums the unmerged ones too: only speed depends on it). */
export const MERGE_INTERVAL_MS = 10_000;

type Ctx = Pick<AppContext, 'data'>;

/** Merges the kept counts' deltas, unless another instance is merging now; the number merged (or null). */
export function mergeBuildingCounts(ctx: Ctx): Promise<number | null> {
  return ctx.data.transaction({ system: 'kept-counts-merge' }, async (data) =>
    (await data.buildingCounts.tryLockMerge()) ? data.buildingCounts.merge() : null,
  );
}

/**
 * Recounts the kept counts from the tables under the reading schedule's lock (one instance a day, after
 * the schedule's run), repairs what differs and logs it: a difference means a change bypassed the
 * triggers (a bulk load with them off, a manual edit) or a defect.
 */
export async function recountBuildingCounts(ctx: Ctx, log?: Logger) {
  const result = await ctx.data.transaction({ system: 'kept-counts-recount' }, async (data) => {
    if (!(await data.readingSchedule.tryLock())) return null;
    return data.buildingCounts.recount();
  });
  if (result && (result.answered || result.differences.length))
    log?.warn(
      {
        answered: result.answered,
        differences: result.differences.length,
        sample: result.differences.slice(0, 10),
      },
      'kept dashboard counts differed from the tables and were repaired',
    );
  return result;
}

/** Merges every MERGE_INTERVAL_MS in this process; returns a stop function. */
export function startMergingBuildingCounts(ctx: Ctx, log: Logger, intervalMs = MERGE_INTERVAL_MS) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await mergeBuildingCounts(ctx);
    } catch (error) {
      log.error({ error: (error as Error).message }, 'merging the kept dashboard counts failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

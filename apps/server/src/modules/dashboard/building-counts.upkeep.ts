import type { Logger } from 'pino';
import type { AppContext } from '../../context';
import { ALL_BUILDINGS } from '../../db/kept-counts';
import { type CountDifference, PAST_EVERY_BUILDING } from './building-counts.repository';

/** How often the counts' deltas are merged (a read sums the unmerged ones too: only speed depends on it). */
export const MERGE_INTERVAL_MS = 10_000;

type Ctx = Pick<AppContext, 'data'>;

/** Merges the kept counts' deltas, unless another instance is merging now; the number merged (or null). */
export function mergeBuildingCounts(ctx: Ctx): Promise<number | null> {
  return ctx.data.transaction({ system: 'kept-counts-merge' }, async (data) =>
    (await data.buildingCounts.tryLockMerge()) ? data.buildingCounts.merge() : null,
  );
}

/** A recount pass is due this long after the last one completed. */
export const RECOUNT_EVERY_MS = 24 * 3600_000;
/** How often each process looks whether a recount pass is due (or one to go on with); never at its start. */
export const RECOUNT_CHECK_MS = 10 * 60_000;
/** Buildings per slice of the recount: one short transaction each. */
export const RECOUNT_SLICE_BUILDINGS = 100;

export interface RecountOptions {
  /**
   * Start a pass now from the first building, whether one is due or running (default); else go on with
   * a running pass that looks abandoned (its latest step RECOUNT_ABANDONED_MS ago), or start one when due.
   */
  restart?: boolean;
  /** Buildings per slice. */
  sliceBuildings?: number;
  /** Awaited between slices with the last slice's duration (the server pauses so that requests are not slowed). */
  pause?: (sliceMs: number) => Promise<void>;
  /** Asked before each slice: true ends the loop (the pass goes on from its position at the next check). */
  stopped?: () => boolean;
}

export interface RecountResult {
  slices: number;
  answered: number;
  differences: CountDifference[];
  /** Whether the pass went to its end (false: stopped, to be continued). */
  completed: boolean;
}

/** A running pass whose latest step is older than this is joined by any process (its own may have died). */
export const RECOUNT_ABANDONED_MS = 5 * 60_000;

/**
 * One step of the recount in one transaction under the merge's lock: the next slice of buildings, or,
 * after the last one, the counts of all buildings together (which ends the pass). `start`: begin a pass
 * from the first building; `join`: go on with a running pass only when it looks abandoned, or begin one
 * when due; `continue`: go on with the running pass (this loop's). Null when there is nothing to do.
 */
function recountStep(ctx: Ctx, mode: 'start' | 'join' | 'continue', sliceBuildings: number) {
  return ctx.data.transaction({ system: 'kept-counts-recount' }, async (data) => {
    const counts = data.buildingCounts;
    const { recountedTo, stepped, completed } = await counts.lockRecount();
    const since = (date: Date | null) => (date ? Date.now() - date.getTime() : Number.POSITIVE_INFINITY);
    let after = mode === 'start' ? null : recountedTo;
    if (after !== null && mode === 'join' && since(stepped) < RECOUNT_ABANDONED_MS) return null;
    if (after === null) {
      if (mode !== 'start' && since(completed) < RECOUNT_EVERY_MS) return null;
      after = ALL_BUILDINGS;
    }
    if (after === PAST_EVERY_BUILDING) {
      const differences = await counts.recountAllBuildings();
      await counts.setRecountPosition(null, true);
      return { answered: 0, differences, done: true };
    }
    const upTo = (await counts.sliceEnd(after, sliceBuildings)) ?? PAST_EVERY_BUILDING;
    const repaired = await counts.recountSlice(after, upTo);
    await counts.setRecountPosition(upTo, false);
    return { ...repaired, done: false };
  });
}

/**
 * Recounts the kept counts from the tables, slice by slice of buildings (each one short transaction
 * under the merge's lock, so slices never overlap; one process runs a pass and another takes it over
 * where it stood when that one stops), then
 * all buildings together; repairs what differs and logs it: a difference means a change bypassed the
 * triggers (a bulk load with them off, a manual edit) or a defect. Null when nothing was due.
 */
export async function recountBuildingCounts(
  ctx: Ctx,
  log?: Logger,
  options: RecountOptions = {},
): Promise<RecountResult | null> {
  const { restart = true, sliceBuildings = RECOUNT_SLICE_BUILDINGS, pause, stopped } = options;
  const result: RecountResult = { slices: 0, answered: 0, differences: [], completed: false };
  let mode: 'start' | 'join' | 'continue' = restart ? 'start' : 'join';
  while (!stopped?.()) {
    const began = performance.now();
    const step = await recountStep(ctx, mode, sliceBuildings);
    if (step === null) return result.slices ? result : null;
    mode = 'continue';
    result.slices += 1;
    result.answered += step.answered;
    result.differences.push(...step.differences);
    if (step.answered || step.differences.length)
      log?.warn(
        {
          answered: step.answered,
          differences: step.differences.length,
          sample: step.differences.slice(0, 10),
        },
        'kept dashboard counts differed from the tables and were repaired',
      );
    if (step.done) return { ...result, completed: true };
    await pause?.(performance.now() - began);
  }
  return result;
}

/** The server's pause after a recount slice that took `sliceMs`. */
export const pauseAfterSlice = (sliceMs: number) => Math.max(1_000, 4 * sliceMs);

/**
 * Every RECOUNT_CHECK_MS (first after one: nothing at start) goes on with a running recount pass or
 * starts a due one, pausing after each slice four times as long as it took (at least a second), so the
 * recount takes at most a fifth of one database core while it runs. Returns a stop function that resolves
 * once the current slice is done.
 */
export function startRecountingBuildingCounts(ctx: Ctx, log: Logger, checkMs = RECOUNT_CHECK_MS) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let wake = () => {};
  const pause = (sliceMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pauseAfterSlice(sliceMs));
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const check = () => {
    if (running || stopped) return;
    running = recountBuildingCounts(ctx, log, { restart: false, pause, stopped: () => stopped })
      .then((result) => {
        if (result?.completed) log.info({ slices: result.slices }, 'kept dashboard counts recounted');
      })
      .catch((error) =>
        log.error({ error: (error as Error).message }, 'recounting the kept dashboard counts failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, checkMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    wake();
    await running;
  };
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

import { z } from 'zod';
import { paginationParameter } from './common';
import type { PortalConfiguration } from './configuration';
import { DASHBOARD_TASKS } from './dashboard-tasks';
import type { ReadingRequestStatus } from './enums';
import { message } from './messages';
import {
  REJECTED_READING_REQUEST_STATUSES,
  SUCCESS_READING_REQUEST_STATUSES,
} from './permissions/reading-requests';

/** A calendar day, `YYYY-MM-DD`, in the portal's years. */
export const dayParameter = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).refine((day) => {
  const year = Number(day.slice(0, 4));
  return year >= 1900 && year <= 2999;
}, 'Enter a date between the years 1900 and 2999.');

/** The statistics' date range as the server hands it on: the days `start`…`end` (inclusive; either open). */
export interface StatisticsQuery {
  /** `YYYY-MM-DD` */
  start?: string;
  end?: string;
}

/** Spec §7: the names of the statistics' date parameters come from the configuration. */
export type StatisticsFilterNames = Pick<
  PortalConfiguration,
  'STATISTICS_START_FILTER' | 'STATISTICS_END_FILTER'
>;

/**
 * GET statistics/: requests counted by planned start, readings by reading date, both within the days
 * from the configured start parameter to the configured end parameter (`start_date`/`end_date` in the
 * described build). Only the configured names are taken: another name is an unknown parameter (400).
 */
export function statisticsQuerySchema(names: StatisticsFilterNames) {
  return dayRangeQuerySchema(names, {});
}

/**
 * A query of `fields` and the days under the configured start and end names (whole days, inclusive;
 * either open, the end not before the start). Strict: a misspelt parameter is refused, not ignored.
 */
export function dayRangeQuerySchema<Fields extends z.ZodRawShape>(
  names: StatisticsFilterNames,
  fields: Fields,
) {
  const start = names.STATISTICS_START_FILTER;
  const end = names.STATISTICS_END_FILTER;
  return z
    .strictObject({
      ...fields,
      [start]: dayParameter.optional(),
      [end]: dayParameter.optional(),
      pagination: paginationParameter,
    })
    .refine(
      (q: Record<string, unknown>) => !q[start] || !q[end] || (q[start] as string) <= (q[end] as string),
      {
        path: [end],
        error: 'The end cannot be before the start.',
      },
    );
}

/** The range a statistics query (as `statisticsQuerySchema` accepted it) asks for. */
export function statisticsRange(
  query: Record<string, unknown>,
  names: StatisticsFilterNames,
): StatisticsQuery {
  const start = query[names.STATISTICS_START_FILTER];
  const end = query[names.STATISTICS_END_FILTER];
  return {
    ...(typeof start === 'string' ? { start } : {}),
    ...(typeof end === 'string' ? { end } : {}),
  };
}

/** The query parameters of GET statistics/ for a range, under the configured names (open bounds left out). */
export function statisticsParameters(
  range: StatisticsQuery,
  names: StatisticsFilterNames,
): Record<string, string> {
  return {
    ...(range.start ? { [names.STATISTICS_START_FILTER]: range.start } : {}),
    ...(range.end ? { [names.STATISTICS_END_FILTER]: range.end } : {}),
  };
}

const requestCountsSchema = z.object({
  count: z.number().int(),
  success: z.number().int(),
  rejected: z.number().int(),
  new: z.number().int(),
});

/** Spec §3: the doughnut's numbers, over all the user sees and over their own buildings (property manager). */
export const statisticsSchema = z.object({
  reading_requests: requestCountsSchema,
  readings_without_reading_requests: z.object({ count: z.number().int() }),
  reading_requests_my_buildings: requestCountsSchema,
  readings_without_reading_requests_my_buildings: z.object({ count: z.number().int() }),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/**
 * The statuses each request count of the statistics holds: the same lists as `reading_requests/?status=…`
 * (so `new` agrees with `?status=new`); postponed requests are only in `count`.
 */
export const STATISTICS_STATUSES = {
  success: SUCCESS_READING_REQUEST_STATUSES,
  rejected: REJECTED_READING_REQUEST_STATUSES,
  new: ['new'],
} as const satisfies Record<string, readonly ReadingRequestStatus[]>;

/** The doughnut's slices, in the spec's order. */
export const DOUGHNUT_SLICES = ['success', 'rejected', 'new', 'readings_without_reading_requests'] as const;
export type DoughnutSlice = (typeof DOUGHNUT_SLICES)[number];
/** A slice is labelled only above this share of the total (spec §2: 10 percent). */
export const DOUGHNUT_LABEL_MIN_SHARE = 0.1;

/** GET statistics/readings_per_month/: the last `READINGS_TREND_MONTHS` months, oldest first. */
export const READINGS_TREND_MONTHS = 12;
export const readingsPerMonthQuerySchema = z.strictObject({
  my_buildings: z.enum(['true', 'false']).optional(),
  pagination: paginationParameter,
});
export const readingsPerMonthSchema = z.object({
  results: z.array(
    z.object({
      /** `YYYY-MM` */
      month: z.string(),
      portal: z.number().int(),
      app: z.number().int(),
      import: z.number().int(),
    }),
  ),
});
export type ReadingsPerMonth = z.infer<typeof readingsPerMonthSchema>;

/**
 * GET statistics/task_counts/: the counter of each task row the user sees (`dashboardTasks`), keyed by
 * the row; each equals the `count` of its list call (GET {endpoint}?{query}), all made in one answer.
 */
export const taskCountsQuerySchema = z.strictObject({ pagination: paginationParameter });
export const taskCountsSchema = z.partialRecord(z.enum(DASHBOARD_TASKS), z.number().int());
export type TaskCounts = z.infer<typeof taskCountsSchema>;

/** GET autodispose/: `dry_run=true` only counts; `all_buildings=false` (default) only the user's own buildings. */
export const autodisposeQuerySchema = z.strictObject({
  dry_run: z.enum(['true', 'false']).optional(),
  all_buildings: z.enum(['true', 'false']).optional(),
  pagination: paginationParameter,
});
export const autodisposeAnswerSchema = z.object({ count: z.number().int(), message: z.string().optional() });
export type AutodisposeAnswer = z.infer<typeof autodisposeAnswerSchema>;
export const autodisposeMessage = (count: number) =>
  count === 1 ? message('dashboard.autodisposedOne') : message('dashboard.autodisposed', { count });

/** POST companies/{id}/finalize-reading-period/: the company's own requests, or those of a supplier's meters. */
export const finalizeReadingPeriodSchema = z.strictObject({
  energy_supplier_id: z.uuid({ error: 'Choose an energy supplier.' }).nullish(),
});
export type FinalizeReadingPeriod = z.infer<typeof finalizeReadingPeriodSchema>;
export const finalizeAnswerSchema = z.object({ count: z.number().int() });

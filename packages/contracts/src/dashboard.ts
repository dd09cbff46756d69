import { z } from 'zod';
import { paginationParameter } from './common';
import type { PortalConfiguration } from './configuration';
import type { ReadingRequestStatus } from './enums';
import {
  REJECTED_READING_REQUEST_STATUSES,
  SUCCESS_READING_REQUEST_STATUSES,
} from './permissions/reading-requests';
import { type Actor, isAdministration, isMeterReader } from './permissions/session';
import { PENDING_READING_REQUEST_STATUSES } from './reading-requests';

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
  const start = names.STATISTICS_START_FILTER;
  const end = names.STATISTICS_END_FILTER;
  return z
    .strictObject({
      [start]: dayParameter.optional(),
      [end]: dayParameter.optional(),
      pagination: paginationParameter,
    })
    .refine((q) => !q[start] || !q[end] || (q[start] as string) <= (q[end] as string), {
      path: [end],
      error: 'The end cannot be before the start.',
    });
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

/** GET autodispose/: `dry_run=true` only counts; `all_buildings=false` (default) only the user's own buildings. */
export const autodisposeQuerySchema = z.strictObject({
  dry_run: z.enum(['true', 'false']).optional(),
  all_buildings: z.enum(['true', 'false']).optional(),
  pagination: paginationParameter,
});
export const autodisposeAnswerSchema = z.object({ count: z.number().int(), message: z.string().optional() });
export type AutodisposeAnswer = z.infer<typeof autodisposeAnswerSchema>;
export const autodisposeMessage = (count: number) =>
  count === 1
    ? '1 reading request was assigned to its building’s preferred meter reader.'
    : `${count} reading requests were assigned to their building’s preferred meter reader.`;

/** POST companies/{id}/finalize-reading-period/: the company's own requests, or those of a supplier's meters. */
export const finalizeReadingPeriodSchema = z.strictObject({
  energy_supplier_id: z.uuid({ error: 'Choose an energy supplier.' }).nullish(),
});
export type FinalizeReadingPeriod = z.infer<typeof finalizeReadingPeriodSchema>;
export const finalizeAnswerSchema = z.object({ count: z.number().int() });

/** The dashboard's task rows. */
export const DASHBOARD_TASKS = [
  'meters',
  'open_requests',
  'buildings_without_property_manager',
  'buildings_without_preferred_delegate',
  'meters_to_check',
  'implausible_readings',
  'rejected_requests',
  'wrongly_dispatched_requests',
  'partner_main_meter_requests',
  'sub_meter_requests',
  'water_meters',
  'scheduled_this_week',
] as const;
export type DashboardTaskKey = (typeof DASHBOARD_TASKS)[number];

export interface DashboardTask {
  key: DashboardTaskKey;
  /** The list whose count the row shows: GET {endpoint}?page_size=1&{query}. */
  endpoint: 'buildings/' | 'meters/' | 'readings/' | 'reading_requests/';
  query: Record<string, string>;
  /** The page the row opens, filtered like the count (its query parameters are the list's filters). */
  route: '/buildings' | '/meters' | '/readings' | '/reading-requests';
}

const PENDING = PENDING_READING_REQUEST_STATUSES.join(',');

/** Monday 00:00 UTC of the week of `now`, as `YYYY-MM-DD` (the week starts on Monday, spec §9). */
export function startOfWeek(now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The task rows `actor` sees, in order, each with the counting call and the page it opens. Meter
 * readers see their meters and their open requests; the companies administration no request rows
 * (spec §2 hides its reading requests panel); the water-meter row is for commercial consumers and energy
 * suppliers when DASHBOARD_WATER_METERS is on.
 */
export function dashboardTasks(
  actor: Actor & { email: string },
  config: Pick<PortalConfiguration, 'DASHBOARD_WATER_METERS'>,
  now = new Date(),
): DashboardTask[] {
  const reader = isMeterReader(actor);
  const administration = isAdministration(actor);
  const all: (DashboardTask & { visible: boolean })[] = [
    { key: 'meters', endpoint: 'meters/', query: { status: 'active' }, route: '/meters', visible: true },
    {
      key: 'open_requests',
      endpoint: 'reading_requests/',
      query: reader ? { status: 'new', delegate: actor.email } : { status: 'new' },
      route: '/reading-requests',
      visible: !administration,
    },
    {
      key: 'buildings_without_property_manager',
      endpoint: 'buildings/',
      query: { status: 'active', property_manager__isnull: 'true' },
      route: '/buildings',
      visible: !reader,
    },
    {
      key: 'buildings_without_preferred_delegate',
      endpoint: 'buildings/',
      query: { status: 'active', preferred_delegate__isnull: 'true' },
      route: '/buildings',
      visible: !reader,
    },
    {
      key: 'meters_to_check',
      endpoint: 'meters/',
      query: { status: 'active', needs_check: 'true' },
      route: '/meters',
      visible: !reader,
    },
    {
      key: 'implausible_readings',
      endpoint: 'readings/',
      query: { plausibility: 'implausible' },
      route: '/readings',
      visible: !reader,
    },
    {
      key: 'rejected_requests',
      endpoint: 'reading_requests/',
      query: { status: 'rejected' },
      route: '/reading-requests',
      visible: !reader && !administration,
    },
    {
      key: 'wrongly_dispatched_requests',
      endpoint: 'reading_requests/',
      query: { status: 'rejected', status_note: 'incorrect_scheduled' },
      route: '/reading-requests',
      visible: !reader && !administration,
    },
    {
      key: 'partner_main_meter_requests',
      endpoint: 'reading_requests/',
      query: { status: PENDING, meter__main_meter__isnull: 'true', created_by_contractor: 'true' },
      route: '/reading-requests',
      visible: !reader && !administration,
    },
    {
      key: 'sub_meter_requests',
      endpoint: 'reading_requests/',
      query: { status: PENDING, meter__main_meter__isnull: 'false' },
      route: '/reading-requests',
      visible: !reader && !administration,
    },
    {
      key: 'water_meters',
      endpoint: 'buildings/',
      query: { status: 'active', has_no_meter_of_type_but_has_readings: 'water_cold' },
      route: '/buildings',
      visible:
        config.DASHBOARD_WATER_METERS &&
        (actor.companyType === 'commercial_consumer' || actor.companyType === 'energy_supplier'),
    },
    {
      key: 'scheduled_this_week',
      endpoint: 'reading_requests/',
      query: { origin: 'schedule', created_after: startOfWeek(now) },
      route: '/reading-requests',
      visible: !reader && !administration,
    },
  ];
  return all.filter((task) => task.visible).map(({ visible: _visible, ...task }) => task);
}

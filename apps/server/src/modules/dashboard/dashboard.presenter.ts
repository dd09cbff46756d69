import {
  READING_ORIGINS,
  READINGS_TREND_MONTHS,
  type ReadingsPerMonth,
  STATISTICS_STATUSES,
  type Statistics,
} from '@portal/contracts';
import type { StatusCount, UnansweredCount } from './dashboard.repository';

/** Requests by status → the doughnut's counts (the contracts' status groups). */
function requestCounts(rows: StatusCount[]) {
  const total = (statuses: readonly string[] | null) =>
    rows.filter((row) => !statuses || statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
  return {
    count: total(null),
    success: total(STATISTICS_STATUSES.success),
    rejected: total(STATISTICS_STATUSES.rejected),
    new: total(STATISTICS_STATUSES.new),
  };
}

const sum = (rows: UnansweredCount[]) => rows.reduce((total, row) => total + row.n, 0);

/** The statistics call's answer: all the caller sees, and the buildings they manage. */
export function presentStatistics(counts: {
  requests: StatusCount[];
  unanswered: UnansweredCount[];
}): Statistics {
  const mine = <T extends { mine: boolean }>(rows: T[]) => rows.filter((row) => row.mine);
  return {
    reading_requests: requestCounts(counts.requests),
    readings_without_reading_requests: { count: sum(counts.unanswered) },
    reading_requests_my_buildings: requestCounts(mine(counts.requests)),
    readings_without_reading_requests_my_buildings: { count: sum(mine(counts.unanswered)) },
  };
}

/** The first day (UTC) of the readings trend: READINGS_TREND_MONTHS months, this one included. */
export function trendStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (READINGS_TREND_MONTHS - 1), 1));
}

/** Every month of the trend, oldest first, with zeros where nothing came in. */
export function presentReadingsPerMonth(
  from: Date,
  rows: Array<{ month: string; origin: string; count: number }>,
): ReadingsPerMonth {
  const results = Array.from({ length: READINGS_TREND_MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1))
      .toISOString()
      .slice(0, 7);
    const counts = Object.fromEntries(
      READING_ORIGINS.map((origin) => [
        origin,
        rows.find((row) => row.month === month && row.origin === origin)?.count ?? 0,
      ]),
    ) as Record<(typeof READING_ORIGINS)[number], number>;
    return { month, ...counts };
  });
  return { results };
}

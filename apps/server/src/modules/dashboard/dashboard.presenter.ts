import {
  READING_ORIGINS,
  READINGS_TREND_MONTHS,
  type ReadingsPerMonth,
  STATISTICS_STATUSES,
  type Statistics,
} from '@portal/contracts';
import type { StatisticsCounts } from './dashboard.repository';

/** Requests by status → the doughnut's counts (the contracts' status groups). */
function requestCounts(byStatus: StatisticsCounts['requests']) {
  const total = (statuses: readonly string[]) =>
    Object.entries(byStatus).reduce(
      (sum, [status, n]) => sum + (statuses.includes(status) ? (n ?? 0) : 0),
      0,
    );
  return {
    count: Object.values(byStatus).reduce((sum, n) => sum + (n ?? 0), 0),
    success: total(STATISTICS_STATUSES.success),
    rejected: total(STATISTICS_STATUSES.rejected),
    new: total(STATISTICS_STATUSES.new),
  };
}

/** The statistics call's answer: all the caller sees, and the buildings they manage. */
export function presentStatistics(counts: { all: StatisticsCounts; mine: StatisticsCounts }): Statistics {
  return {
    reading_requests: requestCounts(counts.all.requests),
    readings_without_reading_requests: { count: counts.all.unanswered },
    reading_requests_my_buildings: requestCounts(counts.mine.requests),
    readings_without_reading_requests_my_buildings: { count: counts.mine.unanswered },
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

import { type Statistics, statisticsSchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../resources/dashboard';

export interface StatisticsRange {
  /** `YYYY-MM-DD`; open when undefined. */
  start?: string;
  end?: string;
}

/** GET statistics/?start=&end=: the doughnut's counts for all and for the user's own buildings. */
export const getStatistics = async (range: StatisticsRange, signal?: AbortSignal): Promise<Statistics> =>
  statisticsSchema.parse(await api.get<unknown>('statistics/', { query: { ...range }, signal }));

export const statisticsQueryOptions = (range: StatisticsRange) =>
  queryOptions({
    queryKey: dashboardKeys.statistics(range),
    queryFn: ({ signal }) => getStatistics(range, signal),
    // A new date range keeps the old doughnut until the new numbers arrive (no flicker).
    placeholderData: keepPreviousData,
  });

export const useStatistics = (range: StatisticsRange, enabled = true) =>
  useQuery({ ...statisticsQueryOptions(range), enabled });

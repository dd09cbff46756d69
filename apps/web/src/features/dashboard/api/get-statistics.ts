import {
  type Statistics,
  type StatisticsFilterNames,
  statisticsParameters,
  statisticsSchema,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDeferredAnswer } from '../../../lib/deferred-answer';
import { useSession } from '../../../lib/session';
import { dashboardKeys } from '../../../resources/dashboard';

export interface StatisticsRange {
  /** `YYYY-MM-DD`; open when undefined. */
  start?: string;
  end?: string;
}

/**
 * GET statistics/: the doughnut's counts for all and for the user's own buildings. The range travels
 * under the configured names (STATISTICS_START_FILTER, STATISTICS_END_FILTER: `start_date`, `end_date`).
 */
export const getStatistics = async (
  range: StatisticsRange,
  names: StatisticsFilterNames,
  signal?: AbortSignal,
): Promise<Statistics> =>
  statisticsSchema.parse(
    await api.get<unknown>('statistics/', { query: statisticsParameters(range, names), signal }),
  );

export const statisticsQueryOptions = (range: StatisticsRange, names: StatisticsFilterNames) =>
  queryOptions({
    queryKey: dashboardKeys.statistics(range),
    queryFn: ({ signal }) => getStatistics(range, names, signal),
    // A new date range keeps the old doughnut until the new numbers arrive (no flicker).
    placeholderData: keepPreviousData,
  });

/**
 * The statistics once the session's configuration (the parameter names) is known; the doughnut and its
 * table render in a transition.
 */
export function useStatistics(range: StatisticsRange, enabled = true) {
  const { configuration } = useSession();
  const names: StatisticsFilterNames = {
    STATISTICS_START_FILTER: configuration?.STATISTICS_START_FILTER ?? '',
    STATISTICS_END_FILTER: configuration?.STATISTICS_END_FILTER ?? '',
  };
  return useDeferredAnswer(
    useQuery({ ...statisticsQueryOptions(range, names), enabled: enabled && Boolean(configuration) }),
  );
}

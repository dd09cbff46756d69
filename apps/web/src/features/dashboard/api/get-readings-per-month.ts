import { type ReadingsPerMonth, readingsPerMonthSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDeferredAnswer } from '../../../lib/deferred-answer';
import { dashboardKeys } from '../../../resources/dashboard';

/** GET statistics/readings_per_month/: readings per month and origin, the last 12 months, oldest first. */
export const getReadingsPerMonth = async (
  myBuildings: boolean,
  signal?: AbortSignal,
): Promise<ReadingsPerMonth> =>
  readingsPerMonthSchema.parse(
    await api.get<unknown>('statistics/readings_per_month/', {
      query: { my_buildings: String(myBuildings) },
      signal,
    }),
  );

export const readingsPerMonthQueryOptions = (myBuildings: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.readingsPerMonth(myBuildings),
    queryFn: ({ signal }) => getReadingsPerMonth(myBuildings, signal),
  });

/** The trend's months; the chart renders in a transition. */
export const useReadingsPerMonth = (myBuildings: boolean, enabled = true) =>
  useDeferredAnswer(useQuery({ ...readingsPerMonthQueryOptions(myBuildings), enabled }));

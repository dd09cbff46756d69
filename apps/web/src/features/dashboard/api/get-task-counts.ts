import type { TaskCounts } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../resources/dashboard';

/** GET statistics/task_counts/: every task row's counter in one answer (each its list's `count`). */
export const getTaskCounts = (signal?: AbortSignal) =>
  api.get<TaskCounts>('statistics/task_counts/', { signal });

export const taskCountsQueryOptions = (enabled = true) =>
  queryOptions({
    enabled,
    queryKey: dashboardKeys.taskCounts(),
    queryFn: ({ signal }) => getTaskCounts(signal),
  });

/** The counters of the task rows the user sees, keyed by the row; asked for once `enabled`. */
export const useTaskCounts = (enabled = true) => useQuery(taskCountsQueryOptions(enabled));

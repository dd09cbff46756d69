import type { DashboardTask } from '@portal/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../resources/dashboard';

/** GET {endpoint}?page_size=1&{query}: only the list's `count` is needed. */
export const getTaskCount = (task: Pick<DashboardTask, 'endpoint' | 'query'>, signal?: AbortSignal) =>
  api
    .get<{ count: number }>(task.endpoint, { query: { ...task.query, page_size: 1 }, signal })
    .then((answer) => answer.count);

export const taskCountQueryOptions = (task: Pick<DashboardTask, 'endpoint' | 'query'>, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: dashboardKeys.count(task.endpoint, task.query),
    queryFn: ({ signal }) => getTaskCount(task, signal),
  });

/** The counters of the task rows, in their order; asked for once `enabled`. */
export const useTaskCounts = (tasks: DashboardTask[], enabled = true) =>
  useQueries({ queries: tasks.map((task) => taskCountQueryOptions(task, enabled)) });

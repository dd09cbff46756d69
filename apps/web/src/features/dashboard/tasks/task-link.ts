import type { DashboardTask } from '@portal/contracts';

/**
 * The list page a task row opens, filtered like its counter: the task's query parameters are the target
 * list's own URL filter names (buildings, meters, readings and reading requests lists read them).
 */
export function taskHref(task: Pick<DashboardTask, 'route' | 'query'>): string {
  const search = new URLSearchParams(task.query).toString();
  return search ? `${task.route}?${search}` : task.route;
}

/** Query keys of the dashboard's figures (hierarchical: invalidating a key reaches every key that starts with it). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** GET statistics/task_counts/: the task rows' counters. */
  taskCounts: () => [...dashboardKeys.all, 'task-counts'] as const,
  /** GET statistics/ for a date range (either bound may be open). */
  statistics: (range: { start?: string; end?: string }) =>
    [...dashboardKeys.all, 'statistics', range] as const,
  /** GET statistics/readings_per_month/ for all or only the user's own buildings. */
  readingsPerMonth: (myBuildings: boolean) =>
    [...dashboardKeys.all, 'readings-per-month', myBuildings] as const,
};

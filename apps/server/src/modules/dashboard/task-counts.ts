import { type DashboardTask, dashboardTasks, type TaskCounts } from '@portal/contracts';
import type { AppContext, RequestAuth } from '../../context';
import { countEach, type ListDefinition, type ListQuery, listQuerySchema } from '../../http/list';
import { buildingsList } from '../buildings/buildings.list';
import { metersList } from '../meters/meters.list';
import { readingRequestsList } from '../reading-requests/reading-requests.list';
import { readingsList } from '../readings/readings.list';

/**
 * The counters of the caller's task rows, one statement per list they count: the same scoped rows and
 * the same filter definitions as the lists' own routes, so each counter equals its list's `count`.
 */
export async function taskCounts(ctx: AppContext, auth: RequestAuth): Promise<TaskCounts> {
  const { actor } = auth;
  const { data } = ctx;
  const sources = {
    'buildings/': () => ({ rows: data.buildings.slimList(actor).rows, list: buildingsList(actor) }),
    'meters/': () => ({ rows: data.meters.slimRows(actor, 'inline'), list: metersList }),
    'reading_requests/': () => ({
      rows: data.readingRequests.slimList(actor).rows,
      list: readingRequestsList(ctx.config.portal.OVERDUE_BEFORE_DAYS, actor.companyId),
    }),
    'readings/': () => ({ rows: data.readings.scoped(actor), list: readingsList as ListDefinition }),
  } satisfies Record<DashboardTask['endpoint'], unknown>;

  const tasks = dashboardTasks({ ...actor, email: auth.user.email }, ctx.config.portal);
  const endpoints = [...new Set(tasks.map((task) => task.endpoint))];
  // One statement per list, at once (pooled connections; PGlite runs them in turn).
  const counted = await Promise.all(
    endpoints.map((endpoint) => {
      const { rows, list } = sources[endpoint]();
      const schema = listQuerySchema(list);
      const queries = Object.fromEntries(
        tasks
          .filter((task) => task.endpoint === endpoint)
          .map((task) => [task.key, schema.parse(task.query)]),
      ) as Record<string, ListQuery>;
      return countEach(rows, list, queries);
    }),
  );
  return Object.assign({}, ...counted);
}

import { type Actor, type DashboardTask, dashboardTasks, type TaskCounts } from '@portal/contracts';
import type { AppContext, RequestAuth } from '../../context';
import { countEach, type ListDefinition, type ListQuery, listQuerySchema } from '../../http/list';
import { buildingsList } from '../buildings/buildings.list';
import { metersList } from '../meters/meters.list';
import { readingRequestsList } from '../reading-requests/reading-requests.list';
import { readingsList } from '../readings/readings.list';

type Endpoint = DashboardTask['endpoint'];

/**
 * The counters of a caller's task rows, one statement per list they count: the same scoped rows and the
 * same filter definitions as the lists' own routes, so each counter equals its list's `count`.
 */
export class TaskCounter {
  /** Each list's query schema, built once (as each list route builds its own): parsing is per call. */
  private readonly schemas: Record<Endpoint, ReturnType<typeof listQuerySchema>>;

  constructor(private readonly ctx: AppContext) {
    this.schemas = {
      'buildings/': listQuerySchema(buildingsList()),
      'meters/': listQuerySchema(metersList),
      'reading_requests/': listQuerySchema(this.requestsList('')),
      'readings/': listQuerySchema(readingsList),
    };
  }

  private requestsList(companyId: string) {
    return readingRequestsList(this.ctx.config.portal.OVERDUE_BEFORE_DAYS, companyId);
  }

  /** The rows (scope included) and the filters of one list, as `actor` reads it. */
  private source(actor: Actor, endpoint: Endpoint) {
    const { data } = this.ctx;
    switch (endpoint) {
      case 'buildings/':
        return { rows: data.buildings.slimList(actor).rows, list: buildingsList(actor) };
      case 'meters/':
        return { rows: data.meters.slimRows(actor, 'inline'), list: metersList };
      case 'reading_requests/':
        return { rows: data.readingRequests.ownRows(actor), list: this.requestsList(actor.companyId) };
      case 'readings/':
        return { rows: data.readings.scoped(actor), list: readingsList as ListDefinition };
    }
  }

  async count(auth: RequestAuth): Promise<TaskCounts> {
    const { actor } = auth;
    const tasks = dashboardTasks({ ...actor, email: auth.user.email }, this.ctx.config.portal);
    const endpoints = [...new Set(tasks.map((task) => task.endpoint))];
    // One statement per list, at once (pooled connections; PGlite runs them in turn).
    const counted = await Promise.all(
      endpoints.map((endpoint) => {
        const { rows, list } = this.source(actor, endpoint);
        const queries = Object.fromEntries(
          tasks
            .filter((task) => task.endpoint === endpoint)
            .map((task) => [task.key, this.schemas[endpoint].parse(task.query)]),
        ) as Record<string, ListQuery>;
        return countEach(rows, list, queries);
      }),
    );
    return Object.assign({}, ...counted);
  }
}

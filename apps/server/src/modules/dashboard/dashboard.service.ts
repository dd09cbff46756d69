import {
  autodisposeMessage,
  type ReadingsPerMonth,
  type Statistics,
  type TaskCounts,
} from '@portal/contracts';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { authorizeAutodispose, authorizeFinalize } from './dashboard.policy';
import { presentReadingsPerMonth, presentStatistics, trendStart } from './dashboard.presenter';
import type { StatisticsRange } from './dashboard.repository';
import { TaskCounter } from './task-counts';

/** The dashboard's statistics, task counters, readings trend, automatic disposal and finalize reading period. */
export class DashboardService {
  private readonly taskCounter: TaskCounter;

  constructor(private readonly ctx: AppContext) {
    this.taskCounter = new TaskCounter(ctx);
  }

  async statistics(auth: RequestAuth, range: StatisticsRange): Promise<Statistics> {
    return presentStatistics(await this.ctx.data.dashboard.statistics(auth.actor, range));
  }

  /** The counter of each task row the caller sees, one statement per list (`task-counts.ts`). */
  taskCounts(auth: RequestAuth): Promise<TaskCounts> {
    return this.taskCounter.count(auth);
  }

  /** Readings per month and origin over the trend's months, of all the caller sees or the buildings they manage. */
  async readingsPerMonth(
    auth: RequestAuth,
    myBuildings: boolean,
    now = new Date(),
  ): Promise<ReadingsPerMonth> {
    const from = trendStart(now);
    return presentReadingsPerMonth(
      from,
      await this.ctx.data.dashboard.readingsPerMonth(auth.actor, myBuildings, from),
    );
  }

  /** Counts (dry run) or assigns, in one statement, the requests automatic disposal would dispatch. */
  async autodispose(auth: RequestAuth, { dryRun, allBuildings }: { dryRun: boolean; allBuildings: boolean }) {
    authorizeAutodispose(auth);
    if (dryRun)
      return {
        count: await this.ctx.data.readingRequests.toPreferredDelegates(auth.actor, !allBuildings, true),
      };
    const count = await this.ctx.data.transaction(auth.actor, (data) =>
      data.readingRequests.toPreferredDelegates(auth.actor, !allBuildings, false),
    );
    return { count, message: autodisposeMessage(count) };
  }

  /** Rejects the company's pending requests (or a supplier's) as "reading not performed", in one transaction. */
  async finalizeReadingPeriod(auth: RequestAuth, companyId: string, energySupplierId: string | null) {
    const company = await this.ctx.data.directory.findPickableCompany(auth.actor, companyId);
    if (!company) throw notFound();
    authorizeFinalize(auth, companyId, this.ctx.config.portal);
    if (energySupplierId) {
      const supplier = await this.ctx.data.directory.findPickableCompany(auth.actor, energySupplierId);
      if (supplier?.company_type !== 'energy_supplier')
        throw badRequest({ energy_supplier_id: ['Choose an energy supplier among your contractors.'] });
    }
    const count = await this.ctx.data.transaction(auth.actor, (data) =>
      data.dashboard.finalize(auth.actor, energySupplierId),
    );
    return { count };
  }
}

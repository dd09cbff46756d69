import {
  autodisposeMessage,
  READING_ORIGINS,
  READINGS_TREND_MONTHS,
  type ReadingsPerMonth,
  type Statistics,
  type StatisticsQuery,
} from '@portal/contracts';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { authorizeAutodispose, authorizeFinalize } from './dashboard.policy';

/** The dashboard's statistics, readings trend, automatic disposal and finalize reading period. */
export class DashboardService {
  constructor(private readonly ctx: AppContext) {}

  async statistics(auth: RequestAuth, range: StatisticsQuery): Promise<Statistics> {
    const { requests, readings } = await this.ctx.data.dashboard.statistics(auth.actor, range);
    return {
      reading_requests: requests.all,
      readings_without_reading_requests: { count: readings.all },
      reading_requests_my_buildings: requests.mine,
      readings_without_reading_requests_my_buildings: { count: readings.mine },
    };
  }

  /** Every month of the trend, oldest first, with zeros where nothing came in. */
  async readingsPerMonth(
    auth: RequestAuth,
    myBuildings: boolean,
    now = new Date(),
  ): Promise<ReadingsPerMonth> {
    const { from, rows } = await this.ctx.data.dashboard.readingsPerMonth(auth.actor, myBuildings, now);
    const results = Array.from({ length: READINGS_TREND_MONTHS }, (_, i) => {
      const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1))
        .toISOString()
        .slice(0, 7);
      const counts = Object.fromEntries(
        READING_ORIGINS.map((origin) => [
          origin,
          rows.find((row) => row.month === month && row.origin === origin)?.count ?? 0,
        ]),
      ) as Record<(typeof READING_ORIGINS)[number], number>;
      return { month, ...counts };
    });
    return { results };
  }

  /** Counts (dry run) or assigns, in one statement, the requests automatic disposal would dispatch. */
  async autodispose(auth: RequestAuth, { dryRun, allBuildings }: { dryRun: boolean; allBuildings: boolean }) {
    authorizeAutodispose(auth);
    if (dryRun) return { count: await this.ctx.data.dashboard.countDisposable(auth.actor, allBuildings) };
    const count = await this.ctx.data.transaction((data) => data.dashboard.dispose(auth.actor, allBuildings));
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
    const count = await this.ctx.data.transaction((data) =>
      data.dashboard.finalize(auth.actor, energySupplierId),
    );
    return { count };
  }
}

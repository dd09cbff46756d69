import { overdueDate, reportFileName } from '@portal/contracts';
import type { AppContext, RequestAuth } from '../../context';
import { authorizeReport } from './reporting.policy';
import { presentReport } from './reporting.presenter';
import type { ReportWindow } from './reporting.repository';

/** The year `[1 January, next 1 January)` in UTC; overdue as the requests list would have said at its end (or now). */
export function reportWindow(year: number, overdueBeforeDays: number, now = new Date()): ReportWindow {
  const start = new Date(Date.UTC(year, 0, 1));
  const end = new Date(Date.UTC(year + 1, 0, 1));
  return { start, end, overdueBefore: overdueDate(overdueBeforeDays, end < now ? end : now) };
}

/** The annual report (spec §2, §7): a CSV file per year, for the companies administration. */
export class ReportingService {
  constructor(private readonly ctx: AppContext) {}

  async annualReport(auth: RequestAuth, year: number, now = new Date()) {
    authorizeReport(auth.actor);
    const window = reportWindow(year, this.ctx.config.portal.OVERDUE_BEFORE_DAYS, now);
    const { reporting } = this.ctx.data;
    // Five statements at once (pooled connections on PostgreSQL): the answer waits for the slowest only.
    const [companies, ...counts] = await Promise.all([
      reporting.companies(),
      reporting.buildings(),
      reporting.activeMeters(),
      reporting.requests(window),
      reporting.readings(window),
    ]);
    return { fileName: reportFileName(year, now), csv: presentReport(companies, counts.flat()) };
  }
}

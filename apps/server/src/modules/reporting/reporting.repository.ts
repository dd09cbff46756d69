import {
  PENDING_READING_REQUEST_STATUSES,
  REJECTED_READING_REQUEST_STATUSES,
  type ReportColumn,
  SUCCESS_READING_REQUEST_STATUSES,
} from '@portal/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The report's year, `[start, end)`, and the day before which a pending request counted as overdue then. */
export interface ReportWindow {
  start: Date;
  end: Date;
  overdueBefore: Date;
}

/** Some of a company's figures, as one grouped query answers them. */
export type CompanyCounts = { company_id: string } & Partial<Record<ReportColumn, number>>;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
const count = (condition: RawBuilder<unknown>) => sql<number>`count(*) FILTER (WHERE ${condition})::int`;

/**
 * The annual report's SQL: one grouped query per table, each row counted for its `owner_company_id`
 * (see REPORT_COLUMNS). A system repository: only the companies administration reads it
 * (`reporting.policy.ts`), and the report covers every company, so there is no scope to apply.
 */
export class ReportingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every company but the companies administration, by name. */
  companies() {
    return this.db
      .selectFrom('companies')
      .select(['id', 'name', 'company_type', 'custom_reference'])
      .where('company_type', '<>', 'companies_administration')
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  buildings(): Promise<CompanyCounts[]> {
    return this.db
      .selectFrom('buildings')
      .select(['owner_company_id as company_id', sql<number>`count(*)::int`.as('buildings')])
      .groupBy('owner_company_id')
      .execute();
  }

  activeMeters(): Promise<CompanyCounts[]> {
    return this.db
      .selectFrom('meters')
      .select(['owner_company_id as company_id', sql<number>`count(*)::int`.as('active_meters')])
      .where('status', '=', 'active')
      .groupBy('owner_company_id')
      .execute();
  }

  /** Requests created in the year (and how they ended), and those overdue at its end. */
  async requests({ start, end, overdueBefore }: ReportWindow): Promise<CompanyCounts[]> {
    const created = sql`created >= ${start} AND created < ${end}`;
    const overdue = sql`status IN (${list(PENDING_READING_REQUEST_STATUSES)})
      AND planned_reading_date_end < ${overdueBefore} AND created < ${end}`;
    const { rows } = await sql<CompanyCounts>`
      SELECT owner_company_id AS company_id,
        ${count(created)} AS requests_created,
        ${count(sql`${created} AND status IN (${list(SUCCESS_READING_REQUEST_STATUSES)})`)} AS requests_succeeded,
        ${count(sql`${created} AND status IN (${list(REJECTED_READING_REQUEST_STATUSES)})`)} AS requests_rejected,
        ${count(overdue)} AS requests_overdue
      FROM reading_requests
      WHERE (${created}) OR (${overdue})
      GROUP BY owner_company_id`.execute(this.db);
    return rows;
  }

  /**
   * Readings dated in the year by origin, those answering a scheduled request, and the implausible ones.
   * `answered` (kept by triggers, migration 0009) spares the look-up for readings that answer no request.
   */
  async readings({ start, end }: ReportWindow): Promise<CompanyCounts[]> {
    const { rows } = await sql<CompanyCounts>`
      SELECT r.owner_company_id AS company_id,
        ${count(sql`r.origin = 'portal'`)} AS readings_portal,
        ${count(sql`r.origin = 'app'`)} AS readings_app,
        ${count(sql`r.origin = 'import'`)} AS readings_import,
        ${count(sql`r.answered AND EXISTS (SELECT 1 FROM reading_requests q
          WHERE q.reading_id = r.id AND q.origin = 'schedule')`)} AS readings_schedule,
        ${count(sql`r.plausibility = 'implausible'`)} AS readings_implausible
      FROM readings r
      WHERE r.reading_date >= ${start} AND r.reading_date < ${end}
      GROUP BY r.owner_company_id`.execute(this.db);
    return rows;
  }
}

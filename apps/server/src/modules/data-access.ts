import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { AccountsRepository } from '../auth/accounts.repository';
import { SessionRepository } from '../auth/sessions.repository';
import { type AuditActor, recordChangesAs } from '../db/audit-actor';
import type { CopyOut } from '../db/connection';
import type { Database } from '../db/schema';
import { isPgError, PG_DEADLOCK, PG_SERIALIZATION_FAILURE, serviceUnavailable } from '../http/errors';
import { LoginFailuresRepository } from './access-token/login-failures.repository';
import { AuditRepository } from './audit/audit.repository';
import { BuildingsRepository } from './buildings/buildings.repository';
import { CompaniesRepository } from './companies/companies.repository';
import { BuildingCountsRepository } from './dashboard/building-counts.repository';
import { DashboardRepository } from './dashboard/dashboard.repository';
import { KeptSumsCache } from './dashboard/kept-sums-cache';
import { DirectoryRepository } from './directory/directory.repository';
import { EmployeesRepository } from './employees/employees.repository';
import { ExportsRepository } from './exports/exports.repository';
import { HealthRepository } from './health/health.repository';
import { IdempotencyRepository } from './idempotency/idempotency.repository';
import { ImagesRepository } from './images/images.repository';
import { ImportsRepository } from './imports/imports.repository';
import { JobFilesRepository } from './jobs/job-files.repository';
import { JobsRepository } from './jobs/jobs.repository';
import { MetersRepository } from './meters/meters.repository';
import { MetricsRepository } from './metrics/metrics.repository';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { ReadingRequestsRepository } from './reading-requests/reading-requests.repository';
import { ReadingScheduleRepository } from './reading-schedule/reading-schedule.repository';
import { PlausibilityRepository } from './readings/plausibility.repository';
import { ReadingsRepository } from './readings/readings.repository';
import { ReportingRepository } from './reporting/reporting.repository';
import { SsoLoginsRepository } from './sso/sso-logins.repository';
import { UsersRepository } from './users/users.repository';

/** Runs of a transaction that PostgreSQL ended for colliding with another's (see `transaction`). */
export const TRANSACTION_ATTEMPTS = 4;
/** The first pause before running it again, doubled each time and jittered (0.5–1.5×). */
const RETRY_PAUSE_MS = 20;
export const BUSY =
  'Others changed the same data at the same moment; nothing was saved. Please send the request again.';

/** A deadlock or a serialization failure: PostgreSQL rolled the whole transaction back, it may run again. */
export const isTransientConflict = (error: unknown) =>
  isPgError(error, PG_DEADLOCK) || isPgError(error, PG_SERIALIZATION_FAILURE);

/**
 * Every repository, built once over one connection (the pool, or a transaction). Services reach SQL only
 * through this: `ctx.data.meters.findById(actor, id)`, or inside `ctx.data.transaction(async (data) => …)`
 * with repositories bound to that transaction.
 */
export class DataAccess {
  readonly accounts: AccountsRepository;
  readonly audit: AuditRepository;
  readonly buildings: BuildingsRepository;
  readonly buildingCounts: BuildingCountsRepository;
  readonly companies: CompaniesRepository;
  readonly dashboard: DashboardRepository;
  readonly directory: DirectoryRepository;
  readonly employees: EmployeesRepository;
  readonly exports: ExportsRepository;
  readonly health: HealthRepository;
  readonly idempotency: IdempotencyRepository;
  readonly images: ImagesRepository;
  readonly imports: ImportsRepository;
  readonly jobFiles: JobFilesRepository;
  readonly jobs: JobsRepository;
  readonly loginFailures: LoginFailuresRepository;
  readonly meters: MetersRepository;
  readonly metrics: MetricsRepository;
  readonly passwordResets: PasswordResetRepository;
  readonly plausibility: PlausibilityRepository;
  readonly readingRequests: ReadingRequestsRepository;
  readonly readingSchedule: ReadingScheduleRepository;
  readonly readings: ReadingsRepository;
  readonly reporting: ReportingRepository;
  readonly sessions: SessionRepository;
  readonly ssoLogins: SsoLoginsRepository;
  readonly users: UsersRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly inTransaction = false,
    /** PostgreSQL's COPY out, for exports (none inside a transaction, none on the embedded database). */
    copyOut?: CopyOut,
  ) {
    // The kept sums' cache lives with the server's pool, not with a transaction (see KeptSumsCache).
    this.accounts = new AccountsRepository(db);
    this.audit = new AuditRepository(db);
    this.buildings = new BuildingsRepository(db);
    this.buildingCounts = new BuildingCountsRepository(db);
    this.companies = new CompaniesRepository(db);
    this.dashboard = new DashboardRepository(db, inTransaction ? undefined : new KeptSumsCache());
    this.directory = new DirectoryRepository(db);
    this.employees = new EmployeesRepository(db);
    this.exports = new ExportsRepository(db, copyOut);
    this.health = new HealthRepository(db);
    this.idempotency = new IdempotencyRepository(db);
    this.images = new ImagesRepository(db);
    this.imports = new ImportsRepository(db);
    this.jobFiles = new JobFilesRepository(db);
    this.jobs = new JobsRepository(db);
    this.loginFailures = new LoginFailuresRepository(db);
    this.meters = new MetersRepository(db);
    this.metrics = new MetricsRepository(db);
    this.passwordResets = new PasswordResetRepository(db);
    this.plausibility = new PlausibilityRepository(db);
    this.readingRequests = new ReadingRequestsRepository(db);
    this.readingSchedule = new ReadingScheduleRepository(db);
    this.readings = new ReadingsRepository(db);
    this.reporting = new ReportingRepository(db);
    this.sessions = new SessionRepository(db);
    this.ssoLogins = new SsoLoginsRepository(db);
    this.users = new UsersRepository(db);
  }

  /**
   * Runs `work` in ONE transaction with repositories bound to it, its changes recorded in the audit trail
   * as made `by` the user or system task (migration 0015); called inside a transaction, it joins that one
   * and its actor (so a service step can run alone or as part of a larger operation).
   *
   * A transaction that PostgreSQL ends for a deadlock or a serialization failure left nothing behind, so
   * the whole of `work` runs again, up to TRANSACTION_ATTEMPTS times after short jittered pauses; then the
   * answer is a 503 with Retry-After, never a 500. `work` must therefore do nothing but its queries (mails
   * and files go before or after it, as they do). A `work` that cannot run twice (it consumes a stream)
   * passes `{ retry: false }` and handles the error itself, as the imports do.
   */
  async transaction<T>(
    by: AuditActor,
    work: (data: DataAccess) => Promise<T>,
    { retry = true }: { retry?: boolean } = {},
  ): Promise<T> {
    if (this.inTransaction) return work(this);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          await recordChangesAs(trx, by);
          return work(new DataAccess(trx, true));
        });
      } catch (error) {
        if (!retry || !isTransientConflict(error)) throw error;
        if (attempt >= TRANSACTION_ATTEMPTS) throw serviceUnavailable(BUSY, 1);
        await sleep(RETRY_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
      }
    }
  }
}

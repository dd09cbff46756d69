import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import * as schema from './migrations/0001-schema';
import * as listIndexes from './migrations/0002-list-indexes';
import * as readingValues from './migrations/0003-reading-values';
import * as sessions from './migrations/0004-sessions';
import * as plausibility from './migrations/0005-plausibility';
import * as readingListIndexes from './migrations/0006-reading-list-indexes';
import * as requestListSpeed from './migrations/0007-request-list-speed';
import * as dashboard from './migrations/0008-dashboard';
import * as scopeDayCounts from './migrations/0009-scope-day-counts';
import * as buildingCounts from './migrations/0010-building-counts';
import * as implausibleReadingsOrder from './migrations/0011-implausible-readings-order';
import * as keptCountsGeneration from './migrations/0012-kept-counts-generation';
import * as requestSearchText from './migrations/0013-request-search-text';
import * as requestCounterColumns from './migrations/0014-request-counter-columns';
import * as auditTrail from './migrations/0015-audit-trail';
import * as auditEntryPerTransaction from './migrations/0016-audit-entry-per-transaction';
import * as jobs from './migrations/0017-jobs';
import * as auditInsertsPerStatement from './migrations/0018-audit-inserts-per-statement';
import * as readingCountsPerStatement from './migrations/0019-reading-counts-per-statement';
import * as jobFiles from './migrations/0020-job-files';
import * as idempotencyKeys from './migrations/0021-idempotency-keys';
import * as loginFailures from './migrations/0022-login-failures';
import * as imageFiles from './migrations/0023-image-files';
import * as jobResume from './migrations/0024-job-resume';
import * as buildingAddressLookup from './migrations/0025-building-address-lookup';
import * as auditInsertsPlain from './migrations/0026-audit-inserts-plain';
import * as auditNewReadingsAtOnce from './migrations/0027-audit-new-readings-at-once';
import * as contractorConsent from './migrations/0028-contractor-consent';
import * as setPasswordLinksEnd from './migrations/0029-set-password-links-end';
import * as routinesFromFiles from './migrations/0030-routines-from-files';
import * as keptCountsRecount from './migrations/0031-kept-counts-recount';
import * as ssoLogins from './migrations/0032-sso-logins';
import * as pendingRequestsSearch from './migrations/0033-pending-requests-search';
import * as requestCountsByBuilding from './migrations/0034-request-counts-by-building';

/**
 * Migrations are listed here (not read from disk) so they survive bundling. Nothing else imports a
 * migration (scripts/check-boundaries.mjs): what they share with the server lives in `db/`.
 */
export const migrations: Record<string, Migration> = {
  '0001-schema': schema,
  '0002-list-indexes': listIndexes,
  '0003-reading-values': readingValues,
  '0004-sessions': sessions,
  '0005-plausibility': plausibility,
  '0006-reading-list-indexes': readingListIndexes,
  '0007-request-list-speed': requestListSpeed,
  '0008-dashboard': dashboard,
  '0009-scope-day-counts': scopeDayCounts,
  '0010-building-counts': buildingCounts,
  '0011-implausible-readings-order': implausibleReadingsOrder,
  '0012-kept-counts-generation': keptCountsGeneration,
  '0013-request-search-text': requestSearchText,
  '0014-request-counter-columns': requestCounterColumns,
  '0015-audit-trail': auditTrail,
  '0016-audit-entry-per-transaction': auditEntryPerTransaction,
  '0017-jobs': jobs,
  '0018-audit-inserts-per-statement': auditInsertsPerStatement,
  '0019-reading-counts-per-statement': readingCountsPerStatement,
  '0020-job-files': jobFiles,
  '0021-idempotency-keys': idempotencyKeys,
  '0022-login-failures': loginFailures,
  '0023-image-files': imageFiles,
  '0024-job-resume': jobResume,
  '0025-building-address-lookup': buildingAddressLookup,
  '0026-audit-inserts-plain': auditInsertsPlain,
  '0027-audit-new-readings-at-once': auditNewReadingsAtOnce,
  '0028-contractor-consent': contractorConsent,
  '0029-set-password-links-end': setPasswordLinksEnd,
  '0030-routines-from-files': routinesFromFiles,
  '0031-kept-counts-recount': keptCountsRecount,
  '0032-sso-logins': ssoLogins,
  '0033-pending-requests-search': pendingRequestsSearch,
  '0034-request-counts-by-building': requestCountsByBuilding,
};

/** Any number, the same in every process: the key of the migrations' transaction-scoped lock. */
const MIGRATION_LOCK_KEY = 7_140_016_018;

/**
 * Applies the pending migrations in one transaction that first takes a transaction-scoped advisory lock:
 * processes starting at once migrate one after the other (the later ones find nothing to do). Kysely's own
 * lock is a session lock taken outside its transaction, which PgBouncer in transaction mode may run on
 * another server connection than the unlock (a lock left held, the next start waiting for it).
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any database type
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    try {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`.execute(connection);
      const migrator = new Migrator({
        db: connection,
        provider: { getMigrations: async () => migrations },
        disableTransactions: true,
      });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((result) => result.status === 'Error');
      if (error || failed) {
        const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
        throw new Error(`Migration failed: ${reason}`);
      }
      await sql`COMMIT`.execute(connection);
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

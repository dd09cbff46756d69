import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from './connection';
import { migrateToLatest } from './migrate';

/**
 * Processes starting at once on an empty database: one migrates, the others wait for its
 * transaction-scoped lock and find nothing left; no lock stays held. Through the pooler of TEST_POOLER_URL
 * (PgBouncer in transaction mode) when set, where Kysely's own session lock was left held.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('migrations started at once', () => {
  it('migrate once across three starts, leaving no advisory lock', async () => {
    const template = inject('testDatabase');
    if (template.kind !== 'postgres') return;
    const name = `portal_migrate_${process.pid}`;
    const admin = openPostgres(template.url, 1);
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
    const url = new URL(process.env.TEST_POOLER_URL || template.url);
    url.pathname = `/${name}`;
    const starts = Array.from({ length: 3 }, () => openPostgres(url.toString(), 2));
    try {
      await Promise.all(starts.map((start) => migrateToLatest(start.db)));
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(
        starts[0]!.db,
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(23);
      const locks = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = ${name})`.execute(
        admin.db,
      );
      expect(locks.rows[0]!.n).toBe(0);
    } finally {
      await Promise.all(starts.map((start) => start.close()));
      await sql.raw(`DROP DATABASE ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    }
  });
});

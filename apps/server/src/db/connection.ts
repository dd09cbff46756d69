import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { CoalescedReadsDialect } from './coalesced-reads';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

// Return timestamps as Date and bigint counts as numbers from the pg driver, like PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const reportLostConnection = (error: Error) => console.error(`database connection lost: ${error.message}`);

/**
 * A pooled connection to a real PostgreSQL server. An idle connection the server ends (restart,
 * administrator) is reported and replaced by the pool, instead of crashing the process.
 */
export function openPostgres(
  url: string,
  poolSize = 10,
  onConnectionError = reportLostConnection,
): DatabaseHandle {
  // Sessions in UTC: a plain date in a filter (`reading_date_after=2026-01-01`) is that UTC day, the
  // same day the dashboard's kept counts use, whatever the server's own time zone.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c TimeZone=UTC' });
  pool.on('error', onConnectionError);
  const db = new Kysely<Database>({ dialect: new CoalescedReadsDialect(new PostgresDialect({ pool })) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** The embedded database: PGlite with its data under `<dataDir>/pgdata` (or in memory when dataDir is null). */
export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create({ dataDir: location, extensions: { pg_trgm } });
  await client.exec(`SET TIME ZONE 'UTC'`); // as openPostgres does
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  poolSize?: number;
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import Cursor from 'pg-cursor';
import { CoalescedReadsDialect } from './coalesced-reads';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL only: `COPY (query) TO STDOUT` as a stream (see `copyOut`). */
  copyOut?: CopyOut;
  /** PostgreSQL only: the pool's connections now. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * The data of `COPY (query) TO STDOUT …` as it comes, in a read-only transaction on a connection of its
 * own until the stream ends; a stream destroyed early ends the statement with its connection. A COPY
 * takes no parameters: the query's are written into it as literals.
 */
export type CopyOut = (query: CompiledQuery, options: string) => Promise<Readable>;

/** The query's text with its parameters as quoted literals (text and numbers only). */
export function inlineParameters({ sql: text, parameters }: CompiledQuery): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new Error(`A COPY query takes text and numbers only, not ${typeof value}.`);
  });
}

function copyOutOf(pool: pg.Pool): CopyOut {
  return async (query, options) => {
    const client = await pool.connect();
    try {
      // Reads of one snapshot; no JIT compilation (seconds for a query that runs once). The leader of a
      // parallel plan only merges, groups and writes the data: on two cores it came 0.4 s of 5.2 sooner
      // when it left the scans and sorts to the workers.
      await client.query('BEGIN READ ONLY');
      await client.query('SET LOCAL jit = off');
      await client.query('SET LOCAL parallel_leader_participation = off');
      // Timestamps as `YYYY-MM-DD HH:MM:SS+00`, whatever the server's settings (readings-csv.ts reads them).
      await client.query(`SET LOCAL TimeZone = 'UTC'`);
      await client.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    const stream = client.query(copyTo(`COPY (${inlineParameters(query)}) TO STDOUT ${options}`));
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      if (error)
        client.release(error); // a connection in the middle of a COPY is closed, not reused
      else
        client.query('COMMIT').then(
          () => client.release(),
          (failed: Error) => client.release(failed),
        );
    };
    stream.on('end', () => release());
    stream.on('error', (error) => release(error));
    stream.on('close', () => release(new Error('The COPY ended before its data did.')));
    return stream;
  };
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
  // same day the dashboard's kept counts use, whatever the server's own time zone. A SET, not the startup
  // packet's `options`, which PgBouncer refuses; PgBouncer keeps TimeZone per client and sets it on
  // whichever server connection serves the client's next transaction.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onConnectionError);
  const db = new Kysely<Database>({
    dialect: new CoalescedReadsDialect(
      new PostgresDialect({
        pool,
        // `stream()` reads a query's rows a chunk at a time through a cursor (exports of any size).
        cursor: Cursor,
        onCreateConnection: async (connection) => {
          // No JIT: compiling a list's plan costs more than it saves (the meters list at 2× the bench
          // data: 40 ms without, 88–215 ms with, docs/operations.md §7). Through PgBouncer, which does
          // not carry `jit` per client, set it for the role as well (docs/operations.md).
          await connection.executeQuery(CompiledQuery.raw(`SET TimeZone = 'UTC'; SET jit = off`));
        },
      }),
    ),
  });
  return {
    db,
    kind: 'postgres',
    copyOut: copyOutOf(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
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

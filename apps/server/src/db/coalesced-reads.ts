import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Identical reads share one execution while they wait for a connection. When many users of one
 * company open the dashboard at once (its counters are list calls, the same SQL and parameters for
 * every user of the company), each distinct statement runs once instead of once per user.
 *
 * Exact, not a cache: a read joins only an execution that has not started yet (still waiting for a
 * pooled connection), so the answer reflects the database at or after the moment the read was asked.
 * Only plain SELECTs built with Kysely outside a transaction take part (no locking clause; raw SQL,
 * writes, transactions and streams run as before, on a connection of their own). Each caller gets its
 * own copy of the rows.
 */
export class CoalescedReadsDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}
  createDriver(): Driver {
    return new CoalescingDriver(this.inner.createDriver());
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
  createAdapter() {
    return this.inner.createAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: the introspector is the inner dialect's
  createIntrospector(db: Kysely<any>) {
    return this.inner.createIntrospector(db);
  }
}

/** A plain SELECT: no FOR UPDATE / SHARE or other end modifier. */
function isPlainSelect(query: CompiledQuery): boolean {
  const node = query.query;
  return node.kind === 'SelectQueryNode' && !node.endModifiers?.length;
}

const copyOf = <R>(result: QueryResult<R>): QueryResult<R> => ({
  ...result,
  rows: result.rows.map((row) => structuredClone(row)),
});

class CoalescingDriver implements Driver {
  /** Reads not started yet, by SQL and parameters. */
  private readonly waiting = new Map<string, Shared>();

  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }
  destroy() {
    return this.inner.destroy();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new LazyConnection(this.inner, (query) => this.read(query));
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(await (connection as LazyConnection).pinned(), settings);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await this.inner.commitTransaction(await (connection as LazyConnection).pinned());
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await this.inner.rollbackTransaction(await (connection as LazyConnection).pinned());
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.(await (connection as LazyConnection).pinned(), name, compile);
  }
  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint?.(await (connection as LazyConnection).pinned(), name, compile);
  }
  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint?.(await (connection as LazyConnection).pinned(), name, compile);
  }
  async releaseConnection(connection: DatabaseConnection) {
    const real = await (connection as LazyConnection).taken();
    if (real) await this.inner.releaseConnection(real);
  }

  /**
   * Runs a read on a connection of its own, or joins an identical one still waiting for a connection.
   * Rows are copied only when the execution was shared (joining ends before it starts, so the number of
   * callers is final when it answers).
   */
  private async read<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
    let shared = this.waiting.get(key);
    if (shared) shared.callers++;
    else {
      const entry = { callers: 1 } as Shared;
      entry.result = (async () => {
        let connection: DatabaseConnection;
        try {
          connection = await this.inner.acquireConnection();
        } finally {
          if (this.waiting.get(key) === entry) this.waiting.delete(key); // started: no one joins now
        }
        try {
          return await connection.executeQuery(query);
        } finally {
          await this.inner.releaseConnection(connection);
        }
      })();
      this.waiting.set(key, entry);
      shared = entry;
    }
    const result = (await shared.result) as QueryResult<R>;
    return shared.callers > 1 ? copyOf(result) : result;
  }
}

/** An execution and how many reads wait for it. */
interface Shared {
  callers: number;
  result: Promise<QueryResult<unknown>>;
}

/**
 * What Kysely holds as a connection: none yet. A plain read goes through the driver's sharing; anything
 * else takes a real connection and keeps it (a transaction, or `db.connection()` with session state).
 */
class LazyConnection implements DatabaseConnection {
  private pinning?: Promise<DatabaseConnection>;

  constructor(
    private readonly inner: Driver,
    private readonly read: (query: CompiledQuery) => Promise<QueryResult<unknown>>,
  ) {}

  /** The real connection, taken once (two statements at once on one Kysely connection share it). */
  pinned(): Promise<DatabaseConnection> {
    this.pinning ??= this.inner.acquireConnection();
    return this.pinning;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.pinning && isPlainSelect(query)) return (await this.read(query)) as QueryResult<R>;
    return (await this.pinned()).executeQuery<R>(query);
  }

  /** The real connection if one was taken. */
  taken(): Promise<DatabaseConnection | undefined> {
    return this.pinning ?? Promise.resolve(undefined);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.pinned()).streamQuery<R>(query, chunkSize);
  }
}

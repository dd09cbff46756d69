import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { untilBlockedBy } from '../../test/locks';
import { type DatabaseHandle, openPostgres } from './connection';

/**
 * Identical reads waiting for a connection share one execution (`CoalescedReadsDialect`), and nothing
 * else does. A pool of ONE connection makes the waiting certain; `nextval` in the select list counts the
 * executions. Only the PostgreSQL connection coalesces.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('coalesced reads', () => {
  const sequence = `coalesced_reads_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let handle: DatabaseHandle;
  const executions = async () =>
    Number(
      (await sql<{ n: string }>`SELECT last_value AS n FROM ${sql.table(sequence)}`.execute(handle.db))
        .rows[0]!.n,
    );
  const read = (tag = 'same') =>
    handle.db
      .selectNoFrom([sql<string>`nextval(${sequence})`.as('n'), sql<string>`${tag}::text`.as('tag')])
      .executeTakeFirstOrThrow();
  /** Holds the pool's only connection until `release` is called. */
  const holdConnection = async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding!: () => void;
    const ready = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const held = handle.db.connection().execute(async (connection) => {
      await sql`SELECT 1`.execute(connection);
      holding();
      await released;
    });
    await ready;
    return { release, held };
  };

  beforeAll(async () => {
    const template = inject('testDatabase');
    handle = openPostgres(template.kind === 'postgres' ? template.url : '', 1);
    await sql`CREATE SEQUENCE ${sql.table(sequence)}`.execute(handle.db);
  });
  afterAll(async () => {
    await sql`DROP SEQUENCE IF EXISTS ${sql.table(sequence)}`.execute(handle.db);
    await handle.close();
  });

  it('runs identical reads asked while they wait once, each caller with its own rows', async () => {
    await read(); // the sequence's first value
    const { release, held } = await holdConnection();
    const asked = [read(), read(), read(), read(), read('other')];
    release();
    await held;
    const answers = await Promise.all(asked);
    expect(await executions()).toBe(3); // the first read, the four identical ones once, 'other' once
    expect(new Set(answers.slice(0, 4).map((row) => row.n)).size).toBe(1);
    (answers[0] as { n: string }).n = 'changed';
    expect(answers[1]!.n).not.toBe('changed');
  });

  it('does not join a read that has started, nor reads in a transaction or raw SQL', async () => {
    const before = await executions();
    // Started: the second is asked while the first runs (it holds the only connection, waiting for an
    // advisory lock another pool holds), so it runs again.
    const template = inject('testDatabase');
    const other = openPostgres(template.kind === 'postgres' ? template.url : '', 2);
    try {
      const key = Math.floor(Math.random() * 2 ** 31);
      let unlock!: () => void;
      const unlocked = new Promise<void>((resolve) => {
        unlock = resolve;
      });
      let lockedBy!: (pid: number) => void;
      const locked = new Promise<number>((resolve) => {
        lockedBy = resolve;
      });
      const holder = other.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`
          SELECT pg_backend_pid() AS pid, pg_advisory_lock(${key})::text AS locked`.execute(connection);
        lockedBy(rows[0]!.pid);
        await unlocked;
        await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
      });
      const waitingRead = () =>
        handle.db
          .selectNoFrom([
            sql<string>`nextval(${sequence})`.as('n'),
            sql<string>`pg_advisory_xact_lock(${key})::text`.as('locked'),
          ])
          .execute();
      const holderPid = await locked;
      const first = waitingRead();
      await untilBlockedBy(other.db, holderPid, first);
      const second = waitingRead();
      unlock();
      await Promise.all([holder, first, second]);
    } finally {
      await other.close();
    }
    expect(await executions()).toBe(before + 2);

    await handle.db.transaction().execute(async (trx) => {
      const select = () => trx.selectNoFrom(sql<string>`nextval(${sequence})`.as('n')).execute();
      await Promise.all([select(), select()]);
    });
    expect(await executions()).toBe(before + 4);

    const { release, held } = await holdConnection();
    const raw = [1, 2].map(() => sql`SELECT nextval(${sequence})`.execute(handle.db));
    release();
    await Promise.all([held, ...raw]);
    expect(await executions()).toBe(before + 6);
  });
});

import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../src/db/schema';
import { DEMO, type TestApp } from './app';

/** The PostgreSQL session of `db` (a transaction's or a held connection's). */
export async function backendPid<DB>(db: Kysely<DB>): Promise<number> {
  return (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;
}

/**
 * Resolves once another session waits for a lock that session `pid` holds (PostgreSQL), or once `orEnded`
 * settles: a test that must make a request wait for a lock waits for the waiting itself, not for a
 * clock; a request that ends without waiting lets the test go on to fail on what it answered.
 * `db` must have a connection free beside `pid`'s.
 */
export async function untilBlockedBy<DB>(
  db: Kysely<DB>,
  pid: number,
  orEnded?: Promise<unknown>,
): Promise<void> {
  let ended = false;
  const end = () => {
    ended = true;
  };
  orEnded?.then(end, end);
  while (!ended) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE ${pid} = ANY(pg_blocking_pids(pid))`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10)); // the interval of the look, not a deadline
  }
}

/**
 * Runs `work` in a transaction of `db` and keeps it open, its locks held, until `commit()` (which resolves
 * once it has committed); `pid` is its session, for `untilBlockedBy`.
 */
export async function heldTransaction<DB>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<unknown>,
): Promise<{ pid: number; commit: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: (pid: number) => void;
  const pid = new Promise<number>((resolve) => {
    started = resolve;
  });
  const committed = db.transaction().execute(async (trx) => {
    await work(trx);
    started(await backendPid(trx));
    await released;
  });
  // The transaction ends early only when `work` fails: that failure is the answer.
  return {
    pid: await Promise.race([pid, committed.then(() => 0)]),
    commit: () => {
      release();
      return committed;
    },
  };
}

/**
 * `during()` started while `work`'s transaction holds its locks; once it waits for one of them the
 * transaction commits, and its answer is returned.
 */
export async function blockedWhileHeld<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<unknown>,
  during: () => Promise<T>,
): Promise<T> {
  const held = await heldTransaction(db, work);
  const answer = during();
  await untilBlockedBy(db, held.pid, answer);
  await held.commit();
  return answer;
}

/** The supplier's POST reading_requests/ for `meter` (planned for June 2099), made to wait for `work`'s locks. */
export function requestPostedWhileHeld(
  t: TestApp,
  meter: string,
  work: (trx: Transaction<Database>) => Promise<unknown>,
) {
  return blockedWhileHeld(t.ctx.db, work, () =>
    t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
      meter,
      planned_reading_date: '2099-06-01T00:00:00Z',
      planned_reading_date_end: '2099-06-14T23:59:59Z',
    }),
  );
}

/**
 * Runs one full recount of the kept dashboard counts the way the server does (`recountBuildingCounts`:
 * slices of buildings, then all buildings together) on one connection after migrating, and prints the wall time, the
 * PostgreSQL backend's CPU seconds (from /proc/<backend pid>/stat, so run it on the database's machine),
 * the slices' count and the longest slice.
 *
 *   DATABASE_URL=… [BENCH_RECOUNT_PAUSE=1] [BENCH_RECOUNT_SLICE=500] npx tsx bench/recount.ts
 *
 * BENCH_RECOUNT_PAUSE=1 pauses between slices as the server does (the wall time then includes the pauses).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { AppContext } from '../apps/server/src/context';
import { openPostgres } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import {
  pauseAfterSlice,
  RECOUNT_SLICE_BUILDINGS,
  recountBuildingCounts,
} from '../apps/server/src/modules/dashboard/building-counts.upkeep';
import { DataAccess } from '../apps/server/src/modules/data-access';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the bench cluster.');
const paced = process.env.BENCH_RECOUNT_PAUSE === '1';
const sliceBuildings = Number(process.env.BENCH_RECOUNT_SLICE ?? RECOUNT_SLICE_BUILDINGS);

/** CPU seconds of a process: its own, and of its reaped children (the postmaster's: parallel workers). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = (i: number) => Number(fields[i]) / 100;
  return { own: ticks(11) + ticks(12), children: ticks(13) + ticks(14), parent: Number(fields[1]) };
}

const handle = openPostgres(url, 1);
await migrateToLatest(handle.db); // as a server start would
const ctx = { data: new DataAccess(handle.db) } as unknown as AppContext;
const backend = async () =>
  (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db)).rows[0]!.pid;
const pid = await backend();
const postmaster = cpuSeconds(pid).parent;
const before = { backend: cpuSeconds(pid), postmaster: cpuSeconds(postmaster) };
const slices: number[] = [];
const started = performance.now();
const result = await recountBuildingCounts(ctx, undefined, {
  sliceBuildings,
  pause: async (sliceMs) => {
    slices.push(sliceMs);
    if (paced) await new Promise((resolve) => setTimeout(resolve, pauseAfterSlice(sliceMs)));
  },
});
const wall = (performance.now() - started) / 1000;
if ((await backend()) !== pid)
  throw new Error('The pool changed its connection: the CPU figure is not one backend’s.');
const after = { backend: cpuSeconds(pid), postmaster: cpuSeconds(postmaster) };
const busy = slices.reduce((sum, ms) => sum + ms, 0);
console.log(
  [
    `recount: ${wall.toFixed(1)} s wall${paced ? ' (with the pauses)' : ''}`,
    `backend ${(after.backend.own - before.backend.own).toFixed(1)} CPU-s`,
    `parallel workers ${(after.postmaster.children - before.postmaster.children).toFixed(1)} CPU-s`,
    `${result?.slices ?? 0} slices of ${sliceBuildings} buildings (longest ${Math.max(0, ...slices).toFixed(0)} ms, median ${(slices.sort((a, b) => a - b)[slices.length >> 1] ?? 0).toFixed(0)} ms)`,
    `all buildings together ${(wall * 1000 - busy - (paced ? slices.reduce((sum, ms) => sum + pauseAfterSlice(ms), 0) : 0)).toFixed(0)} ms`,
    `answered repaired ${result?.answered ?? 0}, rows repaired ${result?.differences.length ?? 0}`,
  ].join('\n  '),
);
await handle.db.destroy();

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { recordChangesAs } from '../../db/audit-actor';
import { actorOf, metersToImport, readingsFile } from '../../testing/demo-rows';
import { DataAccess } from '../data-access';

/**
 * Readings saved one by one while a readings import (mode 2) of the same meters runs, on a real
 * PostgreSQL (the embedded database runs one transaction at a time), half of them readings the file holds
 * too (same meter, date and value). A writer locks its meter before it writes, as the import does, so the
 * two take turns: never a deadlock, never a 5xx; every reading answered 201 is stored once (a repeat with
 * its Idempotency-Key answers the same reading), the import succeeds.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('readings saved during a readings import', () => {
  const t = useTestApp();

  it('answers every write of 64 while the import of the same meters runs, three rounds', async () => {
    const toImport = await metersToImport(t, DEMO.consumer, 16);
    const { meters, readingsOf } = toImport;
    expect(meters.length).toBeGreaterThanOrEqual(8);
    const DAYS = 40;
    const WRITES = 64;
    const headers = await t.authHeader(DEMO.consumer);

    for (let round = 0; round < 3; round++) {
      // A reading a day in 2024.
      const file = readingsFile(
        toImport,
        DAYS,
        (day) => new Date(Date.UTC(2024, 3 * round, 1 + day, 12)),
        (day) => 1000 + round * 100 + day,
      );
      // The writers go through the meters backwards, the file forwards; every other one saves a reading
      // the file holds too (same meter, date and value: the import finds it unchanged, or the writer 409).
      const writes = Array.from({ length: WRITES }, (_, i) => {
        const m = meters[meters.length - 1 - (i % meters.length)]!;
        const twin = i % 2 === 1;
        const day = Math.floor(i / meters.length) % DAYS;
        return {
          key: randomUUID(),
          twin,
          body: {
            meter: m.id,
            reading_date: (twin
              ? new Date(Date.UTC(2024, 3 * round, 1 + day, 12))
              : new Date(Date.UTC(2026, 6, 1 + round, 0, i))
            ).toISOString(),
            results: twin
              ? [{ obis: m.obis[0]!, value: 1000 + round * 100 + day }]
              : m.obis.map((obis) => ({ obis, value: 5000 + round * 100 + i })),
          },
        };
      });
      const post = (write: (typeof writes)[number]) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/readings/',
          headers: { ...headers, 'idempotency-key': write.key },
          payload: write.body,
        });
      const before = await readingsOf();
      const [imported, ...answers] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: '/api/v2/reading_requests-upload/2/',
          headers: { ...headers, 'content-type': 'text/csv' },
          payload: file,
        }),
        ...writes.map(post),
      ]);
      const failed = answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body);
      expect(failed).toEqual([]);
      expect(imported!.json(), imported!.body).toMatchObject({ result: 'OK' });
      // A twin is saved by whoever comes first: the writer (201, the import leaves it unchanged) or the
      // import (409 naming it).
      expect(answers.map((answer) => answer.statusCode)).toEqual(
        writes.map((write, i) => (write.twin && answers[i]!.statusCode === 409 ? 409 : 201)),
      );
      const saved = writes.flatMap((write, i) => (answers[i]!.statusCode === 201 ? [{ write, i }] : []));
      expect(await readingsOf()).toBe(before + meters.length * DAYS + writes.filter((w) => !w.twin).length);

      // Each 201 names its own reading, stored once: the same key answers it again, writing nothing.
      const ids = saved.map(({ i }) => answers[i]!.json().resource_id as string);
      expect(new Set(ids).size).toBe(saved.length);
      const repeats = await Promise.all(saved.slice(0, 8).map(({ write }) => post(write)));
      expect(repeats.map((repeat) => repeat.json().resource_id)).toEqual(ids.slice(0, 8));
      expect(repeats.map((repeat) => repeat.headers['idempotent-replayed'])).toEqual(
        repeats.map(() => 'true'),
      );
      expect(await readingsOf()).toBe(before + meters.length * DAYS + writes.filter((w) => !w.twin).length);
    }
    expect(await t.ctx.data.buildingCounts.differences()).toEqual([]);
  });

  it('a writer waits for the meter an import holds before it writes, so the import saves the same reading', async () => {
    const actor = await actorOf(t, DEMO.consumer);
    const { rows } = await sql<{ id: string; meter_id: string; obis: string[] }>`
      SELECT m.id, m.meter_id, m.obis_codes AS obis FROM meters m
      WHERE m.owner_company_id = ${actor.companyId} AND m.status = 'active' AND cardinality(m.obis_codes) > 0
      ORDER BY m.meter_id LIMIT 1`.execute(t.ctx.db);
    const meter = rows[0]!;
    const date = new Date(Date.UTC(2023, 4, 5, 12));
    const waiting = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.ctx.db)
      ).rows[0]!.n;

    // The import's steps on its own transaction: its meters locked, then their readings written.
    let writer: ReturnType<typeof t.send> | undefined;
    await t.ctx.db.transaction().execute(async (trx) => {
      await recordChangesAs(trx, actor);
      // This transaction, not the writer, is the one to find a deadlock (the writer waits longer first).
      await sql`SET LOCAL deadlock_timeout = '10ms'`.execute(trx);
      const data = new DataAccess(trx, true);
      expect(await data.imports.metersByNumber(actor, [meter.meter_id])).toHaveLength(1);
      writer = t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
        meter: meter.id,
        reading_date: date.toISOString(),
        results: [{ obis: meter.obis[0], value: 321 }],
      });
      // Each look is a query; the loop ends once the writer waits for a lock.
      while ((await waiting()) === 0);
      // A writer that had written its reading before waiting would deadlock this insert.
      await data.imports.insertReadings(actor, [
        { meterId: meter.id, date, values: [[meter.obis[0]!, 321]] },
      ]);
    });
    const saved = await writer!;
    expect(saved.statusCode, saved.body).toBe(409);
    const { rows: stored } = await sql<{ origin: string }>`SELECT origin FROM readings
      WHERE meter_id = ${meter.id} AND reading_date = ${date.toISOString()}::timestamptz`.execute(t.ctx.db);
    expect(stored).toEqual([{ origin: 'import' }]);
  });
});

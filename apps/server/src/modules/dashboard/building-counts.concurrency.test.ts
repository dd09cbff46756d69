import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { statisticsDisagreements } from '../../../test/statistics-agreement';
import { mergeBuildingCounts, recountBuildingCounts } from './building-counts.upkeep';

/**
 * The kept counts under concurrent transactions. Only a real PostgreSQL runs transactions
 * side by side: the embedded one runs them one at a time, so these run on the suite's PostgreSQL pass.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('building counts under concurrency', () => {
  const t = useTestApp();
  const companyId = async (email: string) =>
    (await sql<{ id: string }>`SELECT company_id AS id FROM users WHERE email = ${email}`.execute(t.ctx.db))
      .rows[0]!.id;

  const expectConsistent = async (step: string) => {
    expect(await t.ctx.data.buildingCounts.differences(), step).toEqual([]);
    expect(await t.ctx.data.buildingCounts.answeredDifferences(), step).toBe(0);
    expect(await statisticsDisagreements(t), step).toEqual([]);
  };
  const statuses = (responses: Array<{ statusCode: number; body: string }>) =>
    responses.filter((response) => response.statusCode >= 500).map((response) => response.body);

  it('removing and restoring a supplier concurrently: no 5xx, statistics equal the lists', async () => {
    const supplier = await companyId(DEMO.supplier);
    const consumer = await companyId(DEMO.consumer);
    // The consumer's buildings with at least three meters the supplier supplies.
    const { rows } = await sql<{ building_id: string; meters: string[] }>`
      SELECT m.building_id, array_agg(m.id ORDER BY m.id) AS meters FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE m.energy_supplier_id = ${supplier} AND (b.commercial_consumer_id = ${consumer} OR b.owner_company_id = ${consumer})
      GROUP BY 1 HAVING count(*) >= 3 ORDER BY 1 LIMIT 4`.execute(t.ctx.db);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const patch = (meter: string, energy_supplier: string | null) =>
      t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter}/`, { energy_supplier });

    for (const { meters } of rows)
      for (const meter of meters.slice(0, -2)) expect((await patch(meter, null)).statusCode).toBe(200);
    const removed = await Promise.all(
      rows.flatMap(({ meters }) => meters.slice(-2).map((m) => patch(m, null))),
    );
    expect(statuses(removed)).toEqual([]);
    expect(removed.map((response) => response.statusCode)).toEqual(removed.map(() => 200));
    await expectConsistent('the supplier removed, the last two meters of each building at once');

    const restored = await Promise.all(rows.flatMap(({ meters }) => meters.map((m) => patch(m, supplier))));
    expect(statuses(restored)).toEqual([]);
    expect(restored.map((response) => response.statusCode)).toEqual(restored.map(() => 200));
    await expectConsistent('the supplier restored on every meter at once');
  });

  it('readings written, answered and deleted at once across buildings: no 5xx, statistics equal the lists', async () => {
    const consumer = await companyId(DEMO.consumer);
    const { rows: targets } = await sql<{ request: string | null; meter: string }>`
      SELECT DISTINCT ON (m.building_id) m.id AS meter,
        (SELECT rr.id FROM reading_requests rr WHERE rr.meter_id = m.id AND rr.status = 'new' LIMIT 1) AS request
      FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE b.commercial_consumer_id = ${consumer} OR b.owner_company_id = ${consumer}
      ORDER BY m.building_id, m.id LIMIT 12`.execute(t.ctx.db);
    expect(targets.length).toBeGreaterThanOrEqual(6);
    const meters = await Promise.all(
      targets.map(async ({ meter }) => (await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json()),
    );
    const post = (index: number, days: number, answer: boolean) =>
      t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
        meter: meters[index].url,
        reading_date: new Date(Date.UTC(2026, 9, 1) - days * 86_400_000).toISOString(),
        results: meters[index].obis_codes.map((obis: string) => ({ obis, value: 900000 + days })),
        image_metas: [],
        ...(answer && targets[index]!.request ? { reading_request: targets[index]!.request } : {}),
      });
    // Every meter twice (two days), the first answering the meter's new request if it has one.
    const written = await Promise.all(targets.flatMap((_, i) => [post(i, 1, true), post(i, 2, false)]));
    expect(statuses(written)).toEqual([]);
    expect(written.map((response) => response.statusCode)).toEqual(written.map(() => 201));
    await expectConsistent('readings written at once');

    // Half of them deleted (the answering ones reopen their request) while others are written.
    const deleting = written
      .filter((_, i) => i % 2 === 0)
      .map((response) => t.send(DEMO.consumer, 'DELETE', `/api/v2/readings/${response.json().resource_id}/`));
    const more = targets.map((_, i) => post(i, 3, true));
    const mixed = await Promise.all([...deleting, ...more]);
    expect(statuses(mixed)).toEqual([]);
    await expectConsistent('readings deleted and written at once');
  });

  it('two transactions writing readings in two buildings in opposite orders do not deadlock', async () => {
    const { rows } = await sql<{ a: string; b: string }>`
      SELECT (SELECT id FROM meters ORDER BY building_id, id LIMIT 1) AS a,
             (SELECT id FROM meters ORDER BY building_id DESC, id LIMIT 1) AS b`.execute(t.ctx.db);
    const [{ a, b }] = rows as [{ a: string; b: string }];
    let arrived = 0;
    let release!: () => void;
    const bothInside = new Promise<void>((resolve) => {
      release = resolve;
    });
    const write = (first: string, second: string, day: number) =>
      t.ctx.db.transaction().execute(async (trx) => {
        const insert = (meter: string) =>
          sql`INSERT INTO readings (meter_id, reading_date, owner_company_id)
            SELECT id, ${new Date(Date.UTC(2026, 0, day))}, owner_company_id FROM meters WHERE id = ${meter}`.execute(
            trx,
          );
        await insert(first);
        arrived += 1;
        if (arrived === 2) release();
        await bothInside;
        await insert(second);
      });
    await Promise.all([write(a, b, 5), write(b, a, 6)]);
    expect(await t.ctx.data.buildingCounts.differences()).toEqual([]);
  });

  it('recount slices racing writers neither lose nor double a count, and find nothing to repair', async () => {
    const consumer = await companyId(DEMO.consumer);
    const { rows: targets } = await sql<{ request: string | null; meter: string }>`
      SELECT DISTINCT ON (m.building_id) m.id AS meter,
        (SELECT rr.id FROM reading_requests rr WHERE rr.meter_id = m.id AND rr.status = 'new' LIMIT 1) AS request
      FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE b.commercial_consumer_id = ${consumer} OR b.owner_company_id = ${consumer}
      ORDER BY m.building_id, m.id LIMIT 8`.execute(t.ctx.db);
    const meters = await Promise.all(
      targets.map(async ({ meter }) => (await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json()),
    );
    const post = (index: number, days: number, answer: boolean) =>
      t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
        meter: meters[index].url,
        reading_date: new Date(Date.UTC(2026, 8, 1) - days * 86_400_000).toISOString(),
        results: meters[index].obis_codes.map((obis: string) => ({ obis, value: 800000 + days })),
        image_metas: [],
        ...(answer && targets[index]!.request ? { reading_request: targets[index]!.request } : {}),
      });

    // A transaction that wrote readings (and their deltas) in two buildings stays open while a whole pass
    // runs: the pass sees neither its rows nor its deltas; its commit brings both.
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const open = t.ctx.db.transaction().execute(async (trx) => {
      for (const { meter } of targets.slice(0, 2))
        await sql`INSERT INTO readings (meter_id, reading_date, owner_company_id)
          SELECT id, ${new Date(Date.UTC(2026, 7, 3))}, owner_company_id FROM meters WHERE id = ${meter}`.execute(
          trx,
        );
      wrote();
      await committing;
    });
    await written;
    expect(await recountBuildingCounts(t.ctx, undefined, { sliceBuildings: 1 })).toMatchObject({
      answered: 0,
      differences: [],
      completed: true,
    });
    commit();
    await open;
    await expectConsistent('a pass beside an open writer');

    // Readings written, answered and deleted through the API while two processes' passes (and merges) run.
    const first = await Promise.all(targets.map((_, i) => post(i, 1, true)));
    const [writes, passes] = await Promise.all([
      Promise.all([
        ...targets.map((_, i) => post(i, 2, false)),
        ...first.map((response) =>
          t.send(DEMO.consumer, 'DELETE', `/api/v2/readings/${response.json().resource_id}/`),
        ),
      ]),
      Promise.all([
        recountBuildingCounts(t.ctx, undefined, { sliceBuildings: 1 }),
        recountBuildingCounts(t.ctx, undefined, { sliceBuildings: 2 }),
      ]),
      mergeBuildingCounts(t.ctx),
    ]);
    expect(statuses(writes)).toEqual([]);
    for (const pass of passes) if (pass) expect(pass).toMatchObject({ answered: 0, differences: [] });
    await expectConsistent('passes beside writers');
    expect(await recountBuildingCounts(t.ctx)).toMatchObject({
      answered: 0,
      differences: [],
      completed: true,
    });
  });
});

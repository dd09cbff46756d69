import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { statisticsDisagreements } from '../../../test/statistics-agreement';
import { ALL_BUILDINGS } from '../../db/kept-counts';
import { PAST_EVERY_BUILDING } from './building-counts.repository';
import { recountBuildingCounts } from './building-counts.upkeep';

/**
 * The dashboard's kept counts (migration 0010) against the tables, every period,, after each kind of change that moves
 * them: readings written and deleted, requests linked and unlinked, statuses, meters moved, re-supplied
 * and deleted, buildings re-managed, re-consumed, created and deleted, many rows in one statement; and
 * `statistics/` against the lists for every demo account (the scope is applied by `auth/scope.ts` on
 * both sides). The races are in building-counts.concurrency.test.ts.
 */
describe('building counts', () => {
  const t = useTestApp();
  const counts = () => t.ctx.data.buildingCounts;

  const expectExact = async (step: string) => {
    expect(
      { counts: (await counts().differences()).slice(0, 5), answered: await counts().answeredDifferences() },
      step,
    ).toEqual({ counts: [], answered: 0 });
  };

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.ctx.db)).rows[0]!;

  it('start equal to a recount and stay equal through every kind of change', async () => {
    await expectExact('after the migration');
    const consumer = await t.userId(DEMO.consumer);

    // A reading of a meter with a new request, then the request answered by it, then a second reading.
    const target = await one(sql<{ request: string; meter: string; url: string }>`
      SELECT rr.id AS request, m.id AS meter FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id
      JOIN buildings b ON b.id = m.building_id JOIN users u ON u.id = ${consumer}
      WHERE rr.status = 'new' AND b.commercial_consumer_id = u.company_id LIMIT 1`);
    const meter = (await t.get(DEMO.consumer, `/api/v2/meters/${target.meter}/`)).json();
    const post = (days: number, extra: object = {}) =>
      t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
        meter: meter.url,
        reading_date: new Date(Date.now() - days * 86_400_000).toISOString(),
        results: meter.obis_codes.map((obis: string) => ({ obis, value: 123456 })),
        image_metas: [],
        ...extra,
      });
    const answering = await post(0, { reading_request: target.request });
    expect(answering.statusCode, answering.body).toBe(201);
    await expectExact('a reading answering a request');
    const plain = await post(3);
    expect(plain.statusCode, plain.body).toBe(201);
    await expectExact('a plain reading');
    await t.send(DEMO.consumer, 'DELETE', `/api/v2/readings/${answering.json().resource_id}/`);
    await expectExact('the answering reading deleted (its request reopened)');
    await sql`UPDATE reading_requests SET reading_id = ${plain.json().resource_id}, status = 'success'
      WHERE id = ${target.request}`.execute(t.ctx.db);
    await expectExact('a request linked to a reading');
    await sql`UPDATE readings SET reading_date = reading_date - interval '40 days' WHERE id = ${plain.json().resource_id}`.execute(
      t.ctx.db,
    );
    await expectExact('a reading moved to another day');

    // Requests: status changes in bulk (finalize), a delete, the schedule's inserts.
    const supplier = await one(
      sql<{ id: string }>`SELECT company_id AS id FROM users WHERE email = ${DEMO.supplier}`,
    );
    expect(
      (await t.send(DEMO.supplier, 'POST', `/api/v2/companies/${supplier.id}/finalize-reading-period/`, {}))
        .statusCode,
    ).toBe(200);
    await expectExact('finalize');
    await sql`DELETE FROM reading_requests WHERE id = (SELECT id FROM reading_requests WHERE reading_id IS NOT NULL LIMIT 1)`.execute(
      t.ctx.db,
    );
    await expectExact('an answering request deleted');

    // Meters: moved, re-supplied in bulk, deleted with its readings and requests; a new meter.
    const [moved, other] = (
      await sql<{ id: string; building_id: string }>`SELECT m.id, m.building_id FROM meters m
        WHERE EXISTS (SELECT 1 FROM readings r WHERE r.meter_id = m.id)
          AND EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.meter_id = m.id)
        ORDER BY m.id LIMIT 2`.execute(t.ctx.db)
    ).rows;
    const stranger = await one(
      sql<{ id: string }>`SELECT company_id AS id FROM users WHERE email = ${DEMO.stranger}`,
    );
    const strangerBuilding = await one(
      sql<{ id: string }>`SELECT id FROM buildings WHERE owner_company_id = ${stranger.id} LIMIT 1`,
    );
    await sql`UPDATE meters SET building_id = ${strangerBuilding.id} WHERE id = ${moved!.id}`.execute(
      t.ctx.db,
    );
    await expectExact('a meter moved to another company’s building');
    await sql`UPDATE meters SET energy_supplier_id = ${stranger.id} WHERE building_id = ${other!.building_id}`.execute(
      t.ctx.db,
    );
    await expectExact('a building’s meters re-supplied in one statement');
    await sql`DELETE FROM meters WHERE id = ${other!.id}`.execute(t.ctx.db);
    await expectExact('a meter deleted');

    // Buildings: re-managed, re-consumed, a new one with a meter, one deleted with everything in it.
    await sql`UPDATE buildings SET property_manager_id = ${consumer}
      WHERE id IN (SELECT id FROM buildings WHERE property_manager_id IS DISTINCT FROM ${consumer} LIMIT 3)`.execute(
      t.ctx.db,
    );
    await expectExact('buildings given a property manager');
    await sql`UPDATE buildings SET commercial_consumer_id = NULL
      WHERE id = (SELECT building_id FROM meters WHERE id = ${moved!.id})`.execute(t.ctx.db);
    await expectExact('a building without its consumer');
    const building = await one(sql<{ id: string }>`
      INSERT INTO buildings (zip_code, city, street, street_number, owner_company_id, status)
      SELECT '99999', 'Teststadt', 'Zählerweg', '1', owner_company_id, 'active' FROM buildings WHERE id = ${strangerBuilding.id}
      RETURNING id`);
    await sql`UPDATE meters SET building_id = ${building.id} WHERE id = ${moved!.id}`.execute(t.ctx.db);
    await expectExact('a new building and a meter moved into it');
    await sql`DELETE FROM buildings WHERE id = ${building.id}`.execute(t.ctx.db);
    await expectExact('a building deleted with its meter, readings and requests');
  });

  it('merges the deltas without changing a count, and the statistics still agree with the lists', async () => {
    const before = await counts().differences();
    const merged = await t.ctx.data.transaction({ system: 'test' }, async (data) => {
      expect(await data.buildingCounts.tryLockMerge()).toBe(true);
      return data.buildingCounts.merge();
    });
    expect(merged).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM building_count_deltas`.execute(
      t.ctx.db,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await counts().differences()).toEqual(before);
    expect(await statisticsDisagreements(t)).toEqual([]);
  });

  it('the recount finds counts changed behind the triggers’ back, slice by slice, repairs them, and then finds nothing', async () => {
    // A building's month, all buildings' day, a row of a building that does not exist, and an answered flag.
    await sql`UPDATE building_counts SET r_portal = r_portal + 7
      WHERE ctid = (SELECT ctid FROM building_counts WHERE period = 'm' AND building_id <> ${ALL_BUILDINGS} LIMIT 1)`.execute(
      t.ctx.db,
    );
    await sql`UPDATE building_counts SET q_new = q_new - 3
      WHERE ctid = (SELECT ctid FROM building_counts WHERE period = 'd' AND building_id = ${ALL_BUILDINGS} LIMIT 1)`.execute(
      t.ctx.db,
    );
    await sql`INSERT INTO building_counts (period, building_id, start, r_app)
      VALUES ('y', ${PAST_EVERY_BUILDING}, '2020-01-01', 5)`.execute(t.ctx.db);
    await sql`ALTER TABLE readings DISABLE TRIGGER readings_count_update`.execute(t.ctx.db);
    await sql`UPDATE readings SET answered = NOT answered WHERE id = (SELECT id FROM readings LIMIT 1)`.execute(
      t.ctx.db,
    );
    await sql`ALTER TABLE readings ENABLE TRIGGER readings_count_update`.execute(t.ctx.db);
    expect((await counts().differences()).length).toBeGreaterThan(0);
    const buildings = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM buildings`);
    const repaired = await recountBuildingCounts(t.ctx, undefined, { sliceBuildings: 3 });
    // Every slice of three buildings, the last one (the rest) up to the largest id, then all buildings together.
    expect(repaired).toMatchObject({ slices: Math.floor(buildings.n / 3) + 2, answered: 1, completed: true });
    const found = repaired!.differences.map((row) => [row.period, row.building_id, row.differences]);
    expect(found).toContainEqual(['d', ALL_BUILDINGS, { 'q:new': 3 }]);
    expect(found).toContainEqual(['y', PAST_EVERY_BUILDING, { 'r:app': -5 }]);
    expect(found.some(([, , d]) => Object.values(d as object).includes(-7))).toBe(true);
    await expectExact('after the recount');
    const { rows } =
      await sql`SELECT 1 FROM building_counts WHERE building_id = ${PAST_EVERY_BUILDING}`.execute(t.ctx.db);
    expect(rows).toEqual([]);
    expect(await recountBuildingCounts(t.ctx)).toMatchObject({
      answered: 0,
      differences: [],
      completed: true,
    });
  });

  it('a pass is due a day after the last one completed; a stopped one is taken over where it stood, only once abandoned', async () => {
    expect(await recountBuildingCounts(t.ctx)).toMatchObject({ completed: true });
    expect(await recountBuildingCounts(t.ctx, undefined, { restart: false })).toBeNull();

    // Stopped after its first slice (its process gone): other processes leave it while its latest step is
    // recent, then take it over from the second slice, though no pass is due.
    let slices = 0;
    const stopped = await recountBuildingCounts(t.ctx, undefined, {
      sliceBuildings: 2,
      stopped: () => slices++ >= 1,
    });
    expect(stopped).toMatchObject({ slices: 1, completed: false });
    const position = await one(
      sql<{ recounted_to: string }>`SELECT recounted_to FROM building_counts_recount`,
    );
    const second = await one(sql<{ id: string }>`SELECT id FROM buildings ORDER BY id OFFSET 1 LIMIT 1`);
    expect(position.recounted_to).toBe(second.id);
    expect(await recountBuildingCounts(t.ctx, undefined, { restart: false })).toBeNull();
    await sql`UPDATE building_counts_recount SET stepped = now() - interval '6 minutes'`.execute(t.ctx.db);
    const rest = await recountBuildingCounts(t.ctx, undefined, { restart: false, sliceBuildings: 2 });
    const buildings = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM buildings`);
    expect(rest).toMatchObject({ slices: Math.floor(buildings.n / 2) + 1, completed: true });
    expect(await recountBuildingCounts(t.ctx, undefined, { restart: false })).toBeNull();

    await sql`UPDATE building_counts_recount SET completed = now() - interval '25 hours'`.execute(t.ctx.db);
    expect(await recountBuildingCounts(t.ctx, undefined, { restart: false })).toMatchObject({
      completed: true,
    });
  });
});

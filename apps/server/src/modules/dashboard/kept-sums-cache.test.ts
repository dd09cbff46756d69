import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { type DashboardCounts, listedCounts, statisticsCounts } from '../../../test/statistics-agreement';
import { mergeBuildingCounts, recountBuildingCounts } from './building-counts.upkeep';
import { addSums, KeptSumsCache } from './kept-sums-cache';

/**
 * The kept sums a server keeps between reads (KeptSumsCache) never show an old number: each step below
 * changes what a cached read would have answered, and `statistics/` must still equal the lists. The
 * lists are counted again after each step that changes rows or the scope; a merge or a recount changes
 * neither, so the statistics after it are held to the lists counted before.
 */
describe('kept sums kept by the server', () => {
  const t = useTestApp();
  const accounts = [DEMO.supplier, DEMO.consumer, DEMO.admin];
  let listed: DashboardCounts = {};
  const countLists = async () => {
    listed = await listedCounts(t, accounts);
  };
  const expectAgreement = async (step: string) =>
    expect(await statisticsCounts(t, accounts), step).toEqual(listed);

  it('follow new deltas, merges, recounts, and a scope that changed without either', async () => {
    await mergeBuildingCounts(t.ctx); // the seed's counts wait as deltas: kept rows to read from
    await countLists();
    await expectAgreement('first reads (kept sums read and kept)');
    await expectAgreement('second reads (from the kept sums)');

    // A scope change moves no count: the supplier no longer supplies any meter of one building that it
    // neither owns nor consumes, which has requests. Only the scope's fingerprint shows it.
    const supplier = (
      await sql<{ id: string }>`SELECT company_id AS id FROM users WHERE email = ${DEMO.supplier}`.execute(
        t.ctx.db,
      )
    ).rows[0]!.id;
    const { rows } = await sql<{ building_id: string; meters: string[] }>`
      SELECT m.building_id, array_agg(m.id) AS meters FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE m.energy_supplier_id = ${supplier} AND b.owner_company_id <> ${supplier}
        AND b.commercial_consumer_id IS DISTINCT FROM ${supplier}
        AND m.meter_reading_service_id IS DISTINCT FROM ${supplier}
        AND EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.building_id = m.building_id)
        AND NOT EXISTS (SELECT 1 FROM meters o WHERE o.building_id = m.building_id
          AND o.meter_reading_service_id = ${supplier})
      GROUP BY 1 ORDER BY 1 LIMIT 1`.execute(t.ctx.db);
    expect(rows).toHaveLength(1);
    const before = (await t.get(DEMO.supplier, '/api/v2/statistics/')).json();
    for (const meter of rows[0]!.meters)
      expect(
        (await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter}/`, { energy_supplier: null }))
          .statusCode,
      ).toBe(200);
    const after = (await t.get(DEMO.supplier, '/api/v2/statistics/')).json();
    expect(after.reading_requests.count).toBeLessThan(before.reading_requests.count);
    await countLists();
    await expectAgreement('the supplier removed from a building (no delta, no merge)');

    // New deltas on top of the kept sums, then merged (a new generation), then a recount.
    const meter = (await t.get(DEMO.consumer, '/api/v2/meters/?page_size=1&status=active')).json().results[0];
    const reading = await t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
      meter: meter.url,
      reading_date: new Date().toISOString(),
      results: meter.obis_codes.map((obis: string) => ({ obis, value: 999999 })),
      image_metas: [],
    });
    expect(reading.statusCode, reading.body).toBe(201);
    await countLists();
    await expectAgreement('a reading written (a delta)');
    expect(await mergeBuildingCounts(t.ctx)).toBeGreaterThan(0);
    await expectAgreement('the deltas merged');
    await sql`UPDATE building_counts SET r_unanswered = r_unanswered + 7
      WHERE building_id = (SELECT building_id FROM meters WHERE id = ${meter.resource_id})`.execute(t.ctx.db);
    expect((await recountBuildingCounts(t.ctx))?.differences.length).toBeGreaterThan(0);
    await expectAgreement('a recount repaired kept rows');

    for (const meterId of rows[0]!.meters)
      await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meterId}/`, { energy_supplier: supplier });
    await countLists();
    await expectAgreement('the supplier back');
  });

  it('forget the least recently used entry and an entry of another generation', () => {
    const cache = new KeptSumsCache(2);
    cache.set('a', '1', { '': { n: 1 } });
    cache.set('b', '1', { '': { n: 2 } });
    expect(cache.get('a', '1')).toEqual({ '': { n: 1 } });
    cache.set('c', '1', { '': { n: 3 } });
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '2')).toBeUndefined();
    expect(addSums({ '': { n: 1 }, x: { m: 2 } }, { '': { n: 2, k: 1 } })).toEqual({
      '': { n: 3, k: 1 },
      x: { m: 2 },
    });
  });
});

import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { requestPostedWhileHeld } from '../../../test/locks';

/**
 * The list searches the request's copy of its meter's and building's text (migration 0013): renaming a
 * building or a meter, moving a meter and adding a request keep it right, and a rewrite of the copy is
 * not an edit of the request (`modified` stays).
 */
describe('GET reading_requests/?search= follows the meter and the building', () => {
  const t = useTestApp();
  const count = async (search: string) => {
    const response = await t.get(
      DEMO.supplier,
      `/api/v2/reading_requests/?page_size=1&search=${encodeURIComponent(search)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().count as number;
  };
  const stale = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_requests rr
        JOIN meters m ON m.id = rr.meter_id JOIN buildings b ON b.id = m.building_id
        WHERE rr.search_text IS DISTINCT FROM m.search_text || ' ' || b.search_text`.execute(t.ctx.db)
    ).rows[0]!.n;

  it('after a building and a meter are renamed, a meter moved and a request added', async () => {
    expect(await stale()).toBe(0);
    const supplier = (
      await sql<{ id: string }>`SELECT company_id AS id FROM users WHERE email = ${DEMO.supplier}`.execute(
        t.ctx.db,
      )
    ).rows[0]!.id;
    const { building, meter, modified } = (
      await sql<{ building: string; meter: string; modified: Date }>`
        SELECT b.id AS building, m.id AS meter, rr.modified FROM reading_requests rr
        JOIN meters m ON m.id = rr.meter_id JOIN buildings b ON b.id = m.building_id
        WHERE b.owner_company_id = ${supplier} ORDER BY rr.id LIMIT 1`.execute(t.ctx.db)
    ).rows[0]!;

    // Renamed as an administrator's correction would (the API keeps the address after creation).
    await sql`UPDATE buildings SET street = 'Zyxwegsuchstraße' WHERE id = ${building}`.execute(t.ctx.db);
    expect(await count('zyxwegsuch')).toBeGreaterThan(0);
    await sql`UPDATE meters SET meter_id = 'QX-SUCH-4711' WHERE id = ${meter}`.execute(t.ctx.db);
    expect(await count('qx-such-4711')).toBeGreaterThan(0);
    expect(await count('qx-such-4711, zyxwegsuch')).toBeGreaterThan(0);
    expect(await stale()).toBe(0);
    const after = (
      await sql<{
        modified: Date;
      }>`SELECT modified FROM reading_requests WHERE meter_id = ${meter} ORDER BY id LIMIT 1`.execute(
        t.ctx.db,
      )
    ).rows[0]!;
    expect(after.modified).toEqual(modified);

    // The meter moved to another of the supplier's buildings: its requests carry that building's text.
    const other = (
      await sql<{
        id: string;
      }>`SELECT id FROM buildings WHERE owner_company_id = ${supplier} AND id <> ${building}
        ORDER BY id LIMIT 1`.execute(t.ctx.db)
    ).rows[0]!.id;
    await sql`UPDATE meters SET building_id = ${other} WHERE id = ${meter}`.execute(t.ctx.db);
    expect(await count('qx-such-4711, zyxwegsuch')).toBe(0);
    expect(await stale()).toBe(0);

    const ordered = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
      meter,
      planned_reading_date: '2099-03-01T00:00:00Z',
      planned_reading_date_end: '2099-03-14T23:59:59Z',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(await stale()).toBe(0);
  });
});

/**
 * A request written while its building is renamed in another transaction: the insert's trigger reads the
 * building FOR SHARE, so it waits for the rename to commit and takes the new text (read plainly, it kept
 * the old one, which the rename's trigger had already passed by). Only PostgreSQL runs the two at once.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'the search text under a concurrent rename',
  () => {
    const t = useTestApp();

    it('a request inserted during a building rename carries the new text', async () => {
      const { meter, building } = (
        await sql<{ meter: string; building: string }>`SELECT m.id AS meter, m.building_id AS building
        FROM meters m JOIN buildings b ON b.id = m.building_id JOIN users u ON u.company_id = b.owner_company_id
        WHERE u.email = ${DEMO.supplier} ORDER BY m.id LIMIT 1`.execute(t.ctx.db)
      ).rows[0]!;
      // The insert waits for the building's lock.
      const response = await requestPostedWhileHeld(t, meter, (trx) =>
        sql`UPDATE buildings SET street = 'Raceweg' WHERE id = ${building}`.execute(trx),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { search_text } = (
        await sql<{ search_text: string }>`SELECT search_text FROM reading_requests
        WHERE id = ${response.json().resource_id}`.execute(t.ctx.db)
      ).rows[0]!;
      expect(search_text).toContain('raceweg');
    });
  },
);

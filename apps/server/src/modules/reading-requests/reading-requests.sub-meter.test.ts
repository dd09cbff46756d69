import { type Kysely, sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { requestPostedWhileHeld } from '../../../test/locks';
import type { Database } from '../../db/schema';

/**
 * `meter__main_meter__isnull` reads the request's copy of whether its meter has a main meter
 * (`sub_meter`, migration 0014): giving a meter a main meter or taking it away moves its requests between
 * the two counters at once, and that rewrite is not an edit of the request (`modified` stays).
 */
const stale = (db: Kysely<Database>) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id
    WHERE rr.sub_meter <> (m.main_meter_id IS NOT NULL)`
    .execute(db)
    .then((result) => result.rows[0]!.n);

/** One of the supplier's own meters without a main meter, with a request, and another of its medium beside it. */
const supplierMeters = (db: Kysely<Database>) =>
  sql<{ meter: string; main: string }>`
    SELECT rr.meter_id AS meter, (SELECT o.id FROM meters o WHERE o.building_id = m.building_id
      AND o.id <> m.id AND o.physical_medium = m.physical_medium ORDER BY o.id LIMIT 1) AS main
    FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id
    JOIN buildings b ON b.id = m.building_id JOIN users u ON u.company_id = b.owner_company_id
    WHERE u.email = ${DEMO.supplier} AND m.main_meter_id IS NULL
      AND EXISTS (SELECT 1 FROM meters o WHERE o.building_id = m.building_id AND o.id <> m.id
        AND o.physical_medium = m.physical_medium)
    ORDER BY rr.id LIMIT 1`
    .execute(db)
    .then((result) => result.rows[0]!);

describe('GET reading_requests/?meter__main_meter__isnull= follows the meter', () => {
  const t = useTestApp();
  const ids = async (isNull: boolean, meter: string) => {
    const response = await t.get(
      DEMO.supplier,
      `/api/v2/reading_requests/?meter=${meter}&meter__main_meter__isnull=${isNull}&page_size=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as { resource_id: string }[]).map((row) => row.resource_id).sort();
  };

  it('moves a meter’s requests between the counters when its main meter is set and cleared', async () => {
    expect(await stale(t.ctx.db)).toBe(0);
    const { meter, main } = await supplierMeters(t.ctx.db);
    const requests = await ids(true, meter);
    expect(requests.length).toBeGreaterThan(0);
    expect(await ids(false, meter)).toEqual([]);
    const modifiedBefore = (
      await sql<{ modified: Date }>`SELECT max(modified) AS modified FROM reading_requests
        WHERE meter_id = ${meter}`.execute(t.ctx.db)
    ).rows[0]!.modified;

    const linked = await t.send(DEMO.supplier, 'PATCH', `/api/v2/meters/${meter}/`, { main_meter: main });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await ids(false, meter)).toEqual(requests);
    expect(await ids(true, meter)).toEqual([]);
    const modifiedAfter = (
      await sql<{ modified: Date }>`SELECT max(modified) AS modified FROM reading_requests
        WHERE meter_id = ${meter}`.execute(t.ctx.db)
    ).rows[0]!.modified;
    expect(modifiedAfter).toEqual(modifiedBefore);

    const ordered = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
      meter,
      planned_reading_date: '2099-03-01T00:00:00Z',
      planned_reading_date_end: '2099-03-14T23:59:59Z',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(await ids(false, meter)).toContain(ordered.json().resource_id);

    const unlinked = await t.send(DEMO.supplier, 'PATCH', `/api/v2/meters/${meter}/`, { main_meter: null });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await ids(false, meter)).toEqual([]);
    expect(await stale(t.ctx.db)).toBe(0);
  });
});

/**
 * A request written while its meter gets a main meter in another transaction: the insert's trigger reads
 * the meter FOR SHARE, so it waits for that change to commit and copies the new state (the meter's own
 * trigger had already rewritten the requests it could see). Only PostgreSQL runs the two at once.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'the sub-meter copy under a concurrent link',
  () => {
    const t = useTestApp();

    it('a request inserted while its meter gets a main meter is counted as a sub-meter’s', async () => {
      const { meter, main } = await supplierMeters(t.ctx.db);
      // The insert waits for the meter's lock.
      const response = await requestPostedWhileHeld(t, meter, (trx) =>
        sql`UPDATE meters SET main_meter_id = ${main} WHERE id = ${meter}`.execute(trx),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(await stale(t.ctx.db)).toBe(0);
    });
  },
);

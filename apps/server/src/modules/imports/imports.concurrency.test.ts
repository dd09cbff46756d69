import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { metersToImport, readingsFile } from '../../testing/demo-rows';

/**
 * An import while others write, on a real PostgreSQL (the embedded database runs one
 * transaction at a time): the consumer re-imports its meters with a changed note while readings of the
 * same meters are saved. No deadlock, no 5xx; every reading answered 201 is stored and counted once.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('an import while readings are written', () => {
  const t = useTestApp();

  it('imports and saves readings of the same meters at once, five rounds', async () => {
    const { rows: meters } = await sql<{
      id: string;
      meter_id: string;
      obis: string[];
      street: string;
      street_number: string;
      zip_code: string;
      city: string;
      physical_medium: string;
      physical_unit: string;
    }>`SELECT m.id, m.meter_id, m.obis_codes AS obis, b.street, b.street_number, b.zip_code, b.city,
        m.physical_medium, m.physical_unit
      FROM meters m JOIN buildings b ON b.id = m.building_id JOIN users u ON u.email = ${DEMO.consumer}
      WHERE m.owner_company_id = u.company_id AND m.status = 'active' AND cardinality(m.obis_codes) > 0
      ORDER BY m.meter_id LIMIT 10`.execute(t.ctx.db);
    expect(meters.length).toBe(10);
    const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
    const readingsOf = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings
          WHERE meter_id IN (${sql.join(meters.map((m) => m.id))})`.execute(t.ctx.db)
      ).rows[0]!.n;

    for (let round = 0; round < 5; round++) {
      const file = Buffer.from(
        [
          'street,street_number,zip_code,city,meter_id,physical_medium,physical_unit,note',
          ...meters.map((m) =>
            [m.street, m.street_number, m.zip_code, m.city, m.meter_id, m.physical_medium, m.physical_unit]
              .map(quoted)
              .concat(`round ${round}`)
              .join(','),
          ),
        ].join('\r\n'),
      );
      const before = await readingsOf();
      const headers = { ...(await t.authHeader(DEMO.consumer)), 'content-type': 'text/csv' };
      const answers = await Promise.all([
        t.app.inject({ method: 'PUT', url: '/api/v2/reading_requests-upload/1/', headers, payload: file }),
        ...meters.map((m, i) =>
          t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
            meter: m.id,
            reading_date: new Date(Date.UTC(2026, 9, 1 + round, i)).toISOString(),
            results: m.obis.map((obis) => ({ obis, value: 5000 + round * 10 + i })),
          }),
        ),
      ]);
      const [imported, ...readings] = answers;
      expect(imported!.json(), imported!.body).toMatchObject({ result: 'OK', messages: [] });
      expect(readings.map((r) => r.statusCode)).toEqual(meters.map(() => 201));
      expect(await readingsOf()).toBe(before + meters.length);
      const notes = await sql<{ note: string }>`SELECT DISTINCT note FROM meters
        WHERE id IN (${sql.join(meters.map((m) => m.id))})`.execute(t.ctx.db);
      expect(notes.rows).toEqual([{ note: `round ${round}` }]);
    }
  });
});

/**
 * Two imports creating the same new meters at once, on a real PostgreSQL: the second's insert
 * waits for the first's commit and collides with its meter numbers. The import then runs once more and
 * judges the file against what the other committed: for the same company the meters are there already;
 * for another company every row is refused by name. Never "The job failed unexpectedly.".
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('two imports creating the same meters', () => {
  const t = useTestApp();
  const fileOf = (prefix: string, street: string) =>
    Buffer.from(
      [
        'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit',
        ...Array.from(
          { length: 1500 },
          (_, i) => `${street},${1 + (i % 50)},12345,Musterstadt,${prefix}-${i},1-0:1.8.0,electricity,kWh`,
        ),
      ].join('\r\n'),
    );
  const upload = async (email: string, file: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/1/',
      headers: { ...(await t.authHeader(email)), 'content-type': 'text/csv' },
      payload: file,
    });
  const metersOf = async (prefix: string) =>
    (
      await sql<{ n: number; companies: number }>`SELECT count(*)::int AS n,
          count(DISTINCT owner_company_id)::int AS companies
        FROM meters WHERE meter_id LIKE ${`${prefix}-%`}`.execute(t.ctx.db)
    ).rows[0]!;

  it('of one company: both succeed, the meters and buildings exist once', async () => {
    const file = fileOf('RACE-A', 'Wettlaufweg');
    const answers = await Promise.all([upload(DEMO.supplier, file), upload(DEMO.supplier, file)]);
    for (const answer of answers)
      expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
    expect(await metersOf('RACE-A')).toEqual({ n: 1500, companies: 1 });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM buildings
      WHERE street = 'Wettlaufweg'`.execute(t.ctx.db);
    expect(rows[0]!.n).toBe(50);
  });

  it('of two companies: one imports, the other is told row by row that the numbers are taken', async () => {
    const answers = await Promise.all([
      upload(DEMO.supplier, fileOf('RACE-B', 'Lieferweg')),
      upload(DEMO.consumer, fileOf('RACE-B', 'Verbrauchsweg')),
    ]);
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.map((body) => body.result).sort(), JSON.stringify(bodies)).toEqual(['ERROR', 'OK']);
    const refused = bodies.find((body) => body.result === 'ERROR');
    expect(refused.messages[0]).toMatch(
      /^Row 2, meter_id: The meter number RACE-B-0 is taken by a meter of another company\.$/,
    );
    expect(await metersOf('RACE-B')).toEqual({ n: 1500, companies: 1 });
  });
});

/**
 * A readings import (mode 2) while readings of the same meters are saved one by one, on a real
 * PostgreSQL: no deadlock, no 5xx; every reading of the file and every one answered 201 is stored once,
 * and the dashboard's kept counts equal the tables afterwards.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'a readings import while readings are written',
  () => {
    const t = useTestApp();

    it('imports readings and saves others of the same meters at once, three rounds', async () => {
      const toImport = await metersToImport(t, DEMO.consumer, 10);
      const { meters, readingsOf } = toImport;
      expect(meters.length).toBe(10);
      const DAYS = 20;

      for (let round = 0; round < 3; round++) {
        // A reading a day in one month of 2025.
        const file = readingsFile(
          toImport,
          DAYS,
          (day) => new Date(Date.UTC(2025, round, 1 + day, 12)),
          (day) => 1000 + round * 100 + day,
        );
        const before = await readingsOf();
        const headers = { ...(await t.authHeader(DEMO.consumer)), 'content-type': 'text/csv' };
        const [imported, ...readings] = await Promise.all([
          t.app.inject({ method: 'PUT', url: '/api/v2/reading_requests-upload/2/', headers, payload: file }),
          ...meters.map((m, i) =>
            t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
              meter: m.id,
              reading_date: new Date(Date.UTC(2026, 8, 1 + round, i)).toISOString(),
              results: m.obis.map((obis) => ({ obis, value: 5000 + round * 10 + i })),
            }),
          ),
        ]);
        expect(imported!.json(), imported!.body).toMatchObject({ result: 'OK' });
        expect(readings.map((r) => r.statusCode)).toEqual(meters.map(() => 201));
        expect(await readingsOf()).toBe(before + meters.length * DAYS + meters.length);
      }
      expect(await t.ctx.data.buildingCounts.differences()).toEqual([]);
    });
  },
);

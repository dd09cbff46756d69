import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';

/**
 * An import decides a building as the form and the API do (the contracts' rules): who adds buildings
 * (ADD_EDIT_BUILDING), the consumer a commercial consumer's new building names, the required fields
 * (BUILDING_REQUIRED_FIELDS) and the fields fixed after creation (BUILDING_READ_ONLY_ON_EDIT).
 */
const t = useTestApp();
const flipped = useTestApp(
  portalConfigEnv({
    ADD_EDIT_BUILDING: ['energy_supplier', 'commercial_consumer', 'meter_reading_service'],
    BUILDING_REQUIRED_FIELDS: ['city', 'zip_code', 'street', 'street_number', 'business_unit'],
    BUILDING_READ_ONLY_ON_EDIT: ['city', 'zip_code', 'street', 'street_number', 'state'],
  }),
);

// A row without a meter number is a building alone: the meter columns stay empty.
const HEADER =
  'street,street_number,zip_code,city,country,business_unit,commercial_consumer,meter_id,physical_medium,physical_unit';
const csv = (...lines: string[]) =>
  Buffer.from(`${[HEADER, ...lines.map((l) => `${l},,,`)].join('\r\n')}\r\n`);
const upload = async (app: TestApp, email: string, path: string, body: Buffer) =>
  (
    await app.app.inject({
      method: 'PUT',
      url: `/api/v2/reading_requests-upload/${path}`,
      headers: {
        ...(await app.authHeader(email)),
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="buildings.csv"',
      },
      payload: body,
    })
  ).json();
const consumerOf = async (app: TestApp, street: string) =>
  (
    await sql<{ name: string | null }>`SELECT c.name FROM buildings b
      LEFT JOIN companies c ON c.id = b.commercial_consumer_id WHERE b.street = ${street}`.execute(app.ctx.db)
  ).rows.map((row) => row.name);
const POST_BUILDING = { street: 'Formweg', street_number: '1', zip_code: '12345', city: 'Musterstadt' };

describe('an import decides a building as the form does', () => {
  it('adds buildings only for the company types of ADD_EDIT_BUILDING; flipped, a reading service too', async () => {
    const file = csv('Dienstweg,1,12345,Musterstadt,,Nord,');
    expect((await upload(t, DEMO.service, '1/1/', file)).messages).toEqual([
      'Row 2, street: You may not add buildings: no building is at this address.',
    ]);
    expect((await upload(flipped, DEMO.service, '1/1/', file)).messages).toEqual([]);
  });

  it('a commercial consumer’s new building is its own, named or not, as in the form', async () => {
    const answer = await upload(
      t,
      DEMO.consumer,
      '1/',
      csv('Eigenweg,1,12345,Musterstadt,,,', 'Eigenweg,2,12345,Musterstadt,,,Hausverwaltung Demo'),
    );
    expect(answer).toMatchObject({ result: 'OK', messages: [] });
    expect(await consumerOf(t, 'Eigenweg')).toEqual(['Hausverwaltung Demo', 'Hausverwaltung Demo']);
    // The form's building (its basic user adds buildings) gets the same default.
    const posted = await t.send(DEMO.basic, 'POST', '/api/v2/buildings/', POST_BUILDING);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().commercial_consumer_name).toBe('Hausverwaltung Demo');
    // Re-imported with the cell empty: no change.
    const again = await upload(t, DEMO.consumer, '1/', csv('Eigenweg,1,12345,Musterstadt,,,'));
    expect(again).toMatchObject({ result: 'OK', messages: [] });
  });

  it('requires the fields of BUILDING_REQUIRED_FIELDS and keeps those of BUILDING_READ_ONLY_ON_EDIT', async () => {
    const missing = csv('Pflichtweg,1,12345,Musterstadt,,,');
    expect((await upload(t, DEMO.supplier, '1/1/', missing)).messages).toEqual([]);
    expect((await upload(flipped, DEMO.supplier, '1/1/', missing)).messages).toEqual([
      'Row 2, business_unit: This field is required.',
    ]);
    for (const app of [t, flipped])
      expect(
        await upload(app, DEMO.supplier, '1/', csv('Landweg,1,12345,Musterstadt,Deutschland,Süd,')),
      ).toMatchObject({ result: 'OK' });
    const moved = csv('Landweg,1,12345,Musterstadt,Österreich,Süd,');
    // The described build fixes the country after creation; flipped, only the state is fixed.
    expect((await upload(t, DEMO.supplier, '1/1/', moved)).messages).toEqual([
      'Row 2, country: This field cannot be changed after creation.',
    ]);
    expect((await upload(flipped, DEMO.supplier, '1/1/', moved)).messages).toEqual([]);
  });
});

import { type SqlBool, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { multipart, PNG_PIXEL } from '../../../test/fixtures';

describe('POST meters/{id}/replacement/', () => {
  const t = useTestApp();
  let oldMeter: { id: string; meter_id: string; obis_codes: string[] };

  beforeAll(async () => {
    const supplier = await t.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Stadtwerke Demo')
      .executeTakeFirstOrThrow();
    oldMeter = await t.ctx.db
      .selectFrom('meters')
      .select(['id', 'meter_id', 'obis_codes'])
      .where('status', '=', 'active')
      .where('physical_medium', '=', 'electricity')
      .where('energy_supplier_id', '=', supplier.id)
      .where('main_meter_id', 'is', null)
      .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM meters s WHERE s.predecessor_meter_id = meters.id)`)
      .orderBy('meter_id')
      .limit(1)
      .executeTakeFirstOrThrow();
  });

  const replace = async (payload: object, email: string = DEMO.supplier, id = oldMeter.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/meters/${id}/replacement/`,
      headers: await t.authHeader(email),
      payload,
    });
  const newMeter = (meterId: string) => ({
    meter_id: meterId,
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    obis_codes: ['1-1:1.8.0'],
  });
  const counts = async () => {
    const n = async (table: 'meters' | 'readings' | 'reading_results' | 'reading_image_metas') =>
      Number(
        (await t.ctx.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
      );
    return {
      meters: await n('meters'),
      readings: await n('readings'),
      results: await n('reading_results'),
      metas: await n('reading_image_metas'),
    };
  };

  it('validates the date/value rules before doing anything', async () => {
    const before = await counts();
    const noDate = await replace({
      new_meter: newMeter('R-1'),
      old_meter_values: { [oldMeter.obis_codes[0]!]: 100 },
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().replacement_date).toBeDefined();
    const dateOnly = await replace({ new_meter: newMeter('R-1'), replacement_date: '2026-10-01T08:00:00Z' });
    expect(dateOnly.statusCode).toBe(400);
    expect(dateOnly.json().old_meter_values[0]).toMatch(/provide the meter reading/);
    const future = await replace({
      new_meter: newMeter('R-1'),
      replacement_date: '2099-01-01T08:00:00Z',
      new_meter_values: { '1-1:1.8.0': 1 },
    });
    expect(future.statusCode).toBe(400);
    const wrongCode = await replace({
      new_meter: newMeter('R-1'),
      replacement_date: '2026-10-01T08:00:00Z',
      new_meter_values: { '9-9:9.9.9': 1 },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('leaves nothing behind when its last step fails', async () => {
    const before = await counts();
    // Make the final step (old meter inactive) fail, as a crash there would.
    await sql`CREATE FUNCTION refuse_deactivation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.status = 'inactive' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$`.execute(
      t.ctx.db,
    );
    await sql`CREATE TRIGGER refuse_deactivation BEFORE UPDATE ON meters FOR EACH ROW WHEN (OLD.id = ${sql.lit(oldMeter.id)}::uuid) EXECUTE FUNCTION refuse_deactivation()`.execute(
      t.ctx.db,
    );
    try {
      const response = await replace({
        new_meter: newMeter('R-FAIL'),
        replacement_date: '2026-10-01T08:00:00Z',
        old_meter_values: { [oldMeter.obis_codes[0]!]: 123456 },
        new_meter_values: { '1-1:1.8.0': 0.5 },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_deactivation ON meters`.execute(t.ctx.db);
      await sql`DROP FUNCTION refuse_deactivation()`.execute(t.ctx.db);
    }
    expect(await counts()).toEqual(before);
    expect(
      await t.ctx.db.selectFrom('meters').select('id').where('meter_id', '=', 'R-FAIL').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('replaces the meter with both readings and a photo in one step', async () => {
    const file = multipart('image', 'photo.png', PNG_PIXEL, 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: { ...(await t.authHeader(DEMO.supplier)), ...file.headers },
      payload: file.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const before = await counts();
    const response = await replace({
      new_meter: { ...newMeter('R-NEW-1'), label: 'After the change' },
      replacement_date: '2026-10-01T08:00:00Z',
      old_meter_values: { [oldMeter.obis_codes[0]!]: 999999 },
      new_meter_values: { '1-1:1.8.0': 0.5 },
      image: upload.json().url,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      meter_id: 'R-NEW-1',
      status: 'active',
      predecessor: { resource_id: oldMeter.id },
    });
    const old = (
      await t.app.inject({
        url: `/api/v2/meters/${oldMeter.id}/`,
        headers: await t.authHeader(DEMO.supplier),
      })
    ).json();
    expect(old.status).toBe('inactive');
    expect(old.successor.resource_id).toBe(created.resource_id);
    expect(await counts()).toEqual({
      meters: before.meters + 1,
      readings: before.readings + 2,
      results: before.results + 2,
      metas: before.metas + 2,
    });
    const readings = await t.ctx.db
      .selectFrom('readings')
      .select(['meter_id', 'type'])
      .where('meter_id', 'in', [oldMeter.id, created.resource_id])
      .where('reading_date', '=', new Date('2026-10-01T08:00:00Z'))
      .execute();
    expect(readings.map((r) => r.type).sort()).toEqual(['meter_replacement_in', 'meter_replacement_out']);
  });

  it('is refused for inactive meters (403), for readers (403) and outside the scope (404)', async () => {
    expect((await replace({ new_meter: newMeter('R-2') })).statusCode).toBe(403);
    const active = (
      await t.app.inject({
        url: '/api/v2/meters/?status=active&page_size=1',
        headers: await t.authHeader(DEMO.reader),
      })
    ).json().results[0];
    expect((await replace({ new_meter: newMeter('R-3') }, DEMO.reader, active.resource_id)).statusCode).toBe(
      403,
    );
    expect((await replace({ new_meter: newMeter('R-4') }, DEMO.stranger)).statusCode).toBe(404);
  });
});

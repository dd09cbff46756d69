import { readingSchema } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { multipart, PNG_PIXEL } from '../../../test/fixtures';

describe('readings API', () => {
  const t = useTestApp();
  let meter: { id: string; obis_codes: string[] };

  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/meters/',
      headers: await t.authHeader(DEMO.supplier),
      payload: {
        building: (
          await t.app.inject({
            url: '/api/v2/buildings/?page_size=1&status=active',
            headers: await t.authHeader(DEMO.supplier),
          })
        ).json().results[0].url,
        meter_id: 'READ-TEST-1',
        physical_medium: 'electricity',
        physical_unit: 'kWh',
        obis_codes: ['1-1:1.8.1', '1-1:1.8.2'],
      },
    });
    meter = { id: created.json().resource_id, obis_codes: created.json().obis_codes };
  });

  const post = async (payload: object, email: string = DEMO.supplier) =>
    t.app.inject({ method: 'POST', url: '/api/v2/readings/', headers: await t.authHeader(email), payload });
  const reading = (date: string, high: number | string, low: number | string) => ({
    meter: meter.id,
    reading_date: date,
    results: [
      { obis: '1-1:1.8.1', value: high },
      { obis: '1-1:1.8.2', value: low },
    ],
  });

  it('records readings and computes consumption, diffDays (rounded up) and the daily average in SQL', async () => {
    expect((await post(reading('2026-01-01T10:00:00Z', 1000, 500))).statusCode).toBe(201);
    const second = await post(reading('2026-01-11T09:00:00Z', '1100.5', 530));
    expect(second.statusCode, second.body).toBe(201);
    const body = readingSchema.parse(second.json());
    expect(body.diffDays).toBe(10);
    expect(body.consumption).toEqual({ '1-1:1.8.1': 100.5, '1-1:1.8.2': 30 });
    expect(body.consumptionAverage).toEqual({ '1-1:1.8.1': 10.05, '1-1:1.8.2': 3 });
    expect(body.applying_person).toBe(DEMO.supplier);

    const list = (
      await t.app.inject({
        url: `/api/v2/readings/?meter_resource_id=${meter.id}&o=reading_date`,
        headers: await t.authHeader(DEMO.supplier),
      })
    ).json();
    expect(list.count).toBe(2);
    expect(list.results[0].consumption['1-1:1.8.1']).toBeNull();
    expect(list.results[0].diffDays).toBeNull();
    const ranged = (
      await t.app.inject({
        url: `/api/v2/readings/?meter_resource_id=${meter.id}&reading_date_after=2026-01-05&reading_date_before=2026-01-11`,
        headers: await t.authHeader(DEMO.supplier),
      })
    ).json();
    expect(ranged.count).toBe(1);
  });

  it("carries its building's address (street, street_number, zip_code, city), listed and alone", async () => {
    const headers = await t.authHeader(DEMO.supplier);
    const { building } = (await t.app.inject({ url: `/api/v2/meters/${meter.id}/`, headers })).json();
    const address = {
      street: building.street,
      street_number: building.street_number,
      zip_code: building.zip_code,
      city: building.city,
    };
    expect(address.street).not.toBe('');
    const list = (
      await t.app.inject({ url: `/api/v2/readings/?meter_resource_id=${meter.id}`, headers })
    ).json();
    expect(list.results.length).toBeGreaterThan(0);
    for (const row of list.results) expect(readingSchema.parse(row).building_address).toEqual(address);
    const one = await t.app.inject({ url: new URL(list.results[0].url).pathname, headers });
    expect(one.json().building_address).toEqual(address);
  });

  it('answers 409 for the same meter, person and date', async () => {
    const duplicate = await post(reading('2026-01-01T10:00:00Z', 1000, 500));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toMatch(/already exists/);
    const existing = await t.app.inject({
      url: new URL(duplicate.json().url).pathname,
      headers: await t.authHeader(DEMO.supplier),
    });
    expect(existing.json().reading_date).toBe('2026-01-01T10:00:00.000Z');
  });

  it('refuses future dates, non-numeric values, foreign OBIS codes and unknown fields (400)', async () => {
    expect((await post(reading('2099-01-01T10:00:00Z', 1, 1))).statusCode).toBe(400);
    const nan = await post(reading('2026-02-01T10:00:00Z', 'twelve', 1));
    expect(nan.statusCode).toBe(400);
    expect(JSON.stringify(nan.json())).toMatch(/valid number/);
    expect(
      (await post({ ...reading('2026-02-01T10:00:00Z', 1, 1), results: [{ obis: '7-0:3.0.0', value: 1 }] }))
        .statusCode,
    ).toBe(400);
    expect((await post({ ...reading('2026-02-01T10:00:00Z', 1, 1), secret: true })).statusCode).toBe(400);
    expect((await post({ ...reading('2026-02-01T10:00:00Z', 1, 1), results: [] })).statusCode).toBe(400);
    expect(
      (
        await post({
          ...reading('2026-02-01T10:00:00Z', 1, 1),
          meter: '00000000-0000-7000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lets a portal client claim only what the portal records: no OCR or import (400, nothing stored)', async () => {
    const count = async () =>
      (await t.ctx.db.selectFrom('readings').select('id').where('meter_id', '=', meter.id).execute()).length;
    const before = await count();
    for (const method of ['ocr', 'import']) {
      const response = await post({
        ...reading('2026-04-01T10:00:00Z', 1, 1),
        results: [{ obis: '1-1:1.8.1', value: 1, applied_method: method }],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()['results.0.applied_method']).toEqual([`"${method}" is not a valid choice.`]);
    }
    const imported = await post({ ...reading('2026-04-01T10:00:00Z', 1, 1), type: 'import' });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().type).toEqual(['"import" is not a valid choice.']);
    expect(await count()).toBe(before);

    const allowed = await post({
      ...reading('2026-04-02T10:00:00Z', 1, 1),
      type: 'control',
      results: [{ obis: '1-1:1.8.1', value: 1, applied_method: 'portal' }],
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json()).toMatchObject({ type: 'control', results: [{ applied_method: 'portal' }] });
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/readings/',
      headers: await t.authHeader(DEMO.supplier),
    });
    expect(options.json().actions.POST.type.choices.map((c: { value: string }) => c.value)).not.toContain(
      'import',
    );
    // Imported readings stay filterable by their type.
    const filtered = await t.app.inject({
      url: '/api/v2/readings/?type=import',
      headers: await t.authHeader(DEMO.supplier),
    });
    expect(filtered.statusCode).toBe(200);
  });

  it('keeps readings of other companies away (404 / invisible) and needs a token', async () => {
    const id = (
      await t.app.inject({
        url: `/api/v2/readings/?meter_resource_id=${meter.id}`,
        headers: await t.authHeader(DEMO.supplier),
      })
    ).json().results[0].resource_id;
    expect(
      (await t.app.inject({ url: `/api/v2/readings/${id}/`, headers: await t.authHeader(DEMO.stranger) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/v2/readings/?meter_resource_id=${meter.id}`,
          headers: await t.authHeader(DEMO.stranger),
        })
      ).json().count,
    ).toBe(0);
    expect((await post(reading('2026-03-01T10:00:00Z', 1, 1), DEMO.stranger)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v2/readings/' })).statusCode).toBe(401);
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/readings/',
      headers: await t.authHeader(DEMO.supplier),
    });
    expect(options.json().actions.POST.type.choices.map((c: { value: string }) => c.value)).toContain(
      'meter_replacement_in',
    );
  });
});

describe('images API', () => {
  const t = useTestApp();

  const upload = async (email: string, content: Buffer, filename = 'photo.png', type = 'image/png') => {
    const file = multipart('image', filename, content, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: { ...(await t.authHeader(email)), ...file.headers },
      payload: file.payload,
    });
  };

  it('stores a PNG under a content-derived name and serves it back only to users who may see it', async () => {
    const response = await upload(DEMO.supplier, PNG_PIXEL, 'evil name.jpg', 'text/html');
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({ content_type: 'image/png', size: PNG_PIXEL.length });
    const download = await t.app.inject({
      url: image.image_download,
      headers: await t.authHeader(DEMO.supplier),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'");
    expect(download.rawPayload.equals(PNG_PIXEL)).toBe(true);
    expect(
      (await t.app.inject({ url: image.image_download, headers: await t.authHeader(DEMO.stranger) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: image.image_download })).statusCode).toBe(401);
  });

  it('serves seeded reading photos to the companies that see the reading', async () => {
    const meta = await t.ctx.db
      .selectFrom('reading_image_metas')
      .select('image_id')
      .executeTakeFirstOrThrow();
    const asService = await t.app.inject({
      url: `/api/v2/images/${meta.image_id}/download/`,
      headers: await t.authHeader(DEMO.consumer),
    });
    expect([200, 404]).toContain(asService.statusCode);
    const asAdmin = await t.app.inject({
      url: `/api/v2/images/${meta.image_id}/download/`,
      headers: await t.authHeader(DEMO.admin),
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('refuses non-images, empty and too large files, and other fields (400)', async () => {
    const html = await upload(
      DEMO.supplier,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().image[0]).toMatch(/JPEG or PNG/);
    expect((await upload(DEMO.supplier, Buffer.alloc(0))).statusCode).toBe(400);
    const big = Buffer.concat([PNG_PIXEL, Buffer.alloc(2_097_153)]);
    const tooLarge = await upload(DEMO.supplier, big);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().image[0]).toMatch(/2 MB/);
    const file = multipart('photo', 'x.png', PNG_PIXEL, 'image/png');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: { ...(await t.authHeader(DEMO.supplier)), ...file.headers },
      payload: file.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: await t.authHeader(DEMO.supplier),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });
});

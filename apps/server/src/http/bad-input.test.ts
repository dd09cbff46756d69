import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { listedMeter } from '../testing/demo-rows';

/**
 * Input that once reached the database as an error (500): each must answer 400 beside its field.
 * Broken references, dates PostgreSQL cannot hold, NUL characters, a multipart body without a boundary.
 */
describe('bad input answers 400, never 500', () => {
  const t = useTestApp();
  let meter: string;
  let building: string;

  beforeAll(async () => {
    ({ meter, building } = await listedMeter(t, DEMO.consumer));
  });

  const send = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: await t.authHeader(DEMO.consumer), payload });
  const notAUuid = '------------------------------------';

  it('refuses a url whose id is not a whole uuid', async () => {
    const reading = await send('POST', '/api/v2/readings/', {
      meter: `https://host/api/v2/meters/${notAUuid}/`,
      reading_date: '2026-01-01T10:00:00Z',
      results: [{ obis: '1-1:1.8.0', value: 1 }],
    });
    expect(reading.statusCode).toBe(400);
    expect(reading.json()).toHaveProperty('meter');
    const moved = await send('PATCH', `/api/v2/meters/${meter}/`, {
      building: `https://host/api/v2/buildings/${'0'.repeat(36)}/`,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toHaveProperty('building');
  });

  it('refuses dates outside the years 1900–2999 in bodies and filters', async () => {
    const reading = await send('POST', '/api/v2/readings/', {
      meter,
      reading_date: '0000-06-01T00:00:00Z',
      results: [{ obis: '1-1:1.8.0', value: 1 }],
    });
    expect(reading.statusCode).toBe(400);
    expect(reading.json()).toHaveProperty('reading_date');
    const status = await send('PATCH', `/api/v2/buildings/${building}/`, {
      status: 'inactive',
      date_status_change: '0000-01-01T00:00:00Z',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toHaveProperty('date_status_change');
    const listed = await t.app.inject({
      url: '/api/v2/readings/?reading_date_after=0000-01-01',
      headers: await t.authHeader(DEMO.consumer),
    });
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toHaveProperty('reading_date_after');
  });

  it('refuses NUL characters in e-mail references and custom data', async () => {
    const delegate = await send('PATCH', `/api/v2/buildings/${building}/`, {
      property_manager: 'a\u0000@b.example',
    });
    expect(delegate.statusCode).toBe(400);
    expect(delegate.json()).toHaveProperty('property_manager');
    const data = await send('PATCH', `/api/v2/buildings/${building}/`, {
      custom_data: { nested: ['fine', { key: 'a\u0000b' }] },
    });
    expect(data.statusCode).toBe(400);
    expect(data.json()).toHaveProperty('custom_data');
  });

  it('refuses free-form JSON nested too deep or too large, without a 500', async () => {
    // Deeper than any body may go: refused as the body is parsed (http/json-body.ts), beside no field.
    for (const levels of [20, 50_000, 4000]) {
      const nested = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/buildings/${building}/`,
        headers: { ...(await t.authHeader(DEMO.consumer)), 'content-type': 'application/json' },
        payload: `{"custom_data": {"deep": ${'['.repeat(levels)}"bottom"${']'.repeat(levels)}}}`,
      });
      expect(nested.statusCode, `${levels}: ${nested.body.slice(0, 200)}`).toBe(400);
      if (levels === 20)
        expect(nested.json().custom_data).toEqual(['Ensure the data is nested no more than 10 levels deep.']);
      else expect(nested.json().non_field_errors[0]).toMatch(/request body is nested no more than/);
    }
    let eleven: unknown = {};
    for (let level = 0; level < 10; level++) eleven = { level: eleven };
    expect((await send('PATCH', `/api/v2/buildings/${building}/`, { custom_data: eleven })).statusCode).toBe(
      400,
    );
    const large = await send('PATCH', `/api/v2/buildings/${building}/`, {
      custom_data: { text: 'x'.repeat(40_000) },
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().custom_data).toEqual(['Ensure the data has no more than 32768 bytes as JSON.']);
    let ten: unknown = { ok: 'ä'.repeat(100) };
    for (let level = 0; level < 8; level++) ten = [ten];
    const fine = await send('PATCH', `/api/v2/buildings/${building}/`, { custom_data: { ten } });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().custom_data).toEqual({ ten });
  });

  it('bounds the other stored JSON too: counter references and web-portal settings', async () => {
    const counters = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`1-1:${i}.8.0`, 'x'.repeat(100)]),
    );
    const meterPatch = await send('PATCH', `/api/v2/meters/${meter}/`, {
      custom_references_counters: counters,
    });
    expect(meterPatch.statusCode).toBe(400);
    expect(meterPatch.json()).toHaveProperty('custom_references_counters');
    const selected = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`table${i}`, Array.from({ length: 5 }, () => 'c'.repeat(100))]),
    );
    const settings = await send('PATCH', `/api/v2/users/${await t.userId(DEMO.consumer)}/`, {
      custom_data: { webportal_settings: { selected_columns: selected } },
    });
    expect(settings.statusCode).toBe(400);
    expect(JSON.stringify(settings.json())).toMatch(/32768 bytes/);
  });

  it('refuses a multipart upload without a boundary or with a cut-off body', async () => {
    const headers = await t.authHeader(DEMO.consumer);
    const upload = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/images/',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    expect((await upload('multipart/form-data', 'image=1')).statusCode).toBe(400);
    const cutOff = '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG';
    expect((await upload('multipart/form-data; boundary=xyz', cutOff)).statusCode).toBe(400);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';

/**
 * Input that once reached the database as an error (500): each must answer 400 beside its field.
 * Broken references, dates PostgreSQL cannot hold, NUL characters, a multipart body without a boundary.
 */
describe('bad input answers 400, never 500', () => {
  const t = useTestApp();
  let meter: string;
  let building: string;

  beforeAll(async () => {
    const headers = await t.authHeader(DEMO.consumer);
    const meters = (await t.app.inject({ url: '/api/v2/meters/?page_size=1&status=active', headers })).json();
    meter = meters.results[0].resource_id;
    building = meters.results[0].building.resource_id;
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

  it('refuses a multipart upload without a boundary or with a cut-off body', async () => {
    const headers = await t.authHeader(DEMO.consumer);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'image=1',
    });
    expect(noBoundary.statusCode).toBe(400);
    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/api/v2/images/',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(cutOff.statusCode).toBe(400);
  });
});

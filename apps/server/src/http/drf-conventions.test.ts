import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';

/** The DRF conventions (docs/api.md) that clients rely on beyond the error bodies. */
describe('DRF conventions', () => {
  const t = useTestApp();
  let headers: { authorization: string };
  let meter: string;
  let building: string;
  let reading: string;

  beforeAll(async () => {
    headers = await t.authHeader(DEMO.consumer);
    const meters = (await t.app.inject({ url: '/api/v2/meters/?page_size=1&status=active', headers })).json();
    meter = meters.results[0].resource_id;
    building = meters.results[0].building.resource_id;
    reading = (await t.app.inject({ url: '/api/v2/readings/?page_size=1', headers })).json().results[0]
      .resource_id;
  });

  it('answers a wrong method on an existing path with 405 and Allow, an unknown path with 404', async () => {
    const health = await t.app.inject({ method: 'DELETE', url: '/api/v2/health' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    expect(health.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    const meterPost = await t.app.inject({
      method: 'POST',
      url: `/api/v2/meters/${meter}/`,
      headers,
      payload: {},
    });
    expect(meterPost.statusCode).toBe(405);
    expect(meterPost.headers.allow).toBe('GET, PUT, PATCH, DELETE, HEAD, OPTIONS');
    const collection = await t.app.inject({ method: 'DELETE', url: '/api/v2/buildings', headers });
    expect(collection.statusCode).toBe(405);
    expect(collection.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/v2/no-such-thing/' });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends WWW-Authenticate: Bearer with every 401', async () => {
    const response = await t.app.inject({ url: '/api/v2/meters/' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
  });

  it('sends Location with a 201: the url of the created object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/buildings/',
      headers: await t.authHeader(DEMO.basic),
      payload: { zip_code: '10117', city: 'Berlin', street: 'Locationweg', street_number: '201' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toBe(response.json().url);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/buildings/',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'zip_code=10117',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
  });

  it('takes a plain date where a date-time is expected, as midnight UTC', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/buildings/${building}/`,
      headers,
      payload: { status: 'inactive', date_status_change: '2026-11-23' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().date_status_change).toBe('2026-11-23T00:00:00.000Z');
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/buildings/${building}/`,
      headers,
      payload: { date_status_change: '2026-02-30' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ date_status_change: ['Enter a valid date and time.'] });
  });

  it('honours fields, omit and expand on the detail routes too', async () => {
    const get = (url: string) => t.app.inject({ url, headers });
    const trimmed = await get(`/api/v2/buildings/${building}/?fields=url,city`);
    expect(trimmed.statusCode).toBe(200);
    expect(Object.keys(trimmed.json()).sort()).toEqual(['city', 'url']);
    const withoutBuilding = (await get(`/api/v2/meters/${meter}/?omit=building,note&expand=building`)).json();
    expect(withoutBuilding).not.toHaveProperty('building');
    expect(withoutBuilding).toHaveProperty('meter_id');
    expect(Object.keys((await get(`/api/v2/readings/${reading}/?fields=resource_id`)).json())).toEqual([
      'resource_id',
    ]);
    expect((await get(`/api/v2/meters/${meter}/`)).json()).toHaveProperty('building.url');
    expect((await get(`/api/v2/meters/${meter}/?fields=a%20b`)).statusCode).toBe(400);
    expect((await get(`/api/v2/meters/${meter}/?fields=url%00`)).statusCode).toBe(400);
  });
});

import { LIMITS, renderMessage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { jsonTextDepth, TOO_DEEP_MESSAGE as TOO_DEEP_KEY } from './json-body';

/** The message as an English reader reads it. */
const TOO_DEEP_MESSAGE = renderMessage(TOO_DEEP_KEY, 'en');

const deepArray = (levels: number, inner = '"x"') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const deepObject = (levels: number, inner = '"x"') =>
  `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;

describe('jsonTextDepth', () => {
  it('counts nested arrays and objects in one pass, ignoring brackets inside strings', () => {
    expect(jsonTextDepth('1')).toBe(0);
    expect(jsonTextDepth('{"a": [1, {"b": []}], "c": {}}')).toBe(4);
    expect(jsonTextDepth('{"a": "[[[{{{", "b": "\\"[[[", "c": "\\\\"}')).toBe(1);
    expect(jsonTextDepth(deepArray(200_000))).toBe(200_000);
    expect(jsonTextDepth(deepObject(200_000), 32)).toBe(33);
  });
});

/**
 * Every JSON body passes one depth guard in the content-type parser, before any schema walks it: zod
 * recursed through a deep `delegate` array until the stack overflowed (a 500 at 4 000 levels).
 */
describe('JSON bodies nested too deep answer 400 on every route', () => {
  const t = useTestApp();
  let request: string;
  let meter: string;
  let building: string;

  beforeAll(async () => {
    const requests = (await t.get(DEMO.consumer, '/api/v2/reading_requests/?page_size=1&status=new')).json();
    request = requests.results[0].resource_id;
    const meters = (await t.get(DEMO.consumer, '/api/v2/meters/?page_size=1&status=active')).json();
    meter = meters.results[0].resource_id;
    building = meters.results[0].building.resource_id;
  });

  const raw = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: string, signedIn = true) =>
    t.app.inject({
      method,
      url,
      headers: { ...(signedIn ? await t.authHeader(DEMO.consumer) : {}), 'content-type': 'application/json' },
      payload,
    });
  const rowCount = async (table: 'reading_requests' | 'readings' | 'buildings') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const depths = [4000, 10_000, 100_000];
  const shapes = [
    ['arrays', deepArray],
    ['objects', deepObject],
  ] as const;

  it('PATCH reading_requests/{id}/: a deep delegate or status note is refused and nothing changes', async () => {
    const url = `/api/v2/reading_requests/${request}/`;
    const before = (await t.get(DEMO.consumer, url)).json();
    for (const levels of depths) {
      for (const [shape, nest] of shapes) {
        for (const field of ['delegate', 'status_note']) {
          const response = await raw('PATCH', url, `{"status": "rejected", "${field}": ${nest(levels)}}`);
          expect(response.statusCode, `${shape} ${levels} ${field}: ${response.body.slice(0, 200)}`).toBe(
            400,
          );
          expect(response.json()).toEqual({ non_field_errors: [TOO_DEEP_MESSAGE] });
        }
      }
    }
    expect((await t.get(DEMO.consumer, url)).json()).toEqual(before);
    const fine = await raw('PATCH', url, JSON.stringify({ delegate: DEMO.reader }));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().delegate).toBe(DEMO.reader);
  });

  it('POST readings/ and reading_requests/: refused, nothing stored; a normal body is still created', async () => {
    const readings = await rowCount('readings');
    const requests = await rowCount('reading_requests');
    for (const levels of depths) {
      for (const [shape, nest] of shapes) {
        const reading = await raw(
          'POST',
          '/api/v2/readings/',
          `{"meter": "${meter}", "reading_date": "2026-01-01T10:00:00Z", "results": ${nest(levels, '{"obis": "1-1:1.8.0", "value": 1}')}}`,
        );
        expect(reading.statusCode, `${shape} ${levels}: ${reading.body.slice(0, 200)}`).toBe(400);
        expect(reading.json()).toEqual({ non_field_errors: [TOO_DEEP_MESSAGE] });
        const created = await raw('POST', '/api/v2/reading_requests/', `{"meter": ${nest(levels)}}`);
        expect(created.statusCode, `${shape} ${levels}: ${created.body.slice(0, 200)}`).toBe(400);
        // The whole body may be the deep value too.
        expect((await raw('POST', '/api/v2/reading_requests/', nest(levels))).statusCode).toBe(400);
      }
    }
    expect(await rowCount('readings')).toBe(readings);
    expect(await rowCount('reading_requests')).toBe(requests);
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 9 * 86_400_000).toISOString();
    const fine = await raw(
      'POST',
      '/api/v2/reading_requests/',
      JSON.stringify({ meter, planned_reading_date: start, planned_reading_date_end: end }),
    );
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('PUT buildings/{id}/ and the public sign-in route: refused before validation', async () => {
    const url = `/api/v2/buildings/${building}/`;
    const before = (await t.get(DEMO.consumer, url)).json();
    const body = {
      zip_code: before.zip_code,
      city: before.city,
      street: before.street,
      street_number: before.street_number,
      label: 'Deep',
    };
    const buildings = await rowCount('buildings');
    for (const levels of depths) {
      for (const [shape, nest] of shapes) {
        const put = await raw(
          'PUT',
          url,
          `${JSON.stringify(body).slice(0, -1)}, "custom_data": {"d": ${nest(levels)}}}`,
        );
        expect(put.statusCode, `${shape} ${levels}: ${put.body.slice(0, 200)}`).toBe(400);
        expect(put.json()).toEqual({ non_field_errors: [TOO_DEEP_MESSAGE] });
        const signIn = await raw('POST', '/api/v2/access-token/', `{"email": ${nest(levels)}}`, false);
        expect(signIn.statusCode).toBe(400);
        expect(signIn.json()).toEqual({ non_field_errors: [TOO_DEEP_MESSAGE] });
      }
    }
    expect((await t.get(DEMO.consumer, url)).json()).toEqual(before);
    expect(await rowCount('buildings')).toBe(buildings);
    const fine = await raw('PUT', url, JSON.stringify(body));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().label).toBe('Deep');
  });

  it('takes a body exactly at the limit to validation; refuses one level more', async () => {
    const url = `/api/v2/reading_requests/${request}/`;
    // The body is level 1, so the delegate holds limit - 1 levels: validation judges it (a field error).
    const atLimit = await raw('PATCH', url, `{"delegate": ${deepArray(LIMITS.requestBodyMaxDepth - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toHaveProperty('delegate');
    const over = await raw('PATCH', url, `{"delegate": ${deepArray(LIMITS.requestBodyMaxDepth)}}`);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [TOO_DEEP_MESSAGE] });
  });

  it('keeps the other body answers: 413 over the size limit, 400 for broken or empty JSON, 415', async () => {
    const url = `/api/v2/reading_requests/${request}/`;
    const large = await raw('PATCH', url, JSON.stringify({ note: 'x'.repeat(1024 * 1024) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ detail: 'Request body is too large.' });
    const broken = await raw('PATCH', url, '{"note": [}');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().non_field_errors[0]).toMatch(/^JSON parse error/);
    expect((await raw('PATCH', url, '')).statusCode).toBe(400);
    const poisoned = await raw('PATCH', url, '{"__proto__": {"x": 1}}');
    expect(poisoned.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...(await t.authHeader(DEMO.consumer)), 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
  });
});

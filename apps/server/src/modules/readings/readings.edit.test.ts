import { READING_MESSAGES, READING_REQUEST_MESSAGES, readingSchema, renderMessage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

const READINGS = '/api/v2/readings/';
const OBIS = ['1-1:1.8.1', '1-1:1.8.2'];

/** The reading detail's inline value edit, delete, the list's filters, and a reading that answers a request. */
describe('readings: PATCH, DELETE, filters, answering a request', () => {
  const t = useTestApp();
  let meter: { id: string; meter_id: string; building: string };
  let day = 0;

  /** A reading by `email` (the supplier unless told) a day after the previous one. */
  const record = async (
    values: [number | string, number | string],
    email: string = DEMO.supplier,
    extra = {},
  ) => {
    const response = await t.send(email, 'POST', READINGS, {
      meter: meter.id,
      reading_date: new Date(Date.UTC(2025, 0, 1) + day++ * 86_400_000).toISOString(),
      results: OBIS.map((obis, i) => ({ obis, value: values[i]! })),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { url: string; resource_id: string };
  };
  const ids = async (query: string) =>
    (await t.get(DEMO.supplier, `${READINGS}?page_size=100&${query}`))
      .json()
      .results.map((r: { resource_id: string }) => r.resource_id);

  /** A meter of the consumer's own building (its basic user and other employees see it too). */
  const consumerMeter = async (meterId: string) => {
    const building = (await t.get(DEMO.consumer, '/api/v2/buildings/?page_size=1&status=active')).json()
      .results[0];
    const created = await t.send(DEMO.consumer, 'POST', '/api/v2/meters/', {
      building: building.url,
      meter_id: meterId,
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      obis_codes: OBIS,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { url: string; resource_id: string };
  };

  beforeAll(async () => {
    const building = (await t.get(DEMO.supplier, '/api/v2/buildings/?page_size=1&status=active')).json()
      .results[0];
    const created = await t.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
      building: building.url,
      meter_id: 'EDIT-TEST-1',
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      obis_codes: OBIS,
    });
    expect(created.statusCode, created.body).toBe(201);
    meter = { id: created.json().resource_id, meter_id: 'EDIT-TEST-1', building: building.resource_id };
  });

  it('saves the whole reading as read: a changed value becomes manual, the others stay, read-only fields are ignored', async () => {
    const { resource_id: id } = await record([100, 50]);
    const read = (await t.get(DEMO.supplier, `${READINGS}${id}/`)).json();
    const edited = await t.send(DEMO.supplier, 'PATCH', `${READINGS}${id}/`, {
      ...read,
      note: 'corrected',
      results: read.results.map((r: { obis: string; value: number }) =>
        r.obis === OBIS[0]
          ? { ...r, value: '101.25', applied_method: 'ocr' }
          : { ...r, applied_method: 'ocr' },
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const body = readingSchema.parse(edited.json());
    expect(body.note).toBe('corrected');
    expect(body.results).toEqual([
      expect.objectContaining({ obis: OBIS[0], value: 101.25, applied_method: 'manual' }),
      expect.objectContaining({ obis: OBIS[1], value: 50, applied_method: 'manual' }),
    ]);
  });

  it('refuses a non-numeric value or an unknown OBIS code and changes nothing', async () => {
    const { resource_id: id } = await record([200, 60]);
    const before = (await t.get(DEMO.supplier, `${READINGS}${id}/`)).json();
    const nan = await t.send(DEMO.supplier, 'PATCH', `${READINGS}${id}/`, {
      results: [{ obis: OBIS[0], value: 'abc' }],
    });
    expect(nan.statusCode).toBe(400);
    const unknown = await t.send(DEMO.supplier, 'PATCH', `${READINGS}${id}/`, {
      results: [
        { obis: OBIS[0], value: 1 },
        { obis: '9-9:9.9.9', value: 2 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().results[0]).toBe(renderMessage(READING_MESSAGES.unknownObis('9-9:9.9.9'), 'en'));
    expect((await t.get(DEMO.supplier, `${READINGS}${id}/`)).json()).toEqual(before);
  });

  it('lets only an admin, a scheduler or the applying person edit or delete; others 403, strangers 404', async () => {
    const own = await consumerMeter('EDIT-TEST-2');
    const posted = await t.send(DEMO.basic, 'POST', READINGS, {
      meter: own.resource_id,
      reading_date: '2025-06-01T08:00:00Z',
      results: OBIS.map((obis) => ({ obis, value: 10 })),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const url = `${READINGS}${posted.json().resource_id}/`;
    const edit = (email: string) => t.send(email, 'PATCH', url, { note: email });
    expect((await edit(DEMO.basic)).statusCode).toBe(200);
    expect((await edit(DEMO.consumer)).statusCode).toBe(200);
    expect((await edit(DEMO.admin)).statusCode).toBe(200);
    const colleague = 'nina.krause@demo.example';
    expect((await t.get(colleague, url)).statusCode).toBe(200);
    expect((await edit(colleague)).json().detail).toBe(READING_MESSAGES.notEditable);
    expect((await t.send(colleague, 'DELETE', url)).json().detail).toBe(READING_MESSAGES.notDeletable);
    expect((await edit(DEMO.stranger)).statusCode).toBe(404);
    expect((await t.send(DEMO.stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url, payload: {} })).statusCode).toBe(401);
    expect((await t.send(DEMO.basic, 'DELETE', url)).statusCode).toBe(204);
    expect((await t.get(DEMO.consumer, url)).statusCode).toBe(404);
  });

  it('filters by building, medium, applying person, type and dates', async () => {
    const { resource_id: id } = await record([400, 80]);
    expect(await ids(`meter__building__id=${meter.building}&physical_medium=electricity`)).toContain(id);
    expect(await ids(`meter_resource_id=${meter.id}&physical_medium=gas`)).not.toContain(id);
    expect(await ids(`meter_resource_id=${meter.id}&applying_person=${DEMO.supplier}`)).toContain(id);
    expect(await ids(`meter_resource_id=${meter.id}&applying_person=${DEMO.consumer}`)).not.toContain(id);
    expect(await ids(`search=${meter.meter_id}&type=manual&reading_date_after=2025-01-01`)).toContain(id);
    expect((await t.get(DEMO.supplier, `${READINGS}?physical_medium=plutonium`)).statusCode).toBe(400);
  });

  it('answers a request in the same transaction when the POST names it; deleting the reading reopens it', async () => {
    const [first, second] = [await consumerMeter('EDIT-TEST-3'), await consumerMeter('EDIT-TEST-4')];
    const order = async (meterId: string) => {
      const response = await t.send(DEMO.consumer, 'POST', '/api/v2/reading_requests/', {
        meter: meterId,
        planned_reading_date: new Date(Date.now() + 86_400_000).toISOString(),
        planned_reading_date_end: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { url: string; resource_id: string };
    };
    const request = await order(first.resource_id);
    const foreign = await order(second.resource_id);
    const post = (requestUrl: string) =>
      t.send(DEMO.consumer, 'POST', READINGS, {
        meter: first.resource_id,
        reading_date: '2025-02-01T08:00:00Z',
        results: OBIS.map((obis) => ({ obis, value: 42 })),
        reading_request: requestUrl,
      });
    const wrong = await post(foreign.url);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().reading_request).toEqual([READING_REQUEST_MESSAGES.readingOfOtherMeter]);
    expect(
      (await t.get(DEMO.consumer, `${READINGS}?meter_resource_id=${first.resource_id}`)).json().count,
    ).toBe(0);

    const reading = await post(request.url);
    expect(reading.statusCode, reading.body).toBe(201);
    const requestUrl = `/api/v2/reading_requests/${request.resource_id}/`;
    expect((await t.get(DEMO.consumer, requestUrl)).json()).toMatchObject({
      status: 'success',
      reading: { url: reading.json().url },
    });
    expect(
      (await t.send(DEMO.consumer, 'DELETE', `${READINGS}${reading.json().resource_id}/`)).statusCode,
    ).toBe(204);
    expect((await t.get(DEMO.consumer, requestUrl)).json()).toMatchObject({ status: 'new', reading: null });
  });
});

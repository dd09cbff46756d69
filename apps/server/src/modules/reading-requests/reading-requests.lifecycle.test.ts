import { READING_REQUEST_MESSAGES, readingRequestSchema, renderMessage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { actorOf, companyIds } from '../../testing/demo-rows';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const REQUESTS = '/api/v2/reading_requests/';

/** The dispatcher's day: list, dispatch, reject, re-dispatch, answer with a reading, delete. */
describe('reading requests: list, PATCH and DELETE', () => {
  const t = useTestApp();
  let meter: { id: string; meter_id: string; obis: string };
  let otherReading: string;

  /** A new request on the meter (as the consumer), dispatched to the reader unless told otherwise. */
  const order = async (extra: object = {}) => {
    const response = await t.send(DEMO.consumer, 'POST', REQUESTS, {
      meter: meter.id,
      planned_reading_date: inDays(1 + Math.random() * 300),
      planned_reading_date_end: inDays(400),
      delegate: DEMO.reader,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { url: string; resource_id: string };
  };
  const patch = (email: string, id: string, payload: object) =>
    t.send(email, 'PATCH', `${REQUESTS}${id}/`, payload);
  const ids = async (email: string, query: string) =>
    (await t.get(email, `${REQUESTS}?page_size=100&${query}`))
      .json()
      .results.map((r: { resource_id: string }) => r.resource_id);

  beforeAll(async () => {
    const company = await companyIds(t);
    // A meter of the consumer's company that the reading service reads (so its scheduler sees the requests).
    const row = await t.ctx.db
      .selectFrom('meters as m')
      .innerJoin('buildings as b', 'b.id', 'm.building_id')
      .select(['m.id', 'm.meter_id', 'm.obis_codes'])
      .where('b.owner_company_id', '=', company['Hausverwaltung Demo']!)
      .where('m.meter_reading_service_id', '=', company['Ablesedienst Demo']!)
      .where('m.status', '=', 'active')
      .where('m.needs_check', '=', false)
      .orderBy('m.meter_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    meter = { id: row.id, meter_id: row.meter_id, obis: row.obis_codes[0]! };
    otherReading = (
      await t.ctx.db
        .selectFrom('readings')
        .select('id')
        .where('meter_id', '!=', meter.id)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('lists requests in the contract shape with the filters; a reader sees only theirs, a stranger none', async () => {
    const request = await order();
    const page = (await t.get(DEMO.consumer, `${REQUESTS}?search=${meter.meter_id}&status=new`)).json();
    const listed = page.results.find((r: { resource_id: string }) => r.resource_id === request.resource_id);
    expect(readingRequestSchema.parse(listed)).toMatchObject({
      status: 'new',
      delegate: DEMO.reader,
      overdue: false,
      reading: null,
      owner_company_name: 'Hausverwaltung Demo',
      meter: { meter_id: meter.meter_id, meter_reading_service: { name: 'Ablesedienst Demo' } },
    });
    expect(listed.meter.building.zip_code).toMatch(/^\d{5}$/);
    expect(await ids(DEMO.consumer, `delegate=${DEMO.reader}&overdue=false`)).toContain(request.resource_id);
    expect(await ids(DEMO.consumer, 'status=rejected,success')).not.toContain(request.resource_id);
    expect(await ids(DEMO.consumer, 'overdue=true')).not.toContain(request.resource_id);
    expect(await ids(DEMO.consumer, 'delegate__isnull=true')).not.toContain(request.resource_id);

    const asReader = (await t.get(DEMO.reader, `${REQUESTS}?page_size=100`)).json();
    expect(asReader.results.every((r: { delegate: string }) => r.delegate === DEMO.reader)).toBe(true);
    expect(await ids(DEMO.reader, `search=${meter.meter_id}`)).toContain(request.resource_id);
    expect(await ids(DEMO.stranger, `search=${meter.meter_id}`)).not.toContain(request.resource_id);
    expect((await t.get(DEMO.stranger, `${REQUESTS}${request.resource_id}/`)).statusCode).toBe(404);
    expect((await t.get(DEMO.consumer, `${REQUESTS}?status=lost`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: REQUESTS })).statusCode).toBe(401);
  });

  it('overdue: pending and planned to end before today', async () => {
    // Stored directly: the API refuses planned dates in the past.
    const id = await t.ctx.data.readingRequests.insert(await actorOf(t, DEMO.consumer), {
      meter_id: meter.id,
      planned_reading_date: new Date(Date.now() - 20 * 86_400_000),
      planned_reading_date_end: new Date(Date.now() - 10 * 86_400_000),
    });
    expect((await t.get(DEMO.consumer, `${REQUESTS}${id}/`)).json().overdue).toBe(true);
    expect(await ids(DEMO.consumer, `overdue=true&search=${meter.meter_id}`)).toContain(id);
    expect(await ids(DEMO.consumer, `overdue=false&search=${meter.meter_id}`)).not.toContain(id);
    await patch(DEMO.consumer, id, { status: 'rejected', status_note: 'meter_not_read_in_time' });
    expect((await t.get(DEMO.consumer, `${REQUESTS}${id}/`)).json().overdue).toBe(false);
  });

  it('rejects only new requests, with a note; dispatching a rejected one makes it new again', async () => {
    const { resource_id: id } = await order();
    expect((await patch(DEMO.consumer, id, { status: 'rejected' })).json()).toHaveProperty('status_note');
    const rejected = await patch(DEMO.consumer, id, {
      status: 'rejected',
      status_note: 'reading_period_finalized',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', status_note: 'reading_period_finalized' });
    const again = await patch(DEMO.consumer, id, { status: 'rejected', status_note: 'meter_defect' });
    expect(again.statusCode).toBe(400);
    expect(again.json().status).toEqual([READING_REQUEST_MESSAGES.onlyNewRejected]);

    expect((await patch(DEMO.reader, id, { delegate: 'anna.schulz@demo.example' })).statusCode).toBe(403);
    expect((await patch(DEMO.consumer, id, { delegate: DEMO.consumer })).statusCode).toBe(400);
    const dispatched = await patch(DEMO.consumer, id, { delegate: 'anna.schulz@demo.example' });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(dispatched.json()).toMatchObject({
      status: 'new',
      status_note: null,
      delegate: 'anna.schulz@demo.example',
    });
    expect((await patch(DEMO.consumer, id, { delegate: '' })).json().delegate).toBeNull();
    expect((await patch(DEMO.stranger, id, { delegate: DEMO.reader })).statusCode).toBe(404);
  });

  it('refuses other shapes', async () => {
    const { resource_id: id } = await order();
    for (const payload of [
      { status: 'success' },
      { status: 'new' },
      {},
      { delegate: DEMO.reader, status: 'rejected' },
    ]) {
      const response = await patch(DEMO.consumer, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patch(DEMO.consumer, id, { status: 'lost' })).statusCode).toBe(400);
    expect((await patch(DEMO.consumer, id, { tour: 'A' })).statusCode).toBe(400);
  });

  it("is answered by a reading of its meter (the reader's), and only such a reading", async () => {
    const { resource_id: id } = await order();
    expect((await patch(DEMO.reader, id, { reading: otherReading, status: 'success' })).statusCode).toBe(400);
    const reading = await t.send(DEMO.reader, 'POST', '/api/v2/readings/', {
      meter: meter.id,
      reading_date: new Date(Date.now() - Math.floor(Math.random() * 1e9)).toISOString(),
      results: [{ obis: meter.obis, value: 4711.5 }],
    });
    expect(reading.statusCode, reading.body).toBe(201);
    const done = await patch(DEMO.reader, id, { reading: reading.json().url, status: 'success' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'success',
      reading: { url: reading.json().url, results: [{ obis: meter.obis, value: 4711.5 }] },
    });
    expect(await ids(DEMO.consumer, `status=success&search=${meter.meter_id}`)).toContain(id);
    expect((await patch(DEMO.consumer, id, { delegate: DEMO.reader })).statusCode).toBe(400);
    const deleted = await t.send(DEMO.consumer, 'DELETE', `${REQUESTS}${id}/`);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().non_field_errors).toEqual([READING_REQUEST_MESSAGES.onlyNewDeleted]);
  });

  it('is deleted only while new, by the creating company, never by a meter reader', async () => {
    const { resource_id: id } = await order();
    const asReader = await t.send(DEMO.reader, 'DELETE', `${REQUESTS}${id}/`);
    expect(asReader.statusCode).toBe(403);
    expect(asReader.json().detail).toBe(READING_REQUEST_MESSAGES.readersMayNotDelete);
    const asService = await t.send(DEMO.service, 'DELETE', `${REQUESTS}${id}/`);
    expect(asService.statusCode).toBe(403);
    expect(asService.json().detail).toBe(
      renderMessage(READING_REQUEST_MESSAGES.createdBy('Hausverwaltung Demo'), 'en'),
    );
    expect((await t.send(DEMO.stranger, 'DELETE', `${REQUESTS}${id}/`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${REQUESTS}${id}/` })).statusCode).toBe(401);
    expect((await t.send(DEMO.basic, 'DELETE', `${REQUESTS}${id}/`)).statusCode).toBe(204);
    expect((await t.get(DEMO.consumer, `${REQUESTS}${id}/`)).statusCode).toBe(404);
  });

  it('offers status and status note choices with labels', async () => {
    const options = (
      await t.app.inject({ method: 'OPTIONS', url: REQUESTS, headers: await t.authHeader(DEMO.consumer) })
    ).json();
    const notes = options.actions.POST.status_note.choices;
    expect(notes).toContainEqual({
      value: 'reading_period_finalized',
      display_name: 'Reading not performed',
    });
  });
});

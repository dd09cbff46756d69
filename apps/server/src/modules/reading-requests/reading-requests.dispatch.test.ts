import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { DUPLICATE_REQUEST } from './reading-requests.service';

/** Dispatching and the object's OPTIONS. */
describe('PATCH reading_requests/{id}/ {delegate}', () => {
  const t = useTestApp();
  const REQUESTS = '/api/v2/reading_requests/';

  const supplierMeter = async () =>
    (
      await sql<{ id: string }>`SELECT m.id FROM meters m JOIN users u ON u.email = ${DEMO.supplier}
        WHERE m.energy_supplier_id = u.company_id AND m.status = 'active' ORDER BY m.id LIMIT 1`.execute(
        t.ctx.db,
      )
    ).rows[0]!.id;
  let month = 0;
  const order = async (meter: string, delegate?: string, sameMonth = false) => {
    if (!sameMonth) month += 1;
    const response = await t.send(DEMO.supplier, 'POST', REQUESTS, {
      meter,
      planned_reading_date: `2099-${String(month).padStart(2, '0')}-01T00:00:00Z`,
      planned_reading_date_end: `2099-${String(month).padStart(2, '0')}-14T23:59:59Z`,
      ...(delegate ? { delegate } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { url: string; resource_id: string };
  };

  it('answers 409 naming the twin when a dispatch would duplicate a request (was a 500), changing nothing', async () => {
    const meter = await supplierMeter();
    const a = await order(meter, DEMO.reader);
    const b = await order(meter, undefined, true);
    const dispatch = await t.send(DEMO.supplier, 'PATCH', `${REQUESTS}${b.resource_id}/`, {
      delegate: DEMO.reader,
    });
    expect(dispatch.statusCode, dispatch.body).toBe(409);
    expect(dispatch.json().detail).toBe(DUPLICATE_REQUEST);
    expect(dispatch.json().url).toBe(a.url);
    expect((await t.get(DEMO.supplier, `${REQUESTS}${b.resource_id}/`)).json().delegate).toBeNull();
    // Another reader is no twin: dispatched.
    const other = await t.send(DEMO.supplier, 'PATCH', `${REQUESTS}${b.resource_id}/`, { delegate: '' });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('refuses bodies that are none of the three shapes (400), and a dispatch of an answered request', async () => {
    const b = await order(await supplierMeter());
    for (const body of [
      {},
      { delegate: DEMO.reader, status: 'rejected' },
      { status: 'success' },
      { status: 'new' },
      { reading: b.url, delegate: DEMO.reader },
    ]) {
      const response = await t.send(DEMO.supplier, 'PATCH', `${REQUESTS}${b.resource_id}/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const noNote = await t.send(DEMO.supplier, 'PATCH', `${REQUESTS}${b.resource_id}/`, {
      status: 'rejected',
    });
    expect(noNote.json()).toEqual({ status_note: ['Choose a status note.'] });
  });

  it('OPTIONS on a request: PUT for who may dispatch, none for a meter reader; 404 out of scope, 401 without token', async () => {
    const { rows } = await sql<{
      id: string;
    }>`SELECT rr.id FROM reading_requests rr JOIN users u ON u.email = ${DEMO.reader}
      WHERE rr.delegate_id = u.id LIMIT 1`.execute(t.ctx.db);
    const url = `${REQUESTS}${rows[0]!.id}/`;
    const options = (email: string) =>
      t.app
        .inject({ method: 'OPTIONS', url, headers: {} })
        .then(async () => t.app.inject({ method: 'OPTIONS', url, headers: await t.authHeader(email) }));
    const scheduler = await options(DEMO.service);
    expect(scheduler.statusCode, scheduler.body).toBe(200);
    expect(scheduler.json().actions.PUT).toBeDefined();
    const reader = await options(DEMO.reader);
    expect(reader.statusCode).toBe(200);
    expect(reader.json().actions?.PUT).toBeUndefined();
    expect((await options(DEMO.stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'OPTIONS', url })).statusCode).toBe(401);
  });
});

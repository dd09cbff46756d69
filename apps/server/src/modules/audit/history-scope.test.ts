import { HIDDEN_ID, HISTORY_VISIBILITY_NOTE, type HistoryEntry } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { recordChangesAs } from '../../db/audit-actor';
import { actorOf, companyIds, firstBuilding, firstMeter, listedMeter } from '../../testing/demo-rows';

/**
 * An object's history names only what the caller sees now: a link to another company's meter, building,
 * user or company (and the actor who made the change, when the caller does not see them) shows neither
 * its id nor its name, number or address.
 */
describe('history entries name only what the caller sees', () => {
  const t = useTestApp();

  /** Fremdwerk Demo (walled off from the other demo companies), its scheduler, a building and a meter of it. */
  const hidden = async () => {
    const fremdwerk = (await companyIds(t))['Fremdwerk Demo']!;
    const building = await firstBuilding(t, fremdwerk, { withMeters: true });
    const meter = await firstMeter(t, building);
    const address = await t.ctx.db
      .selectFrom('buildings')
      .select(['street', 'zip_code', 'city'])
      .where('id', '=', building)
      .executeTakeFirstOrThrow();
    const stranger = await actorOf(t, DEMO.stranger);
    return {
      stranger,
      ids: [fremdwerk, building, meter.id, stranger.userId],
      names: ['Fremdwerk Demo', meter.meter_id, address.street, address.city, DEMO.stranger],
    };
  };

  /** A direct change made as Fremdwerk's scheduler, recorded as theirs. */
  const changeAs = async (by: Awaited<ReturnType<typeof hidden>>['stranger'], query: string) =>
    t.ctx.db.transaction().execute(async (trx) => {
      await recordChangesAs(trx, by);
      await sql.raw(query).execute(trx);
    });

  const expectNothingNamed = async (
    email: string,
    path: string,
    seen: Awaited<ReturnType<typeof hidden>>,
  ) => {
    const response = await t.get(email, `${path}history/`);
    expect(response.statusCode, response.body).toBe(200);
    const text = response.body;
    for (const value of [...seen.ids, ...seen.names]) expect(text).not.toContain(value);
    const [latest] = response.json().results as HistoryEntry[];
    expect(latest!.actor).toMatchObject({ kind: 'user', name: null, company: HIDDEN_ID, company_name: null });
    return latest!;
  };

  it('meters/{id}/history/: a main meter of another company is not named', async () => {
    const seen = await hidden();
    const { meter } = await listedMeter(t, DEMO.supplier);
    await changeAs(seen.stranger, `UPDATE meters SET main_meter_id = '${seen.ids[2]}' WHERE id = '${meter}'`);
    const latest = await expectNothingNamed(DEMO.supplier, `/api/v2/meters/${meter}/`, seen);
    expect(latest.changes).toContainEqual({ field: 'main_meter_id', before: null, after: HIDDEN_ID });
    expect(latest.labels).toEqual({});
  });

  it('buildings/{id}/history/: another company as consumer and its user as manager are not named', async () => {
    const seen = await hidden();
    const { building } = await listedMeter(t, DEMO.consumer);
    const [fremdwerk, , , stranger] = seen.ids;
    await changeAs(
      seen.stranger,
      `UPDATE buildings SET commercial_consumer_id = '${fremdwerk}', property_manager_id = '${stranger}' WHERE id = '${building}'`,
    );
    const latest = await expectNothingNamed(DEMO.consumer, `/api/v2/buildings/${building}/`, seen);
    const after = Object.fromEntries(latest.changes.map((change) => [change.field, change.after]));
    expect(after).toMatchObject({ commercial_consumer_id: HIDDEN_ID, property_manager_id: HIDDEN_ID });
  });

  it('readings/{id}/history/: an applying person the caller does not see is not named', async () => {
    const seen = await hidden();
    const { meter } = await listedMeter(t, DEMO.supplier);
    const reading = await t.ctx.db
      .selectFrom('readings')
      .select('id')
      .where('meter_id', '=', meter)
      .executeTakeFirstOrThrow();
    await changeAs(
      seen.stranger,
      `UPDATE readings SET applying_person_id = '${seen.ids[3]}' WHERE id = '${reading.id}'`,
    );
    const latest = await expectNothingNamed(DEMO.supplier, `/api/v2/readings/${reading.id}/`, seen);
    expect(latest.changes).toContainEqual(
      expect.objectContaining({ field: 'applying_person_id', after: HIDDEN_ID }),
    );
  });

  it('reading_requests/{id}/history/: a delegate the caller does not see is not named', async () => {
    const seen = await hidden();
    const [request] = (await t.get(DEMO.supplier, '/api/v2/reading_requests/?page_size=1')).json().results;
    await changeAs(
      seen.stranger,
      `UPDATE reading_requests SET delegate_id = '${seen.ids[3]}' WHERE id = '${request.resource_id}'`,
    );
    const latest = await expectNothingNamed(
      DEMO.supplier,
      `/api/v2/reading_requests/${request.resource_id}/`,
      seen,
    );
    expect(latest.changes).toContainEqual(
      expect.objectContaining({ field: 'delegate_id', after: HIDDEN_ID }),
    );
  });

  it('companies/{id}/history/: a former contractor is not named, in the field name either', async () => {
    const seen = await hidden();
    const consumer = (await companyIds(t))['Hausverwaltung Demo']!;
    const [fremdwerk] = seen.ids;
    await changeAs(
      seen.stranger,
      `INSERT INTO company_contractors (company_id, contractor_id) VALUES ('${consumer}', '${fremdwerk}')`,
    );
    await changeAs(
      seen.stranger,
      `DELETE FROM company_contractors WHERE company_id = '${consumer}' AND contractor_id = '${fremdwerk}'`,
    );
    const latest = await expectNothingNamed(DEMO.consumer, `/api/v2/companies/${consumer}/`, seen);
    expect(latest.changes.length).toBeGreaterThan(0);
    for (const change of latest.changes)
      expect(change.field.startsWith(`contractors[${HIDDEN_ID}]`)).toBe(true);
  });

  it('employees/{id}/history/: a creator of another company is not named', async () => {
    const seen = await hidden();
    const basic = await t.userId(DEMO.basic);
    await changeAs(seen.stranger, `UPDATE users SET owner_id = '${seen.ids[3]}' WHERE id = '${basic}'`);
    const latest = await expectNothingNamed(DEMO.consumer, `/api/v2/employees/${basic}/`, seen);
    expect(latest.changes).toContainEqual(expect.objectContaining({ field: 'owner_id', after: HIDDEN_ID }));
  });

  it('names what the caller sees: another visible meter by its number, a colleague as the actor', async () => {
    const [a, b] = (await t.get(DEMO.supplier, '/api/v2/meters/?page_size=2&status=active')).json().results;
    const supplier = await actorOf(t, DEMO.supplier);
    await t.ctx.db.transaction().execute(async (trx) => {
      await recordChangesAs(trx, supplier);
      await sql`UPDATE meters SET predecessor_meter_id = ${b.resource_id} WHERE id = ${a.resource_id}`.execute(
        trx,
      );
    });
    const [latest] = (await t.get(DEMO.supplier, `/api/v2/meters/${a.resource_id}/history/`)).json()
      .results as HistoryEntry[];
    expect(latest!.actor).toMatchObject({ name: DEMO.supplier, company: supplier.companyId });
    expect(latest!.changes).toContainEqual(
      expect.objectContaining({ field: 'predecessor_meter_id', after: b.resource_id }),
    );
    expect(latest!.labels).toEqual({ [b.resource_id]: b.meter_id });
  });

  it('the OpenAPI document describes the placeholder on every history route', async () => {
    const document = (await t.app.inject({ url: '/api/v2/docs/json' })).json();
    expect(HISTORY_VISIBILITY_NOTE).toContain(HIDDEN_ID);
    for (const path of ['meters', 'buildings', 'readings', 'reading_requests', 'companies', 'employees'])
      expect(document.paths[`/api/v2/${path}/{id}/history/`].get.description).toBe(HISTORY_VISIBILITY_NOTE);
  });
});

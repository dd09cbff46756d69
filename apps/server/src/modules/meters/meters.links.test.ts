import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { companyIds, firstBuilding } from '../../testing/demo-rows';

/**
 * Links to other meters (main meter, predecessor, successor) and the sub-meter count follow the caller's
 * scope (`auth/scope.ts`): a meter the caller cannot see is not named, not by url, id or number.
 */
describe('meter links within the scope', () => {
  const t = useTestApp();
  const company: Record<string, string> = {};
  /** A consumer building the reader sees (preferred delegate), and one they do not. */
  let seen: string;
  let hidden: string;

  beforeAll(async () => {
    Object.assign(company, await companyIds(t));
    seen = await firstBuilding(t, company['Hausverwaltung Demo']!);
    const delegate = await t.send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${seen}/`, {
      preferred_delegate: DEMO.reader,
    });
    expect(delegate.statusCode, delegate.body).toBe(200);
    const ids = async (email: string) =>
      (
        (await t.get(email, '/api/v2/buildings/?page_size=1000')).json().results as Array<{
          resource_id: string;
          owner_company: string;
        }>
      ).filter((b) => b.owner_company.includes(company['Hausverwaltung Demo']!));
    const readers = new Set((await ids(DEMO.reader)).map((b) => b.resource_id));
    expect(readers.has(seen)).toBe(true);
    hidden = (await ids(DEMO.consumer)).find((b) => !readers.has(b.resource_id))!.resource_id;
    expect((await t.get(DEMO.reader, `/api/v2/buildings/${hidden}/`)).statusCode).toBe(404);
  });

  /** A new electricity meter in the building the reader sees (created by the supplier, who may). */
  const create = async (meterId: string, extra: object = {}) => {
    const response = await t.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
      building: seen,
      meter_id: meterId,
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      obis_codes: ['1-1:1.8.0'],
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { url: string; resource_id: string; meter_id: string };
  };
  /** The consumer moves a meter to the building the reader cannot see. */
  const hide = async (meter: { resource_id: string }) => {
    const moved = await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter.resource_id}/`, {
      building: hidden,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.get(DEMO.reader, `/api/v2/meters/${meter.resource_id}/`)).statusCode).toBe(404);
  };
  /** The meter as the detail and as the list show it to a user. */
  const read = async (email: string, meter: { resource_id: string; meter_id: string }) => {
    const detail = await t.get(email, `/api/v2/meters/${meter.resource_id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    const list = (await t.get(email, `/api/v2/meters/?meter_id=${meter.meter_id}`)).json();
    expect(list.results).toHaveLength(1);
    return [detail.json(), list.results[0]];
  };

  it('does not name a main meter moved out of the reader’s sight, in the detail or the list', async () => {
    const main = await create('LINK-MAIN-1');
    const sub = await create('LINK-SUB-1', { main_meter: main.url });
    for (const shown of await read(DEMO.reader, sub)) {
      expect(shown.main_meter_link).toMatchObject({ resource_id: main.resource_id, meter_id: 'LINK-MAIN-1' });
    }
    await hide(main);
    for (const shown of await read(DEMO.reader, sub)) {
      expect(shown.main_meter).toBeNull();
      expect(shown.main_meter_link).toBeNull();
      expect(JSON.stringify(shown)).not.toContain('LINK-MAIN-1');
      expect(JSON.stringify(shown)).not.toContain(main.resource_id);
    }
    // The consumer sees both buildings: the link is still there.
    for (const shown of await read(DEMO.consumer, sub)) {
      expect(shown.main_meter).toBe(main.url);
      expect(shown.main_meter_link).toMatchObject({ meter_id: 'LINK-MAIN-1' });
    }
  });

  it('counts only the sub-meters the caller sees', async () => {
    const main = await create('LINK-MAIN-2');
    await create('LINK-SUB-2A', { main_meter: main.url });
    const moved = await create('LINK-SUB-2B', { main_meter: main.url });
    for (const shown of await read(DEMO.reader, main)) expect(shown.sub_meters_count).toBe(2);
    await hide(moved);
    for (const shown of await read(DEMO.reader, main)) expect(shown.sub_meters_count).toBe(1);
    for (const shown of await read(DEMO.consumer, main)) expect(shown.sub_meters_count).toBe(2);
  });

  it('does not name a successor or predecessor the reader cannot see', async () => {
    const predecessor = await create('LINK-PRE-3');
    const successor = await create('LINK-SUC-3', { predecessor_meter_id: predecessor.url });
    for (const shown of await read(DEMO.reader, predecessor)) {
      expect(shown.successor).toMatchObject({ meter_id: 'LINK-SUC-3' });
    }
    await hide(successor);
    for (const shown of await read(DEMO.reader, predecessor)) {
      expect(shown.successor).toBeNull();
      expect(JSON.stringify(shown)).not.toContain(successor.resource_id);
    }
    for (const shown of await read(DEMO.consumer, predecessor)) {
      expect(shown.successor).toMatchObject({ meter_id: 'LINK-SUC-3' });
    }

    const earlier = await create('LINK-PRE-4');
    const later = await create('LINK-SUC-4', { predecessor_meter_id: earlier.url });
    await hide(earlier);
    for (const shown of await read(DEMO.reader, later)) {
      expect(shown.predecessor).toBeNull();
      expect(shown.predecessor_meter_id).toBeNull();
      expect(JSON.stringify(shown)).not.toContain(earlier.resource_id);
    }
    for (const shown of await read(DEMO.consumer, later)) {
      expect(shown.predecessor).toMatchObject({ meter_id: 'LINK-PRE-4' });
      expect(shown.predecessor_meter_id).toBe(earlier.url);
    }
  });

  it('keeps a hidden main meter and predecessor when the meter is sent back as it was read', async () => {
    const main = await create('LINK-MAIN-5');
    const predecessor = await create('LINK-PRE-5');
    const meter = await create('LINK-SUB-5', { main_meter: main.url, predecessor_meter_id: predecessor.url });
    await hide(main);
    await hide(predecessor);
    // Fremdwerk supplies this meter: it sees the meter's building, not the one the links were moved to.
    await t.ctx.db
      .updateTable('meters')
      .set({ energy_supplier_id: company['Fremdwerk Demo']! })
      .where('id', '=', meter.resource_id)
      .execute();
    expect((await t.get(DEMO.stranger, `/api/v2/buildings/${hidden}/`)).statusCode).toBe(404);
    const [shown] = await read(DEMO.stranger, meter);
    expect(shown).toMatchObject({ main_meter: null, main_meter_link: null, predecessor_meter_id: null });
    const put = await t.send(DEMO.stranger, 'PUT', `/api/v2/meters/${meter.resource_id}/`, {
      ...shown,
      building: shown.building.url,
      label: 'sent back',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ label: 'sent back', main_meter: null, predecessor_meter_id: null });
    const patch = await t.send(DEMO.stranger, 'PATCH', `/api/v2/meters/${meter.resource_id}/`, {
      main_meter: null,
      predecessor_meter_id: null,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const stored = await t.ctx.db
      .selectFrom('meters')
      .select(['main_meter_id', 'predecessor_meter_id', 'label'])
      .where('id', '=', meter.resource_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      main_meter_id: main.resource_id,
      predecessor_meter_id: predecessor.resource_id,
      label: 'sent back',
    });
  });
});

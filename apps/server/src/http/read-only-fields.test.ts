import { meterSchema, meterWriteSchema, readingCreateSchema, readingSchema } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { listedMeter } from '../testing/demo-rows';
import { readOnlyTree, withoutReadOnly } from './read-only-fields';

const OTHER_ID = '01941f29-7c27-7001-8000-0000000000ff';

describe('read-only fields in request bodies are accepted and ignored (DRF)', () => {
  const t = useTestApp();
  let building: string;
  let meter: string;

  beforeAll(async () => {
    ({ meter, building } = await listedMeter(t, DEMO.consumer));
  });

  const send = async (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: await t.authHeader(DEMO.consumer), payload });
  const get = async (url: string) =>
    (await t.app.inject({ url, headers: await t.authHeader(DEMO.consumer) })).json();

  it('PUT of the building as read, with another resource_id, url and created: 200, none of them stored', async () => {
    const url = `/api/v2/buildings/${building}/`;
    const before = await get(url);
    const put = await send('PUT', url, {
      ...before,
      label: 'Sent back whole',
      resource_id: OTHER_ID,
      url: `http://elsewhere/api/v2/buildings/${OTHER_ID}/`,
      created: '2000-01-01T00:00:00Z',
      owner_company_name: 'Someone else',
      meters_count: 0,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(url);
    expect(after).toMatchObject({ label: 'Sent back whole', resource_id: building, created: before.created });
    expect(after.owner_company_name).toBe(before.owner_company_name);
    expect(after.meters_count).toBe(before.meters_count);
  });

  it('PUT of the meter as read (building as its url), with another resource_id and created: 200, unchanged', async () => {
    const url = `/api/v2/meters/${meter}/`;
    const before = await get(url);
    const put = await send('PUT', url, {
      ...before,
      building: before.building.url,
      label: 'Meter sent back whole',
      resource_id: OTHER_ID,
      created: '2000-01-01T00:00:00Z',
      sub_meters_count: 99,
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await get(url);
    expect(after).toMatchObject({
      label: 'Meter sent back whole',
      resource_id: meter,
      created: before.created,
    });
    expect(after.sub_meters_count).toBe(before.sub_meters_count);
    const patch = await send('PATCH', url, {
      note: 'patched',
      modified: '2000-01-01T00:00:00Z',
      owner: null,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().modified).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('still refuses fields the resource does not have', async () => {
    const response = await send('PATCH', `/api/v2/meters/${meter}/`, { note: 'x', is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ is_admin: ['Unknown field.'] });
  });

  it('derives the fields from the response schema minus the body schema, also inside arrays of objects', () => {
    const meterTree = readOnlyTree(meterSchema, meterWriteSchema)!;
    expect([...meterTree.drop]).toEqual(expect.arrayContaining(['url', 'resource_id', 'created', 'owner']));
    expect(meterTree.drop.has('label')).toBe(false);
    const readingTree = readOnlyTree(readingSchema, readingCreateSchema)!;
    expect(
      withoutReadOnly(
        {
          meter: 'm',
          url: 'u',
          results: [{ obis: '1.8.0', value: 1, consumption: 2, consumptionAverage: 3 }],
        },
        readingTree,
      ),
    ).toEqual({ meter: 'm', results: [{ obis: '1.8.0', value: 1 }] });
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '@portal/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { actorOf, companyIds, firstBuilding } from '../../testing/demo-rows';
import { MetersRepository } from '../meters/meters.repository';
import { BuildingsRepository } from './buildings.repository';

// Addresses open to edits (the default configuration fixes them), so that an edit can hit a duplicate.
const configFile = join(mkdtempSync(join(tmpdir(), 'portal-buildings-scope-')), 'portal.json');
writeFileSync(configFile, JSON.stringify({ BUILDING_READ_ONLY_ON_EDIT: [] }));

describe('buildings: scope of writes, one transaction, 409s', () => {
  const t = useTestApp({ PORTAL_CONFIG_FILE: configFile });
  const company: Record<string, string> = {};
  const actor: Record<'consumer' | 'basic' | 'supplier' | 'stranger', Actor> = {} as never;
  let consumerBuilding: string;

  const building = (id: string) =>
    t.ctx.db.selectFrom('buildings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const meters = (buildingId: string) =>
    t.ctx.db
      .selectFrom('meters')
      .select(['id', 'status', 'date_status_change', 'meter_reading_service_id'])
      .where('building_id', '=', buildingId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    Object.assign(company, await companyIds(t));
    for (const role of ['consumer', 'basic', 'supplier', 'stranger'] as const)
      actor[role] = await actorOf(t, DEMO[role]);
    // An active building of the consumer's company, with meters.
    consumerBuilding = await firstBuilding(t, company['Hausverwaltung Demo']!, { withMeters: true });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('repository', () => {
    it("changes nothing through another company's actor: update, delete, meter status, reading service", async () => {
      const { buildings, meters: meterRepository } = t.ctx.data;
      const before = await building(consumerBuilding);
      const metersBefore = await meters(consumerBuilding);
      expect(metersBefore.length).toBeGreaterThan(0);

      expect(await buildings.findById(actor.stranger, consumerBuilding)).toBeUndefined();
      await expect(buildings.findByIdOrThrow(actor.stranger, consumerBuilding)).rejects.toMatchObject({
        statusCode: 404,
      });
      await buildings.update(actor.stranger, consumerBuilding, { label: 'taken over', status: 'inactive' });
      await meterRepository.setStatusOfBuilding(actor.stranger, consumerBuilding, 'inactive', new Date());
      expect(
        await meterRepository.setReadingServiceOfBuilding(
          actor.stranger,
          consumerBuilding,
          company['Fremdwerk Demo']!,
          {
            onlyEmpty: false,
          },
        ),
      ).toBe(0);
      await buildings.delete(actor.stranger, consumerBuilding);

      expect(await building(consumerBuilding)).toEqual(before);
      expect(await meters(consumerBuilding)).toEqual(metersBefore);
    });

    it("writes through the owner's actor (the same calls are not simply inert)", async () => {
      const { buildings } = t.ctx.data;
      const { label } = await building(consumerBuilding);
      await buildings.update(actor.consumer, consumerBuilding, { label: 'through the owner' });
      expect((await building(consumerBuilding)).label).toBe('through the owner');
      await buildings.update(actor.consumer, consumerBuilding, { label });
    });

    it("stamps the caller's company and user as the owner of a new building", async () => {
      const id = await t.ctx.data.buildings.insert(actor.basic, {
        zip_code: '10117',
        city: 'Berlin',
        street: 'Stempelweg',
        street_number: '3',
      });
      expect(await building(id)).toMatchObject({
        owner_company_id: actor.basic.companyId,
        owner_id: actor.basic.userId,
      });
      await t.ctx.data.buildings.delete(actor.basic, id);
    });
  });

  it('answers no field read_only in OPTIONS when the configuration fixes none (BUILDING_READ_ONLY_ON_EDIT: [])', async () => {
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v2/buildings/${consumerBuilding}/`,
      headers: await t.authHeader(DEMO.consumer),
    });
    const put = options.json().actions.PUT;
    for (const field of ['city', 'zip_code', 'street', 'street_number', 'country', 'state'])
      expect(put[field].read_only, field).toBe(false);
  });

  describe('PATCH in one transaction', () => {
    it('keeps the building and its meters as they were when a later write of the same PATCH fails', async () => {
      const before = await building(consumerBuilding);
      const metersBefore = await meters(consumerBuilding);
      vi.spyOn(MetersRepository.prototype, 'setReadingServiceOfBuilding').mockRejectedValueOnce(
        new Error('reading service write failed'),
      );
      const response = await t.send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        status: 'inactive',
        label: 'half saved',
        meters_reading_service: company['Ablesedienst Demo'],
      });
      expect(response.statusCode).toBe(500);
      expect(await building(consumerBuilding)).toEqual(before);
      expect(await meters(consumerBuilding)).toEqual(metersBefore);
    });
  });

  describe('409 for a duplicate address', () => {
    const address = { zip_code: '10119', city: 'Berlin', street: 'Doppelgasse', street_number: '5' };
    let hidden: string;
    let shared: string;

    beforeAll(async () => {
      // A building of the consumer's company that the supplier does not see (no meters, own consumer) …
      hidden = (await t.send(DEMO.basic, 'POST', '/api/v2/buildings/', address)).json().resource_id;
      expect(await t.ctx.data.buildings.findById(actor.supplier, hidden)).toBeUndefined();
      // … and one of the same company that both see.
      const seen = await t.ctx.data.buildings
        .scoped(actor.supplier)
        .where('b.owner_company_id', '=', company['Hausverwaltung Demo']!)
        .executeTakeFirstOrThrow();
      shared = seen.id;
    });

    it('names the existing building to a caller who sees it', async () => {
      const response = await t.send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${shared}/`, address);
      expect(response.statusCode).toBe(409);
      expect(response.json().url).toMatch(new RegExp(`/api/v2/buildings/${hidden}/$`));
    });

    it('does not name it to a caller who does not see it (still 409, nothing saved)', async () => {
      const before = await building(shared);
      const response = await t.send(DEMO.supplier, 'PATCH', `/api/v2/buildings/${shared}/`, address);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'A building with this address already exists.' });
      expect(await building(shared)).toEqual(before);
    });

    it('answers a race lost to the unique index (the check saw no duplicate) as the same 409', async () => {
      vi.spyOn(BuildingsRepository.prototype, 'findDuplicate').mockResolvedValueOnce(undefined);
      const response = await t.send(DEMO.basic, 'POST', '/api/v2/buildings/', {
        ...address,
        city: 'BERLIN',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().url).toMatch(new RegExp(`/api/v2/buildings/${hidden}/$`));
    });
  });
});

import { BASE_CONFIGURATION, buildingSchema } from '@portal/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp, useTestApp } from '../../../test/app';
import { companyIds, firstBuilding } from '../../testing/demo-rows';

const NEW_BUILDING = {
  zip_code: '10115',
  city: 'Berlin',
  street: 'Teststraße',
  street_number: '1a',
  label: 'Test house',
};

describe('buildings API', () => {
  const t = useTestApp();
  const company: Record<string, string> = {};
  let consumerBuilding: string;
  let strangerBuilding: string;

  beforeAll(async () => {
    Object.assign(company, await companyIds(t));
    consumerBuilding = await firstBuilding(t, company['Hausverwaltung Demo']!);
    strangerBuilding = await firstBuilding(t, company['Fremdwerk Demo']!, { active: false });
  });

  const get: TestApp['get'] = (...args) => t.get(...args);
  const send: TestApp['send'] = (...args) => t.send(...args);

  describe('GET buildings/', () => {
    it('lists the buildings in scope, ordered by zip code, with the contract shape', async () => {
      const response = await get(DEMO.consumer, '/api/v2/buildings/?pagination=page_number&page_size=100');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBeGreaterThan(30);
      const zips = body.results.map((b: { zip_code: string }) => b.zip_code);
      expect(zips).toEqual([...zips].sort());
      for (const building of body.results) buildingSchema.parse(building);
      expect(
        body.results.some((b: { owner_company: string }) =>
          b.owner_company.endsWith(`${company['Fremdwerk Demo']}/`),
        ),
      ).toBe(false);
    });

    it('filters by status, delegate, manager, reading service, request status, consumer and missing media', async () => {
      const count = async (query: string) =>
        (await get(DEMO.supplier, `/api/v2/buildings/?page_size=1000&${query}`)).json().count as number;
      const all = await count('');
      expect((await count('status=active')) + (await count('status=inactive'))).toBe(all);
      expect(await count('status=inactive')).toBeGreaterThan(0);
      expect(
        (await count('property_manager__isnull=true')) + (await count('property_manager__isnull=false')),
      ).toBe(all);
      expect(
        (await count('meters_reading_service__isnull=true')) +
          (await count('meters_reading_service__isnull=false')),
      ).toBe(all);
      const delegatedCount = await count(`preferred_delegate=${DEMO.reader}`);
      expect(delegatedCount).toBeGreaterThan(0);
      expect(await count(`preferredDelegate=${DEMO.reader}`)).toBe(delegatedCount);
      expect(
        (await count('preferred_delegate__isnull=true')) + (await count('preferred_delegate__isnull=false')),
      ).toBe(all);
      expect(await count('search=zzzz-no-such-building')).toBe(0);
      const managed = await t.ctx.db
        .selectFrom('buildings as b')
        .innerJoin('users as u', 'u.id', 'b.property_manager_id')
        .select('u.email')
        .where('b.owner_company_id', '=', company['Stadtwerke Demo']!)
        .executeTakeFirstOrThrow();
      const managedCount = await count(`property_manager=${managed.email}`);
      expect(managedCount).toBeGreaterThan(0);
      expect(await count(`propertyManager=${managed.email.toUpperCase()}`)).toBe(managedCount);
      expect(await count('reading_requests_status=rejected,new')).toBeGreaterThan(0);
      expect(await count(`commercial_consumer=${company['Hausverwaltung Demo']}`)).toBeGreaterThan(0);
      expect(await count('has_no_meter_of_type_but_has_readings=electricity')).toBeLessThan(all);
      const delegated = (
        await get(DEMO.supplier, `/api/v2/buildings/?page_size=100&preferred_delegate=${DEMO.reader}`)
      ).json();
      expect(
        delegated.results.every((b: { preferred_delegate: string }) => b.preferred_delegate === DEMO.reader),
      ).toBe(true);
    });

    it('answers 400 for bad filters and orderings, 401 without a token', async () => {
      expect((await get(DEMO.consumer, '/api/v2/buildings/?status=demolished')).statusCode).toBe(400);
      expect((await get(DEMO.consumer, '/api/v2/buildings/?o=owner_company_id')).statusCode).toBe(400);
      expect(
        (await get(DEMO.consumer, '/api/v2/buildings/?has_no_meter_of_type_but_has_readings=plutonium'))
          .statusCode,
      ).toBe(400);
      expect((await get(DEMO.consumer, '/api/v2/buildings/?reading_requests_status=lost')).statusCode).toBe(
        400,
      );
      expect((await t.app.inject({ url: '/api/v2/buildings/' })).statusCode).toBe(401);
    });

    it('shows a meter reader only the buildings of their deliveries', async () => {
      const reader = (await get(DEMO.reader, '/api/v2/buildings/?page_size=1000')).json();
      const service = (await get(DEMO.service, '/api/v2/buildings/?page_size=1000')).json();
      expect(reader.count).toBeGreaterThan(0);
      expect(reader.count).toBeLessThan(service.count);
    });

    it('filters a meter reader’s buildings by the status of their own requests only', async () => {
      const readerId = (
        await t.ctx.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', DEMO.reader)
          .executeTakeFirstOrThrow()
      ).id;
      // A building the reader sees as preferred delegate, and a request there for nobody, in a status
      // none of the reader's own requests in that building has.
      const target = await t.ctx.db
        .selectFrom('buildings as b')
        .innerJoin('meters as m', 'm.building_id', 'b.id')
        .select(['b.id as building', 'm.id as meter', 'b.owner_company_id as company'])
        .where('b.preferred_delegate_id', '=', readerId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('reading_requests as rr')
                .innerJoin('meters as m2', 'm2.id', 'rr.meter_id')
                .select('rr.id')
                .whereRef('m2.building_id', '=', 'b.id')
                .where('rr.delegate_id', '=', readerId)
                .where('rr.status', '=', 'rejected_selfservice'),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      const count = async () =>
        (
          await get(
            DEMO.reader,
            '/api/v2/buildings/?page_size=1000&reading_requests_status=rejected_selfservice',
          )
        )
          .json()
          .results.filter((b: { resource_id: string }) => b.resource_id === target.building).length;
      expect(await count()).toBe(0);
      await t.ctx.db
        .insertInto('reading_requests')
        .values({
          meter_id: target.meter,
          planned_reading_date: new Date('2027-03-01T00:00:00Z'),
          planned_reading_date_end: new Date('2027-03-05T00:00:00Z'),
          status: 'rejected_selfservice',
          owner_company_id: target.company,
        })
        .execute();
      expect(await count()).toBe(0);
      const ownerView = (
        await get(
          DEMO.admin,
          `/api/v2/buildings/?page_size=1&reading_requests_status=rejected_selfservice&id__in=${target.building}`,
        )
      ).json();
      expect(ownerView.count).toBe(1);
    });
  });

  describe('GET buildings/{id}/', () => {
    it("answers the building, and 404 for another company's building either way", async () => {
      expect((await get(DEMO.consumer, `/api/v2/buildings/${consumerBuilding}/`)).statusCode).toBe(200);
      expect((await get(DEMO.stranger, `/api/v2/buildings/${consumerBuilding}/`)).statusCode).toBe(404);
      expect((await get(DEMO.consumer, `/api/v2/buildings/${strangerBuilding}/`)).statusCode).toBe(404);
    });
  });

  describe('POST buildings/', () => {
    it('lets a basic user of a commercial consumer add a building, owned by and consumed by their company', async () => {
      const response = await send(DEMO.basic, 'POST', '/api/v2/buildings/', NEW_BUILDING);
      expect(response.statusCode).toBe(201);
      const building = buildingSchema.parse(response.json());
      expect(building).toMatchObject({ status: 'active', city: 'Berlin', meters_count: 0 });
      expect(building.commercial_consumer).toMatch(company['Hausverwaltung Demo']!);
      expect(building.owner_company).toMatch(company['Hausverwaltung Demo']!);
    });

    it('answers 409 with the existing url for the same address (any case)', async () => {
      const response = await send(DEMO.basic, 'POST', '/api/v2/buildings/', {
        ...NEW_BUILDING,
        city: 'BERLIN',
        street: 'teststraße',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().url).toMatch(/\/api\/v2\/buildings\/[0-9a-f-]{36}\/$/);
    });

    it('refuses roles and company types that may not add buildings (403)', async () => {
      for (const email of [DEMO.consumer, DEMO.service, DEMO.reader]) {
        const response = await send(email, 'POST', '/api/v2/buildings/', {
          ...NEW_BUILDING,
          street_number: '99',
        });
        expect(response.statusCode, email).toBe(403);
      }
    });

    it('validates required fields, lengths, references and unknown fields (400)', async () => {
      const cases: Array<[object, string]> = [
        [{ ...NEW_BUILDING, city: undefined }, 'city'],
        [{ ...NEW_BUILDING, city: '   ' }, 'city'],
        [{ ...NEW_BUILDING, zip_code: '12345678901' }, 'zip_code'],
        [{ ...NEW_BUILDING, note: 'x'.repeat(101) }, 'note'],
        [{ ...NEW_BUILDING, status: 'gone' }, 'status'],
        [{ ...NEW_BUILDING, owner_company_id: 'x' }, 'owner_company_id'],
      ];
      for (const [payload, field] of cases) {
        const response = await send(DEMO.basic, 'POST', '/api/v2/buildings/', payload);
        expect(response.statusCode, field).toBe(400);
        expect(Object.keys(response.json()), field).toContain(field);
      }
      // A basic user may not assign a delegate at all.
      const delegate = await send(DEMO.basic, 'POST', '/api/v2/buildings/', {
        ...NEW_BUILDING,
        street_number: '2',
        preferred_delegate: DEMO.reader,
      });
      expect(delegate.statusCode).toBe(403);
    });
  });

  describe('PUT and PATCH buildings/{id}/', () => {
    it('lets a scheduler edit, but not change the address after creation', async () => {
      const current = (await get(DEMO.consumer, `/api/v2/buildings/${consumerBuilding}/`)).json();
      const body = {
        zip_code: current.zip_code,
        city: current.city,
        street: current.street,
        street_number: current.street_number,
        label: 'Renamed',
        note: 'checked',
      };
      const put = await send(DEMO.consumer, 'PUT', `/api/v2/buildings/${consumerBuilding}/`, body);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ label: 'Renamed', note: 'checked' });
      const moved = await send(DEMO.consumer, 'PUT', `/api/v2/buildings/${consumerBuilding}/`, {
        ...body,
        city: 'Elsewhere',
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().city[0]).toMatch(/cannot be changed/);
      // A form sends "" for an empty read-only field stored as null: that is no change.
      await t.ctx.db
        .updateTable('buildings')
        .set({ state: null })
        .where('id', '=', consumerBuilding)
        .execute();
      const empty = await send(DEMO.consumer, 'PUT', `/api/v2/buildings/${consumerBuilding}/`, {
        ...body,
        state: '',
      });
      expect(empty.statusCode, empty.body).toBe(200);
    });

    it('cascades a status change to all meters in one go, with the date', async () => {
      const meters = () =>
        t.ctx.db
          .selectFrom('meters')
          .select(['status', 'date_status_change'])
          .where('building_id', '=', consumerBuilding)
          .execute();
      const inactive = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        status: 'inactive',
        date_status_change: '2026-11-02T00:00:00Z',
      });
      expect(inactive.statusCode).toBe(200);
      expect(inactive.json().date_status_change).toBe('2026-11-02T00:00:00.000Z');
      expect((await meters()).length).toBeGreaterThan(0);
      expect((await meters()).every((m) => m.status === 'inactive' && m.date_status_change !== null)).toBe(
        true,
      );
      const active = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        status: 'active',
        date_status_change: null,
      });
      expect(active.json().date_status_change).toBeNull();
      expect((await meters()).every((m) => m.status === 'active')).toBe(true);
    });

    it('assigns delegate and property manager, checking the kind of employee', async () => {
      const ok = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        preferred_delegate: DEMO.reader,
        property_manager: DEMO.consumer,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        preferred_delegate: DEMO.reader,
        property_manager: DEMO.consumer,
        preferred_delegate_name: expect.any(String),
      });
      expect(
        (
          await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
            preferred_delegate: DEMO.consumer,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
            preferred_delegate: DEMO.stranger,
          })
        ).statusCode,
      ).toBe(400);
      const cleared = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        preferred_delegate: null,
      });
      expect(cleared.json().preferred_delegate).toBeNull();
    });

    it('sets the meter reading service on all meters or only on those without one', async () => {
      const service = company['Ablesedienst Demo']!;
      await t.ctx.db
        .updateTable('meters')
        .set({ meter_reading_service_id: null })
        .where('building_id', '=', consumerBuilding)
        .execute();
      const first = await t.ctx.db
        .selectFrom('meters')
        .select('id')
        .where('building_id', '=', consumerBuilding)
        .orderBy('meter_id')
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .updateTable('meters')
        .set({ meter_reading_service_id: company['Hausverwaltung Demo']! })
        .where('id', '=', first.id)
        .execute();
      const response = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        meters_reading_service: service,
        meters_reading_service_only_empty: true,
      });
      expect(response.statusCode).toBe(200);
      const services = await t.ctx.db
        .selectFrom('meters')
        .select(['id', 'meter_reading_service_id'])
        .where('building_id', '=', consumerBuilding)
        .execute();
      expect(services.find((m) => m.id === first.id)!.meter_reading_service_id).toBe(
        company['Hausverwaltung Demo'],
      );
      expect(
        services.filter((m) => m.id !== first.id).every((m) => m.meter_reading_service_id === service),
      ).toBe(true);
      const all = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        meters_reading_service: service,
      });
      expect(all.statusCode).toBe(200);
      const after = await t.ctx.db
        .selectFrom('meters')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('building_id', '=', consumerBuilding)
        .where('meter_reading_service_id', '<>', service)
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(0);
      const wrongType = await send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, {
        meters_reading_service: company['Stadtwerke Demo'],
      });
      expect(wrongType.statusCode).toBe(400);
    });

    it('refuses edits by a company type that may not edit buildings (403) and hides others (404)', async () => {
      const serviceVisible = (await get(DEMO.service, '/api/v2/buildings/?page_size=1')).json().results[0]
        .resource_id;
      expect(
        (await send(DEMO.service, 'PATCH', `/api/v2/buildings/${serviceVisible}/`, { label: 'nope' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send(DEMO.stranger, 'PATCH', `/api/v2/buildings/${consumerBuilding}/`, { label: 'nope' }))
          .statusCode,
      ).toBe(404);
      const readerVisible = (await get(DEMO.reader, '/api/v2/buildings/?page_size=1')).json().results[0]
        .resource_id;
      const asReader = await send(DEMO.reader, 'PATCH', `/api/v2/buildings/${readerVisible}/`, {
        property_manager: DEMO.consumer,
      });
      expect(asReader.statusCode).toBe(403);
    });
  });

  describe('DELETE buildings/{id}/', () => {
    it('lets only the owner company delete, with its meters', async () => {
      const supplierSees = (
        await get(
          DEMO.supplier,
          `/api/v2/buildings/?page_size=1000&commercial_consumer=${company['Hausverwaltung Demo']}`,
        )
      ).json();
      const notOwned = supplierSees.results.find(
        (b: { owner_company: string }) => !b.owner_company.includes(company['Stadtwerke Demo']!),
      );
      expect(
        (await send(DEMO.supplier, 'DELETE', `/api/v2/buildings/${notOwned.resource_id}/`)).statusCode,
      ).toBe(403);
      const created = await send(DEMO.basic, 'POST', '/api/v2/buildings/', {
        ...NEW_BUILDING,
        street_number: '77',
      });
      const id = created.json().resource_id;
      expect((await send(DEMO.consumer, 'DELETE', `/api/v2/buildings/${id}/`)).statusCode).toBe(204);
      expect((await get(DEMO.consumer, `/api/v2/buildings/${id}/`)).statusCode).toBe(404);
      expect((await send(DEMO.stranger, 'DELETE', `/api/v2/buildings/${consumerBuilding}/`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('OPTIONS', () => {
    it('offers the status choices, and PUT only to those who may edit', async () => {
      const collection = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/buildings/',
        headers: await t.authHeader(DEMO.supplier),
      });
      expect(collection.json().actions.POST.status.choices.map((c: { value: string }) => c.value)).toEqual([
        'active',
        'inactive',
      ]);
      expect(collection.json().actions.POST.zip_code).toMatchObject({ required: true, max_length: 10 });
      const editable = await t.app.inject({
        method: 'OPTIONS',
        url: `/api/v2/buildings/${consumerBuilding}/`,
        headers: await t.authHeader(DEMO.consumer),
      });
      expect(Object.keys(editable.json().actions)).toEqual(['PUT']);
      // The address is fixed after creation (BUILDING_READ_ONLY_ON_EDIT of the described build).
      const put = editable.json().actions.PUT;
      for (const field of BASE_CONFIGURATION.BUILDING_READ_ONLY_ON_EDIT)
        expect(put[field], field).toMatchObject({ read_only: true, required: false });
      expect(put.label.read_only).toBe(false);
      const serviceVisible = (await get(DEMO.service, '/api/v2/buildings/?page_size=1')).json().results[0]
        .resource_id;
      const readOnly = await t.app.inject({
        method: 'OPTIONS',
        url: `/api/v2/buildings/${serviceVisible}/`,
        headers: await t.authHeader(DEMO.service),
      });
      expect(readOnly.json().actions).toEqual({});
    });
  });
});

import { meterSchema } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { companyIds, firstBuilding, firstMeter, meterOwnedBy } from '../../testing/demo-rows';

describe('meters API', () => {
  const t = useTestApp();
  const company: Record<string, string> = {};
  let building: string;
  let meter: { id: string; meter_id: string };
  let strangerMeter: string;

  beforeAll(async () => {
    Object.assign(company, await companyIds(t));
    building = await firstBuilding(t, company['Hausverwaltung Demo']!);
    meter = await firstMeter(t, building);
    strangerMeter = await meterOwnedBy(t, company['Fremdwerk Demo']!);
  });

  const get: TestApp['get'] = (...args) => t.get(...args);
  const send: TestApp['send'] = (...args) => t.send(...args);
  const newMeter = (meterId: string, extra: object = {}) => ({
    building,
    meter_id: meterId,
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    obis_codes: ['1-1:1.8.0'],
    ...extra,
  });

  describe('GET meters/', () => {
    it('lists visible meters with the contract shape, never another company’s', async () => {
      const body = (await get(DEMO.consumer, '/api/v2/meters/?page_size=200')).json();
      expect(body.count).toBeGreaterThan(100);
      for (const item of body.results) meterSchema.parse(item);
      expect(
        body.results.some((m: { owner_company: string }) =>
          m.owner_company.includes(company['Fremdwerk Demo']!),
        ),
      ).toBe(false);
    });

    it('supports every filter of the spec', async () => {
      const count = async (query: string) =>
        (await get(DEMO.consumer, `/api/v2/meters/?page_size=1&${query}`)).json().count as number;
      const all = await count('');
      expect(await count(`building__id=${building}`)).toBeGreaterThan(0);
      expect((await count('needs_check=true')) + (await count('needs_check=false'))).toBe(all);
      expect((await count('main_meter__isnull=true')) + (await count('main_meter__isnull=false'))).toBe(all);
      expect(await count(`energy_supplier=${company['Stadtwerke Demo']}`)).toBeGreaterThan(0);
      expect(await count(`meter_reading_service=${company['Ablesedienst Demo']}`)).toBeGreaterThan(0);
      expect(await count('physical_medium=water')).toBeGreaterThan(0);
      expect(await count('physical_medium__in=water,gas')).toBeGreaterThan(
        await count('physical_medium=water'),
      );
      expect((await count('status=active')) + (await count('status=inactive'))).toBe(all);
      expect(await count(`search=${meter.meter_id.slice(0, 8)}`)).toBeGreaterThan(0);
      const anyReference = async (column: 'main_meter_id' | 'predecessor_meter_id') =>
        (
          await t.ctx.db
            .selectFrom('meters')
            .select(column)
            .where(column, 'is not', null)
            .executeTakeFirstOrThrow()
        )[column];
      expect(await count(`main_meter=${await anyReference('main_meter_id')}`)).toBeGreaterThan(1);
      expect(await count(`predecessor_meter_id=${await anyReference('predecessor_meter_id')}`)).toBe(1);
      expect((await get(DEMO.consumer, '/api/v2/meters/?physical_medium=plutonium')).statusCode).toBe(400);
      expect((await get(DEMO.consumer, '/api/v2/meters/?o=factor')).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/v2/meters/' })).statusCode).toBe(401);
    });

    it('takes a reference as url or id; a value naming no id matches nothing', async () => {
      const count = async (query: string) =>
        (await get(DEMO.consumer, `/api/v2/meters/?page_size=1&${query}`)).json().count as number;
      const byId = await count(`building__id=${building}`);
      expect(await count(`building__id=http://localhost/api/v2/buildings/${building}/`)).toBe(byId);
      expect(await count(`building__id=${building.toUpperCase()}`)).toBe(byId);
      expect(await count('building__id=not-a-building')).toBe(0);
    });

    it('pages in order, whether the page is ordered on the slim rows or needs the joined names', async () => {
      type Row = { meter_id: string; energy_supplier_name: string | null };
      const rows = async (query: string) =>
        (await get(DEMO.consumer, `/api/v2/meters/?${query}`)).json().results as Row[];
      // meter_id: the page's ids come from the meters alone, the names are joined for those 30.
      const first = await rows('page_size=15&o=-meter_id');
      const second = await rows('page_size=15&page=2&o=-meter_id');
      const both = await rows('page_size=30&o=-meter_id');
      expect([...first, ...second]).toEqual(both);
      const numbers = both.map((m) => m.meter_id);
      const inDatabaseOrder = await t.ctx.db
        .selectFrom('meters')
        .select('meter_id')
        .where('meter_id', 'in', numbers)
        .orderBy('meter_id', 'desc')
        .execute();
      expect(numbers).toEqual(inDatabaseOrder.map((m) => m.meter_id));
      expect(both.every((m) => 'energy_supplier_name' in m)).toBe(true);
      // A supplier's name is only in the joined query: ordered there.
      const bySupplier = await rows('page_size=1000&o=energy_supplier_name');
      const names = bySupplier.map((m) => m.energy_supplier_name ?? '');
      expect(names.filter(Boolean).length).toBeGreaterThan(0);
      expect(names).toContain('');
      // Nulls last, as PostgreSQL orders ascending.
      expect(names.slice(names.indexOf('')).every((name) => name === '')).toBe(true);
    });
  });

  describe('GET meters/{id}/', () => {
    it('answers links to predecessor and successor, and 404 outside the scope', async () => {
      const chain = await t.ctx.db
        .selectFrom('meters')
        .select(['id', 'predecessor_meter_id'])
        .where('predecessor_meter_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const successor = (await get(DEMO.supplier, `/api/v2/meters/${chain.id}/`)).json();
      expect(successor.predecessor.resource_id).toBe(chain.predecessor_meter_id);
      const predecessor = (await get(DEMO.supplier, `/api/v2/meters/${chain.predecessor_meter_id}/`)).json();
      expect(predecessor.successor.resource_id).toBe(chain.id);
      expect(predecessor.status).toBe('inactive');
      expect((await get(DEMO.consumer, `/api/v2/meters/${strangerMeter}/`)).statusCode).toBe(404);
      expect((await get(DEMO.stranger, `/api/v2/meters/${meter.id}/`)).statusCode).toBe(404);
    });
  });

  describe('POST meters/', () => {
    it('creates a meter from scratch for a scheduler with the setting; a supplier supplies its new meters', async () => {
      const response = await send(
        DEMO.supplier,
        'POST',
        '/api/v2/meters/',
        newMeter('E2E-NEW-1', { label: 'New', factor: 1 }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const created = meterSchema.parse(response.json());
      expect(created.energy_supplier).toMatch(company['Stadtwerke Demo']!);
      expect(created).toMatchObject({
        needs_check: false,
        status: 'active',
        integer_digits: -999,
        appearance: 'auto',
      });
    });

    it('answers 409 for an existing meter number, with the url when the user sees it', async () => {
      const visible = await send(DEMO.consumer, 'POST', '/api/v2/meters/', newMeter(meter.meter_id));
      expect(visible.statusCode).toBe(409);
      expect(visible.json().url).toMatch(meter.id);
      const strangerNumber = (
        await t.ctx.db
          .selectFrom('meters')
          .select('meter_id')
          .where('id', '=', strangerMeter)
          .executeTakeFirstOrThrow()
      ).meter_id;
      const hidden = await send(DEMO.consumer, 'POST', '/api/v2/meters/', newMeter(strangerNumber));
      expect(hidden.statusCode).toBe(409);
      expect(hidden.json().url).toBeUndefined();
    });

    it('refuses users without the setting or role (403)', async () => {
      expect((await send(DEMO.basic, 'POST', '/api/v2/meters/', newMeter('X-1'))).statusCode).toBe(403);
      expect((await send(DEMO.reader, 'POST', '/api/v2/meters/', newMeter('X-2'))).statusCode).toBe(403);
    });

    it('lets a user who may change a meter post its successor without the from-scratch setting', async () => {
      const predecessor = await t.ctx.db
        .selectFrom('meters')
        .select(['id', 'obis_codes', 'physical_medium', 'physical_unit'])
        .where('building_id', '=', building)
        .where('status', '=', 'active')
        .where(
          'id',
          'not in',
          t.ctx.db
            .selectFrom('meters')
            .select('predecessor_meter_id')
            .where('predecessor_meter_id', 'is not', null),
        )
        .orderBy('meter_id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const successor = {
        ...newMeter('SUCCESSOR-1'),
        physical_medium: predecessor.physical_medium,
        physical_unit: predecessor.physical_unit,
        obis_codes: predecessor.obis_codes,
        predecessor_meter_id: predecessor.id,
      };
      const foreign = { ...successor, meter_id: 'SUCCESSOR-2', predecessor_meter_id: strangerMeter };
      expect((await send(DEMO.basic, 'POST', '/api/v2/meters/', foreign)).statusCode).toBe(403);
      const created = await send(DEMO.basic, 'POST', '/api/v2/meters/', successor);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().predecessor_meter_id).toContain(predecessor.id);
    });

    it('validates every rule of section 5 (400 beside the field)', async () => {
      const cases: Array<[object, string, RegExp?]> = [
        [{ meter_id: '' }, 'meter_id'],
        [{ meter_id: 'x'.repeat(101) }, 'meter_id'],
        [{ physical_unit: 'parsec' }, 'physical_unit'],
        [{ physical_medium: 'plasma' }, 'physical_medium'],
        [{ obis_codes: [] }, 'obis_codes', /at least one/],
        [{ obis_codes: ['not-obis'] }, 'obis_codes'],
        [
          {
            physical_medium: 'water',
            physical_unit: 'm^3',
            obis_codes: ['8-0:1.0.0', '8-0:2.0.0'],
            appearance: 'auto_de_water_home',
          },
          'obis_codes',
          /Only one OBIS code/,
        ],
        [{ appearance: 'auto_de_gas_home' }, 'appearance'],
        [{ appearance: 'lcd_edl21', integer_digits: 5, fraction_digits: 0 }, 'integer_digits', /add up to 6/],
        [{ integer_digits: 7 }, 'integer_digits'],
        [{ factor: 0 }, 'factor'],
        [{ factor: -2 }, 'factor'],
        [{ calibration_period_start: '1969-01-01T00:00:00Z' }, 'calibration_period_start'],
        [{ calibration_period_end: '2101-12-31T23:59:00Z' }, 'calibration_period_end'],
        [{ reading_frequency: 'every day' }, 'reading_frequency'],
        [{ metering_code: 'x'.repeat(201) }, 'metering_code'],
        [{ note: 'x'.repeat(501) }, 'note'],
        [{ building: strangerMeter }, 'building'],
        [{ main_meter: strangerMeter }, 'main_meter'],
        [{ colour: 'red' }, 'colour'],
      ];
      for (const [extra, field, message] of cases) {
        const response = await send(
          DEMO.supplier,
          'POST',
          '/api/v2/meters/',
          newMeter(`RULE-${field}`, extra),
        );
        expect(response.statusCode, `${field} ${response.body}`).toBe(400);
        expect(Object.keys(response.json()), field).toContain(field);
        if (message) expect(response.json()[field].join(' ')).toMatch(message);
      }
      const ok = await send(
        DEMO.supplier,
        'POST',
        '/api/v2/meters/',
        newMeter('EDL-OK', { appearance: 'lcd_edl21', integer_digits: 5, fraction_digits: 1 }),
      );
      expect(ok.statusCode).toBe(201);
    });
  });

  describe('PUT and PATCH meters/{id}/', () => {
    it('saves the form, clears needs_check, and keeps read-only fields unless a check is needed', async () => {
      const current = (await get(DEMO.consumer, `/api/v2/meters/${meter.id}/`)).json();
      const form = {
        building: current.building.url,
        meter_id: current.meter_id,
        physical_medium: current.physical_medium,
        physical_unit: current.physical_unit,
        obis_codes: current.obis_codes,
        appearance: current.appearance,
        integer_digits: current.integer_digits,
        fraction_digits: current.fraction_digits,
        label: 'Edited label',
      };
      await t.ctx.db.updateTable('meters').set({ needs_check: true }).where('id', '=', meter.id).execute();
      const renamed = await send(DEMO.consumer, 'PUT', `/api/v2/meters/${meter.id}/`, {
        ...form,
        meter_id: `${meter.meter_id}-C`,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        needs_check: false,
        label: 'Edited label',
        meter_id: `${meter.meter_id}-C`,
      });
      const locked = await send(DEMO.consumer, 'PUT', `/api/v2/meters/${meter.id}/`, {
        ...form,
        meter_id: 'ANOTHER',
      });
      expect(locked.statusCode).toBe(400);
      expect(locked.json().meter_id[0]).toMatch(/cannot be changed/);
      meter.meter_id = `${meter.meter_id}-C`;
    });

    it('changes energy supplier ("" = none), reading service, frequency, status and building by PATCH', async () => {
      const patch = (payload: object, email: string = DEMO.consumer) =>
        send(email, 'PATCH', `/api/v2/meters/${meter.id}/`, payload);
      expect((await patch({ energy_supplier: '' })).json().energy_supplier).toBeNull();
      expect((await patch({ energy_supplier: company['Stadtwerke Demo'] })).json().energy_supplier_name).toBe(
        'Stadtwerke Demo',
      );
      expect(
        (await patch({ meter_reading_service: company['Ablesedienst Demo'] })).json()
          .meter_reading_service_name,
      ).toBe('Ablesedienst Demo');
      expect((await patch({ reading_frequency: '0 0 15 * *' })).json().reading_frequency).toBe('0 0 15 * *');
      // A day of week 9: shaped like a cron, refused by croner, which runs the schedule.
      const unreadable = await patch({ reading_frequency: '0 0 * * 9' });
      expect(unreadable.statusCode, unreadable.body).toBe(400);
      expect(unreadable.json().reading_frequency).toBeDefined();
      const inactive = (await patch({ status: 'inactive' })).json();
      expect(inactive.status).toBe('inactive');
      expect(inactive.date_status_change).not.toBeNull();
      expect((await patch({ status: 'active' })).json().date_status_change).toBeNull();
      const other = await t.ctx.db
        .selectFrom('buildings')
        .select('id')
        .where('owner_company_id', '=', company['Hausverwaltung Demo']!)
        .where('id', '<>', building)
        .limit(1)
        .executeTakeFirstOrThrow();
      const moved = (await patch({ building: `http://localhost/api/v2/buildings/${other.id}/` })).json();
      expect(moved.building.resource_id).toBe(other.id);
      expect((await patch({ building })).json().building.resource_id).toBe(building);
      // A supplier may not pick suppliers; a reader may not edit.
      expect((await patch({ energy_supplier: '' }, DEMO.supplier)).statusCode).toBe(403);
      expect((await patch({ label: 'x' }, DEMO.stranger)).statusCode).toBe(404);
      expect((await patch({ meter_reading_service: company['Stadtwerke Demo'] })).statusCode).toBe(400);
    });

    it('changes by PATCH only the fields it names', async () => {
      const patch = (payload: object) => send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter.id}/`, payload);
      const shaped = (
        await patch({ factor: 2.5, appearance: 'lcd', integer_digits: 6, fraction_digits: 0 })
      ).json();
      expect(shaped).toMatchObject({ factor: 2.5, appearance: 'lcd', integer_digits: 6, fraction_digits: 0 });
      const afterStatus = (await patch({ status: 'inactive' })).json();
      expect(afterStatus).toMatchObject({
        factor: 2.5,
        appearance: 'lcd',
        integer_digits: 6,
        fraction_digits: 0,
      });
      await patch({ status: 'active' });
    });

    it('lets a supplier name itself only on a new meter, never take over an existing one', async () => {
      const foreign = await t.ctx.db
        .selectFrom('meters as m')
        .innerJoin('buildings as b', 'b.id', 'm.building_id')
        .select('m.id')
        .where('m.energy_supplier_id', 'is', null)
        .where('b.owner_company_id', '=', company['Hausverwaltung Demo']!)
        .where('m.meter_reading_service_id', '=', company['Ablesedienst Demo']!)
        .executeTakeFirstOrThrow();
      const takeOver = await send(DEMO.supplier, 'PATCH', `/api/v2/meters/${foreign.id}/`, {
        energy_supplier: company['Stadtwerke Demo'],
      });
      expect(takeOver.statusCode).toBe(403);
      const reader = await send(DEMO.reader, 'PATCH', `/api/v2/meters/${foreign.id}/`, {
        meter_reading_service: company['Ablesedienst Demo'],
      });
      expect([403, 404]).toContain(reader.statusCode);
    });

    it('refuses a main meter that is one of the meter’s own sub-meters', async () => {
      const main = (await send(DEMO.supplier, 'POST', '/api/v2/meters/', newMeter('CYCLE-MAIN'))).json();
      const sub = (
        await send(DEMO.supplier, 'POST', '/api/v2/meters/', newMeter('CYCLE-SUB', { main_meter: main.url }))
      ).json();
      expect(sub.main_meter).toBe(main.url);
      const cycle = await send(DEMO.supplier, 'PATCH', `/api/v2/meters/${main.resource_id}/`, {
        main_meter: sub.url,
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().main_meter[0]).toMatch(/sub-meter/);
    });
  });

  describe('DELETE meters/{id}/', () => {
    it('lets only admins/schedulers of the owner company delete', async () => {
      const created = (await send(DEMO.supplier, 'POST', '/api/v2/meters/', newMeter('DEL-1'))).json();
      expect((await send(DEMO.consumer, 'DELETE', `/api/v2/meters/${created.resource_id}/`)).statusCode).toBe(
        403,
      );
      expect((await send(DEMO.supplier, 'DELETE', `/api/v2/meters/${created.resource_id}/`)).statusCode).toBe(
        204,
      );
      expect((await get(DEMO.supplier, `/api/v2/meters/${created.resource_id}/`)).statusCode).toBe(404);
    });

    it('answers 404 for another company’s meter on every verb, and 403 to a reader editing', async () => {
      const bodies = { PUT: newMeter('STRANGER-1'), PATCH: { label: 'x' }, DELETE: undefined };
      for (const [method, body] of Object.entries(bodies)) {
        const response = await send(
          DEMO.consumer,
          method as keyof typeof bodies,
          `/api/v2/meters/${strangerMeter}/`,
          body,
        );
        expect(response.statusCode, method).toBe(404);
      }
      const options = await t.app.inject({
        method: 'OPTIONS',
        url: `/api/v2/meters/${strangerMeter}/`,
        headers: await t.authHeader(DEMO.consumer),
      });
      expect(options.statusCode).toBe(404);
      const readerMeter = (await get(DEMO.reader, '/api/v2/meters/?page_size=1')).json().results[0];
      const edit = await send(DEMO.reader, 'PUT', `/api/v2/meters/${readerMeter.resource_id}/`, {
        building: readerMeter.building.url,
        meter_id: readerMeter.meter_id,
        physical_medium: readerMeter.physical_medium,
        physical_unit: readerMeter.physical_unit,
        obis_codes: readerMeter.obis_codes,
        label: 'by the reader',
      });
      expect(edit.statusCode).toBe(403);
      const stillThere = await get(DEMO.consumer, `/api/v2/meters/${readerMeter.resource_id}/`);
      expect(stillThere.json().label).not.toBe('by the reader');
    });
  });

  describe('OPTIONS meters/', () => {
    it('offers status, appearance and medium choices, and PUT only where editing is allowed', async () => {
      const options = (
        await t.app.inject({
          method: 'OPTIONS',
          url: '/api/v2/meters/',
          headers: await t.authHeader(DEMO.reader),
        })
      ).json();
      expect(options.actions.POST.physical_medium.choices).toHaveLength(19);
      expect(options.actions.POST.appearance.choices.map((c: { value: string }) => c.value)).toContain(
        'lcd_edl21',
      );
      expect(options.actions.POST.status.choices.map((c: { value: string }) => c.value)).toEqual([
        'active',
        'inactive',
      ]);
      const readerMeter = (await get(DEMO.reader, '/api/v2/meters/?page_size=1')).json().results[0]
        .resource_id;
      const asReader = await t.app.inject({
        method: 'OPTIONS',
        url: `/api/v2/meters/${readerMeter}/`,
        headers: await t.authHeader(DEMO.reader),
      });
      expect(asReader.json().actions).toEqual({});
    });

    it('answers the fields fixed after creation as read_only under PUT, fewer while a check is needed', async () => {
      const readOnly = async () => {
        const options = await t.app.inject({
          method: 'OPTIONS',
          url: `/api/v2/meters/${meter.id}/`,
          headers: await t.authHeader(DEMO.consumer),
        });
        const put = options.json().actions.PUT as Record<string, { read_only: boolean; required: boolean }>;
        return ['meter_id', 'physical_medium', 'predecessor_meter_id', 'label'].filter(
          (field) => put[field]!.read_only,
        );
      };
      const { needs_check } = await t.ctx.db
        .selectFrom('meters')
        .select('needs_check')
        .where('id', '=', meter.id)
        .executeTakeFirstOrThrow();
      try {
        await t.ctx.db.updateTable('meters').set({ needs_check: false }).where('id', '=', meter.id).execute();
        expect(await readOnly()).toEqual(['meter_id', 'physical_medium', 'predecessor_meter_id']);
        await t.ctx.db.updateTable('meters').set({ needs_check: true }).where('id', '=', meter.id).execute();
        expect(await readOnly()).toEqual(['predecessor_meter_id']);
      } finally {
        await t.ctx.db.updateTable('meters').set({ needs_check }).where('id', '=', meter.id).execute();
      }
    });
  });
});

describe('CHECK_NEW_METERS_IN_ALL_BUILDINGS', () => {
  const strict = useTestApp(portalConfigEnv({ CHECK_NEW_METERS_IN_ALL_BUILDINGS: true }));

  it('has every new meter, not only an import’s, wait for a check: no request until its form is saved', async () => {
    const building = await firstBuilding(strict, (await companyIds(strict))['Hausverwaltung Demo']!);
    const created = await strict.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
      building,
      meter_id: 'STRICT-NEW-1',
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      obis_codes: ['1-1:1.8.0'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const meter = meterSchema.parse(created.json());
    expect(meter.needs_check).toBe(true);
    const request = (meterUrl: string) =>
      strict.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
        meter: meterUrl,
        planned_reading_date: '2030-01-10T08:00:00.000Z',
        planned_reading_date_end: '2030-01-11T16:00:00.000Z',
      });
    expect((await request(meter.url)).statusCode).toBe(403);
    const saved = await strict.send(DEMO.supplier, 'PUT', `/api/v2/meters/${meter.resource_id}/`, {
      building: meter.building.url,
      meter_id: meter.meter_id,
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      obis_codes: ['1-1:1.8.0'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().needs_check).toBe(false);
    expect((await request(meter.url)).statusCode).toBe(201);
  });
});

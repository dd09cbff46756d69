import { type PortalConfiguration, readingRequestSchema, readingSchema } from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../test/app';
import { companyIds } from './testing/demo-rows';

/**
 * Configuration keys flipped through the API: each `it` names a key of the portal configuration, sends the
 * same requests to the described build (`base`) and to an app whose configuration file changes that key,
 * and shows the answers differ. Two flipped apps, so that no key hides another: `off` switches features
 * off (and changes single values), `lists` narrows the company-type lists (and needs the features on).
 * Apps built from the same seeded template share their ids; each test changes its own rows.
 */
const OFF: Partial<PortalConfiguration> = {
  HAS_READING_FREQUENCY_FEATURE: false,
  HAS_ENERGY_SUPPLIER_FEATURE: false,
  HAS_METER_READING_SERVICE_FEATURE: false,
  HAS_METER_CHANGE_FEATURE: false,
  DISABLED_READERS: true,
  HAS_SSO_FEATURE: true,
  OVERDUE_BEFORE_DAYS: 10,
  PLAUSIBILITY_TOLERANCE: 0,
  BUILDING_REQUIRED_FIELDS: ['city', 'zip_code', 'street', 'street_number', 'label'],
};
const LISTS: Partial<PortalConfiguration> = {
  // Each list drops one company type of the described build.
  READING_FREQUENCY_COMPANY_TYPES: ['energy_supplier', 'meter_reading_service'],
  COMPANY_TYPES: ['commercial_consumer', 'meter_reading_service'],
  ADD_EDIT_BUILDING: ['energy_supplier'],
  EDIT_METER: ['energy_supplier', 'commercial_consumer'],
  ADD_READING_REQUEST: ['commercial_consumer'],
  TEAM_FEATURES: true,
};

const base = useTestApp();
// With a provider configured (discovered on the first sign-in only), so that HAS_SSO_FEATURE shows the button.
const off = useTestApp({
  ...portalConfigEnv(OFF),
  OIDC_ISSUER: 'http://127.0.0.1:9/',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'not-used',
});
const lists = useTestApp(portalConfigEnv(LISTS));

const DAY = 86_400_000;
const startOfToday = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

let company: Record<string, string>;
beforeAll(async () => {
  company = await companyIds(base);
});

/** The first active, checked meter a demo user sees (the same in every app: one seeded template). */
async function meterOf(t: TestApp, email: string): Promise<string> {
  const meters = await t.get(email, '/api/v2/meters/?status=active&needs_check=false&page_size=1');
  return meters.json().results[0].resource_id;
}
async function buildingOf(t: TestApp, email: string): Promise<string> {
  return (await t.get(email, '/api/v2/buildings/?status=active&page_size=1')).json().results[0].resource_id;
}

/** PATCH a meter's `field` to a value other than its current one (a company id or none, a cron). */
async function changeMeter(t: TestApp, email: string, meter: string, field: string, value: string) {
  const current = (await t.get(email, `/api/v2/meters/${meter}/`)).json()[field];
  const other =
    field === 'reading_frequency' ? (current === value ? '0 0 1 * *' : value) : current ? '' : value;
  return (await t.send(email, 'PATCH', `/api/v2/meters/${meter}/`, { [field]: other })).statusCode;
}

/** An active main meter of a company, without successor: one that may be changed. */
async function replaceableMeter(t: TestApp, ownerCompanyId: string) {
  return t.ctx.db
    .selectFrom('meters')
    .select(['id', 'physical_medium', 'physical_unit', 'obis_codes'])
    .where('owner_company_id', '=', ownerCompanyId)
    .where('status', '=', 'active')
    .where('needs_check', '=', false)
    .where('main_meter_id', 'is', null)
    .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM meters s WHERE s.predecessor_meter_id = meters.id)`)
    .orderBy('meter_id')
    .limit(1)
    .executeTakeFirstOrThrow();
}
async function replaceMeter(t: TestApp, email: string, ownerCompany: string, newMeterId: string) {
  const old = await replaceableMeter(t, company[ownerCompany]!);
  const response = await t.send(email, 'POST', `/api/v2/meters/${old.id}/replacement/`, {
    new_meter: {
      meter_id: newMeterId,
      physical_medium: old.physical_medium,
      physical_unit: old.physical_unit,
      obis_codes: old.obis_codes,
    },
  });
  return response.statusCode;
}

describe('feature switches and values (the "off" app)', () => {
  it('HAS_READING_FREQUENCY_FEATURE off: nobody may change a meter’s reading frequency (403)', async () => {
    const meter = await meterOf(base, DEMO.supplier);
    expect(await changeMeter(base, DEMO.supplier, meter, 'reading_frequency', '0 0 15 * *')).toBe(200);
    expect(await changeMeter(off, DEMO.supplier, meter, 'reading_frequency', '0 0 15 * *')).toBe(403);
  });

  it('HAS_ENERGY_SUPPLIER_FEATURE off: a consumer may not choose a meter’s energy supplier (403)', async () => {
    const meter = await meterOf(base, DEMO.consumer);
    const supplier = company['Stadtwerke Demo']!;
    expect(await changeMeter(base, DEMO.consumer, meter, 'energy_supplier', supplier)).toBe(200);
    expect(await changeMeter(off, DEMO.consumer, meter, 'energy_supplier', supplier)).toBe(403);
  });

  it('HAS_METER_READING_SERVICE_FEATURE off: no reading service on a meter or on a building’s meters (403)', async () => {
    const meter = await meterOf(base, DEMO.consumer);
    const service = company['Ablesedienst Demo']!;
    expect(await changeMeter(base, DEMO.consumer, meter, 'meter_reading_service', service)).toBe(200);
    expect(await changeMeter(off, DEMO.consumer, meter, 'meter_reading_service', service)).toBe(403);
    const building = await buildingOf(base, DEMO.consumer);
    const bulk = async (t: TestApp) =>
      (
        await t.send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${building}/`, {
          meters_reading_service: service,
        })
      ).statusCode;
    expect(await bulk(base)).toBe(200);
    expect(await bulk(off)).toBe(403);
  });

  it('DISABLED_READERS on: a scheduler may not set a building’s preferred delegate (403)', async () => {
    const building = await buildingOf(base, DEMO.consumer);
    const assign = async (t: TestApp) => {
      const current = (await t.get(DEMO.consumer, `/api/v2/buildings/${building}/`)).json();
      const delegate = current.preferred_delegate === DEMO.reader ? null : DEMO.reader;
      const response = await t.send(DEMO.consumer, 'PATCH', `/api/v2/buildings/${building}/`, {
        preferred_delegate: delegate,
      });
      return response.statusCode;
    };
    expect(await assign(base)).toBe(200);
    expect(await assign(off)).toBe(403);
  });

  it('HAS_METER_CHANGE_FEATURE off: no meter change (403), where the described build changes the meter', async () => {
    expect(await replaceMeter(base, DEMO.supplier, 'Stadtwerke Demo', 'FLIP-CHANGE-1')).toBe(201);
    expect(await replaceMeter(off, DEMO.supplier, 'Stadtwerke Demo', 'FLIP-CHANGE-1')).toBe(403);
  });

  it('HAS_SSO_FEATURE on: the public portal configuration says so and names the SSO login', async () => {
    const features = async (t: TestApp) => (await t.app.inject({ url: '/api/v2/portal-config/' })).json();
    expect(await features(base)).toMatchObject({
      features: { HAS_SSO_FEATURE: false },
      sso_login_url: null,
    });
    expect(await features(off)).toMatchObject({
      features: { HAS_SSO_FEATURE: true },
      sso_login_url: '/accounts/sso_login',
    });
  });

  it('OVERDUE_BEFORE_DAYS: a request that ended 5 days ago is overdue with 0, not with 10; one of 20 days with both', async () => {
    const requests = (
      await base.get(DEMO.supplier, '/api/v2/reading_requests/?status=new&page_size=2')
    ).json().results as Array<{ resource_id: string; meter: { resource_id: string } }>;
    const [recent, old] = requests.map((request) => ({
      id: request.resource_id,
      meter: request.meter.resource_id,
    }));
    const endedDaysAgo = async (t: TestApp, id: string, days: number) => {
      const end = new Date(startOfToday() - days * DAY + 12 * 3_600_000);
      await t.ctx.db
        .updateTable('reading_requests')
        .set({ planned_reading_date: new Date(end.getTime() - 2 * DAY), planned_reading_date_end: end })
        .where('id', '=', id)
        .execute();
    };
    /** The `overdue` flag of the request, and whether the list's overdue=true filter finds it. */
    const overdue = async (t: TestApp, request: { id: string; meter: string }) => {
      const flag = (await t.get(DEMO.supplier, `/api/v2/reading_requests/${request.id}/`)).json().overdue;
      const listed = (
        await t.get(
          DEMO.supplier,
          `/api/v2/reading_requests/?overdue=true&meter=${request.meter}&page_size=100`,
        )
      )
        .json()
        .results.some((row: { resource_id: string }) => row.resource_id === request.id);
      return [flag, listed];
    };
    for (const t of [base, off]) {
      await endedDaysAgo(t, recent!.id, 5);
      await endedDaysAgo(t, old!.id, 20);
    }
    expect(await overdue(base, recent!)).toEqual([true, true]);
    expect(await overdue(off, recent!)).toEqual([false, false]);
    expect(await overdue(base, old!)).toEqual([true, true]);
    expect(await overdue(off, old!)).toEqual([true, true]);
  });

  it('PLAUSIBILITY_TOLERANCE 0: 1.5 times the usual consumption is implausible, and the expected range is narrower', async () => {
    const OBIS = '1-1:1.8.0';
    const readingDay = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
    const building = await buildingOf(base, DEMO.supplier);
    /** A new meter with four monthly readings at 10 kWh a day, then one at 15 kWh a day. */
    const judge = async (t: TestApp) => {
      const meter = await t.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
        building,
        meter_id: 'FLIP-PLAUSIBILITY',
        physical_medium: 'electricity',
        physical_unit: 'kWh',
        obis_codes: [OBIS],
      });
      expect(meter.statusCode, meter.body).toBe(201);
      const record = async (n: number, value: number) => {
        const response = await t.send(DEMO.supplier, 'POST', '/api/v2/readings/', {
          meter: meter.json().url,
          reading_date: readingDay(n),
          results: [{ obis: OBIS, value }],
        });
        expect(response.statusCode, response.body).toBe(201);
        return readingSchema.parse(response.json()).results[0]!;
      };
      for (const n of [0, 30, 60, 90]) await record(n, n * 10);
      const judged = await record(120, 900 + 30 * 15);
      const request = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
        meter: meter.json().resource_id,
        planned_reading_date: new Date(startOfToday() + 2 * DAY).toISOString(),
        planned_reading_date_end: new Date(startOfToday() + 12 * DAY).toISOString(),
      });
      expect(request.statusCode, request.body).toBe(201);
      const range = readingRequestSchema.parse(request.json()).expected_values![0]!;
      return { judged: [judged.plausibility, judged.plausibility_reasons], range };
    };
    const described = await judge(base);
    const strict = await judge(off);
    expect(described.judged).toEqual(['ok', []]);
    expect(strict.judged).toEqual(['implausible', ['above_expected']]);
    // Above the last reading (1 350), the range reaches twice the usual consumption with the default
    // tolerance of 1, only the usual consumption itself with 0.
    expect(described.range.high - 1350).toBeCloseTo(2 * (strict.range.high - 1350), 1);
    expect(strict.range.high).toBeLessThan(described.range.high);
  });

  it('BUILDING_REQUIRED_FIELDS with label: a building without a label is refused (400), by POST and by PUT', async () => {
    const address = { zip_code: '10115', city: 'Berlin', street: 'Schalterweg' };
    const post = (t: TestApp, number: string, extra: object = {}) =>
      t.send(DEMO.basic, 'POST', '/api/v2/buildings/', { ...address, street_number: number, ...extra });
    expect((await post(base, '1')).statusCode).toBe(201);
    const refused = await post(off, '1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ label: ['This field is required.'] });
    expect((await post(off, '1', { label: 'Labelled' })).statusCode).toBe(201);

    const building = await buildingOf(base, DEMO.consumer);
    const put = async (t: TestApp) => {
      const current = (await t.get(DEMO.consumer, `/api/v2/buildings/${building}/`)).json();
      const { zip_code, city, street, street_number } = current;
      return t.send(DEMO.consumer, 'PUT', `/api/v2/buildings/${building}/`, {
        zip_code,
        city,
        street,
        street_number,
        label: '',
      });
    };
    expect((await put(base)).statusCode).toBe(200);
    const unlabelled = await put(off);
    expect(unlabelled.statusCode).toBe(400);
    expect(unlabelled.json()).toEqual({ label: ['This field is required.'] });
  });
});

describe('company-type lists and team features (the "lists" app)', () => {
  it('READING_FREQUENCY_COMPANY_TYPES without commercial_consumer: a consumer may not change the frequency, a supplier still may', async () => {
    const consumerMeter = await meterOf(base, DEMO.consumer);
    const supplierMeter = await meterOf(base, DEMO.supplier);
    const frequency = (t: TestApp, email: string, meter: string) =>
      changeMeter(t, email, meter, 'reading_frequency', '0 0 15 * *');
    expect(await frequency(base, DEMO.consumer, consumerMeter)).toBe(200);
    expect(await frequency(lists, DEMO.consumer, consumerMeter)).toBe(403);
    expect(await frequency(lists, DEMO.supplier, supplierMeter)).toBe(200);
  });

  it('COMPANY_TYPES without energy_supplier: no energy supplier may be chosen, a reading service still may', async () => {
    const meter = await meterOf(base, DEMO.consumer);
    const supplier = company['Stadtwerke Demo']!;
    const service = company['Ablesedienst Demo']!;
    expect(await changeMeter(base, DEMO.consumer, meter, 'energy_supplier', supplier)).toBe(200);
    expect(await changeMeter(lists, DEMO.consumer, meter, 'energy_supplier', supplier)).toBe(403);
    expect(await changeMeter(lists, DEMO.consumer, meter, 'meter_reading_service', service)).toBe(200);
  });

  it('ADD_EDIT_BUILDING without commercial_consumer: its users may neither add (403) nor edit buildings (403)', async () => {
    const add = async (t: TestApp) =>
      (
        await t.send(DEMO.basic, 'POST', '/api/v2/buildings/', {
          zip_code: '10115',
          city: 'Berlin',
          street: 'Listenweg',
          street_number: '1',
          label: 'Flip',
        })
      ).statusCode;
    expect(await add(base)).toBe(201);
    expect(await add(lists)).toBe(403);
    const building = await buildingOf(base, DEMO.consumer);
    const edit = async (t: TestApp, email: string, id: string) =>
      (await t.send(email, 'PATCH', `/api/v2/buildings/${id}/`, { note: 'flipped' })).statusCode;
    expect(await edit(base, DEMO.consumer, building)).toBe(200);
    expect(await edit(lists, DEMO.consumer, building)).toBe(403);
    expect(await edit(lists, DEMO.supplier, await buildingOf(lists, DEMO.supplier))).toBe(200);
  });

  it('EDIT_METER without meter_reading_service: a reading service may not edit meters (403)', async () => {
    const meter = await meterOf(base, DEMO.service);
    const edit = async (t: TestApp) =>
      (await t.send(DEMO.service, 'PATCH', `/api/v2/meters/${meter}/`, { label: 'flipped' })).statusCode;
    expect(await edit(base)).toBe(200);
    expect(await edit(lists)).toBe(403);
  });

  it('ADD_READING_REQUEST without energy_supplier: a supplier may not order readings (403), a consumer still may', async () => {
    const order = async (t: TestApp, email: string) =>
      (
        await t.send(email, 'POST', '/api/v2/reading_requests/', {
          meter: await meterOf(t, email),
          planned_reading_date: new Date(startOfToday() + 3 * DAY).toISOString(),
          planned_reading_date_end: new Date(startOfToday() + 5 * DAY).toISOString(),
        })
      ).statusCode;
    expect(await order(base, DEMO.supplier)).toBe(201);
    expect(await order(lists, DEMO.supplier)).toBe(403);
    expect(await order(lists, DEMO.consumer)).toBe(201);
  });

  it('TEAM_FEATURES on: a meter change needs the company feature meter_replacement (Fremdwerk has none)', async () => {
    expect(await replaceMeter(base, DEMO.stranger, 'Fremdwerk Demo', 'FLIP-CHANGE-2')).toBe(201);
    expect(await replaceMeter(lists, DEMO.stranger, 'Fremdwerk Demo', 'FLIP-CHANGE-2')).toBe(403);
    expect(await replaceMeter(lists, DEMO.supplier, 'Stadtwerke Demo', 'FLIP-CHANGE-3')).toBe(201);
  });
});

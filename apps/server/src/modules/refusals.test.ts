import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../test/app';
import { companyIds, firstBuilding, listedMeter } from '../testing/demo-rows';
import { tableSnapshot } from '../testing/table-snapshot';
import { PasswordResetRepository } from './password-reset/password-reset.repository';

/**
 * Every route: a refused request (any 4xx: 400, 401, 403, 404, 409, 415) leaves the database as it was. Each case is sent
 * after a snapshot of every table (row count and an md5 of its rows) and compared after the answer, the
 * audit log included. Refusals are decided before the first write; a late one rolls the one transaction
 * back.
 *
 * Not compared: `login_failures`, the sign-in throttle's counters, which count a refused password check
 * on purpose (otherwise a wrong password could be tried without limit).
 */
const UNCOMPARED = new Set(['login_failures']);

/** One app for the file: the cases run one after another on its database. */
const t = useTestApp();

const snapshot = () => tableSnapshot(t.ctx.db, UNCOMPARED);

interface Refusal {
  name: string;
  as: string;
  /** GET for the routes that write on a GET (autodispose, resend_registration, exports' jobs). */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
  status: number;
}

describe('a refused request writes nothing', () => {
  const cases: Refusal[] = [];

  beforeAll(async () => {
    const company = await companyIds(t);
    const consumerCompany = company['Hausverwaltung Demo']!;
    const strangerCompany = company['Fremdwerk Demo']!;
    const user = async (email: string) => t.userId(email);
    const [admin, consumer, colleague, stranger, basic] = await Promise.all([
      user(DEMO.admin),
      user(DEMO.consumer),
      user('andreas.keller@demo.example'),
      user(DEMO.stranger),
      user(DEMO.basic),
    ]);
    const { meter, building } = await listedMeter(t, DEMO.consumer);
    const readerMeter = (await listedMeter(t, DEMO.reader)).meter;
    const strangerBuilding = await firstBuilding(t, strangerCompany, { active: false });
    const { meter_id: meterNumber, obis_codes: obis } = await t.ctx.db
      .selectFrom('meters')
      .select(['meter_id', 'obis_codes'])
      .where('id', '=', meter)
      .executeTakeFirstOrThrow();
    const strangerMeter = (
      await t.ctx.db
        .selectFrom('meters')
        .select('id')
        .where('owner_company_id', '=', strangerCompany)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
    const reading = await t.ctx.db
      .selectFrom('readings as r')
      .innerJoin('meters as m', 'm.id', 'r.meter_id')
      .select('r.id')
      .where('m.owner_company_id', '=', consumerCompany)
      .orderBy('r.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const strangerReading = await t.ctx.db
      .selectFrom('readings as r')
      .innerJoin('meters as m', 'm.id', 'r.meter_id')
      .select('r.id')
      .where('m.owner_company_id', '=', strangerCompany)
      .limit(1)
      .executeTakeFirstOrThrow();
    const request = await t.ctx.db
      .selectFrom('reading_requests as q')
      .innerJoin('meters as m', 'm.id', 'q.meter_id')
      .select('q.id')
      .where('m.owner_company_id', '=', consumerCompany)
      .where('q.status', '=', 'new')
      .orderBy('q.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const otherMeterRequest = await t.ctx.db
      .selectFrom('reading_requests as q')
      .innerJoin('meters as m', 'm.id', 'q.meter_id')
      .select('q.id')
      .where('m.owner_company_id', '=', consumerCompany)
      .where('q.status', '=', 'new')
      .where('q.meter_id', '!=', meter)
      .where('q.meter_id', '!=', (eb) =>
        eb.selectFrom('readings').select('meter_id').where('id', '=', reading.id),
      )
      .orderBy('q.id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const answeredRequest = await t.ctx.db
      .selectFrom('reading_requests as q')
      .innerJoin('meters as m', 'm.id', 'q.meter_id')
      .select('q.id')
      .where('m.owner_company_id', '=', consumerCompany)
      .where('q.status', '=', 'success')
      .orderBy('q.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const strangerRequest = await t.ctx.db
      .selectFrom('reading_requests as q')
      .innerJoin('meters as m', 'm.id', 'q.meter_id')
      .select('q.id')
      .where('m.owner_company_id', '=', strangerCompany)
      .limit(1)
      .executeTakeFirstOrThrow();
    const settings = { custom_data: { webportal_settings: { dashboard_min_date: '2020-01-02' } } };
    const newBuilding = { zip_code: '10115', city: 'Berlin', street: 'Probestraße', street_number: '1' };
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

    cases.push(
      // users/: settings, password, activation (the companies administration), deletion
      {
        name: 'users PATCH: deactivation with a field only the user may change',
        as: DEMO.admin,
        method: 'PATCH',
        url: `/api/v2/users/${consumer}/`,
        body: { is_active: false, ...settings },
        status: 403,
      },
      {
        name: 'users PATCH: own deactivation',
        as: DEMO.admin,
        method: 'PATCH',
        url: `/api/v2/users/${admin}/`,
        body: { is_active: false },
        status: 403,
      },
      {
        name: 'users PATCH: own deactivation beside new settings',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/users/${consumer}/`,
        body: { is_active: false, ...settings },
        status: 403,
      },
      {
        name: 'users PATCH: wrong old password beside new settings',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/users/${consumer}/`,
        body: {
          old_password: 'not-the-password',
          password: 'An0ther-Strong-Passphrase!',
          password_repeat: 'An0ther-Strong-Passphrase!',
          ...settings,
        },
        status: 400,
      },
      {
        name: 'users PATCH: a weak new password beside new settings',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/users/${consumer}/`,
        body: { old_password: DEMO_PASSWORD, password: 'aaaaaaaa', password_repeat: 'aaaaaaaa', ...settings },
        status: 400,
      },
      {
        name: "users PATCH: another user's settings",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/users/${stranger}/`,
        body: settings,
        status: 404,
      },
      {
        name: "users PATCH: the administration changes a user's settings",
        as: DEMO.admin,
        method: 'PATCH',
        url: `/api/v2/users/${consumer}/`,
        body: settings,
        status: 403,
      },
      {
        name: 'users DELETE: wrong password',
        as: DEMO.basic,
        method: 'DELETE',
        url: `/api/v2/users/${basic}/`,
        body: { password: 'not-the-password' },
        status: 400,
      },
      {
        name: 'users DELETE: another user',
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/users/${stranger}/`,
        body: { password: DEMO_PASSWORD },
        status: 404,
      },
      // employees/
      {
        name: 'employees POST: by a basic user',
        as: DEMO.basic,
        method: 'POST',
        url: '/api/v2/employees/',
        body: {
          email: 'probe.basic@demo.example',
          employee: { name: 'Probe', is_scheduler: false, is_external: false, uses_sso: false },
        },
        status: 403,
      },
      {
        name: 'employees POST: a user type that is not allowed',
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/employees/',
        body: {
          email: 'probe.type@demo.example',
          employee: { name: 'Probe', is_scheduler: true, is_external: true, uses_sso: false },
        },
        status: 400,
      },
      {
        name: 'employees PATCH: a new name with a user type that is not allowed',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/employees/${colleague}/`,
        body: { email: 'probe.renamed@demo.example', employee: { name: 'Renamed', is_external: true } },
        status: 400,
      },
      {
        name: 'employees PATCH: by a basic user',
        as: DEMO.basic,
        method: 'PATCH',
        url: `/api/v2/employees/${colleague}/`,
        body: { employee: { name: 'Renamed' } },
        status: 403,
      },
      {
        name: "employees PATCH: another company's employee",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/employees/${stranger}/`,
        body: { employee: { name: 'Renamed' } },
        status: 404,
      },
      {
        name: 'employees PATCH: own deactivation with a new name',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/employees/${consumer}/`,
        body: { is_active: false, employee: { name: 'Renamed' } },
        status: 403,
      },
      {
        name: 'employees PATCH: a generated password with another change',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/employees/${colleague}/`,
        body: { generatePassword: true, employee: { name: 'Renamed' } },
        status: 400,
      },
      {
        name: 'employees DELETE: oneself',
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/employees/${consumer}/`,
        status: 403,
      },
      {
        name: 'employees DELETE: by a basic user',
        as: DEMO.basic,
        method: 'DELETE',
        url: `/api/v2/employees/${colleague}/`,
        status: 403,
      },
      {
        name: "employees DELETE: another company's employee",
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/employees/${stranger}/`,
        status: 404,
      },
      // buildings/
      {
        name: 'buildings POST: by a meter reader',
        as: DEMO.reader,
        method: 'POST',
        url: '/api/v2/buildings/',
        body: newBuilding,
        status: 403,
      },
      {
        name: 'buildings PATCH: a consumer that does not exist',
        as: DEMO.supplier,
        method: 'PATCH',
        url: `/api/v2/buildings/${building}/`,
        body: { label: 'Probe', commercial_consumer: '00000000-0000-0000-0000-000000000001' },
        status: 400,
      },
      {
        name: 'buildings PATCH: a label with a delegate who does not exist',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/buildings/${building}/`,
        body: { label: 'Probe', status: 'inactive', preferred_delegate: 'nobody@demo.example' },
        status: 400,
      },
      {
        name: 'buildings PATCH: by a meter reading service',
        as: DEMO.service,
        method: 'PATCH',
        url: `/api/v2/buildings/${building}/`,
        body: { label: 'Probe' },
        status: 403,
      },
      {
        name: "buildings PATCH: another company's building",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/buildings/${strangerBuilding}/`,
        body: { label: 'Probe' },
        status: 404,
      },
      {
        name: 'buildings DELETE: by a company that does not own the building',
        as: DEMO.supplier,
        method: 'DELETE',
        url: `/api/v2/buildings/${building}/`,
        status: 403,
      },
      {
        name: "buildings DELETE: another company's building",
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/buildings/${strangerBuilding}/`,
        status: 404,
      },
      {
        name: 'buildings PUT: by a meter reading service',
        as: DEMO.service,
        method: 'PUT',
        url: `/api/v2/buildings/${building}/`,
        body: { ...newBuilding, label: 'Probe' },
        status: 403,
      },
      // meters/
      {
        name: 'meters POST: by a meter reader',
        as: DEMO.reader,
        method: 'POST',
        url: '/api/v2/meters/',
        body: {
          building,
          meter_id: 'PROBE-1',
          physical_medium: 'electricity',
          physical_unit: 'kWh',
          obis_codes: ['1-0:1.8.0'],
        },
        status: 403,
      },
      {
        name: 'meters PATCH: a note with a read-only field changed',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/meters/${meter}/`,
        body: { note: 'Probe', predecessor_meter_id: strangerMeter },
        status: 400,
      },
      {
        name: 'meters PATCH: by a meter reader',
        as: DEMO.reader,
        method: 'PATCH',
        url: `/api/v2/meters/${readerMeter}/`,
        body: { note: 'Probe' },
        status: 403,
      },
      {
        name: "meters PATCH: another company's meter",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/meters/${strangerMeter}/`,
        body: { note: 'Probe' },
        status: 404,
      },
      {
        name: 'meters DELETE: by a basic user',
        as: DEMO.basic,
        method: 'DELETE',
        url: `/api/v2/meters/${meter}/`,
        status: 403,
      },
      {
        name: "meters DELETE: another company's meter",
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/meters/${strangerMeter}/`,
        status: 404,
      },
      {
        // The old meter's reading is written before the new meter's number is refused: rolled back.
        name: 'meters replacement: a new meter whose number is already taken',
        as: DEMO.consumer,
        method: 'POST',
        url: `/api/v2/meters/${meter}/replacement/`,
        body: {
          replacement_date: new Date().toISOString(),
          old_meter_values: { [obis[0]!]: 999_999 },
          new_meter: {
            meter_id: meterNumber,
            physical_medium: 'electricity',
            physical_unit: 'kWh',
            obis_codes: ['1-0:1.8.0'],
          },
        },
        status: 409,
      },
      {
        name: "meters replacement: another company's meter",
        as: DEMO.consumer,
        method: 'POST',
        url: `/api/v2/meters/${strangerMeter}/replacement/`,
        body: {
          new_meter: {
            meter_id: 'PROBE-2',
            physical_medium: 'electricity',
            physical_unit: 'kWh',
            obis_codes: ['1-0:1.8.0'],
          },
        },
        status: 404,
      },
      // reading_requests/
      {
        name: 'reading_requests POST: a planned date in the past',
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/reading_requests/',
        body: { meter, planned_reading_date: '2020-01-01', planned_reading_date_end: tomorrow },
        status: 400,
      },
      {
        name: "reading_requests POST: another company's meter",
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/reading_requests/',
        body: { meter: strangerMeter, planned_reading_date: tomorrow, planned_reading_date_end: tomorrow },
        status: 400,
      },
      {
        name: 'reading_requests POST: a delegate who does not exist',
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/reading_requests/',
        body: {
          meter,
          planned_reading_date: tomorrow,
          planned_reading_date_end: tomorrow,
          delegate: 'nobody@demo.example',
        },
        status: 400,
      },
      {
        name: 'reading_requests PATCH: a delegate who does not exist',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/reading_requests/${request.id}/`,
        body: { delegate: 'nobody@demo.example' },
        status: 400,
      },
      {
        name: "reading_requests PATCH: another company's request",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/reading_requests/${strangerRequest.id}/`,
        body: { delegate: DEMO.reader },
        status: 404,
      },
      {
        name: "reading_requests DELETE: another company's request",
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/reading_requests/${strangerRequest.id}/`,
        status: 404,
      },
      // readings/
      {
        name: "readings POST: another company's meter",
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/readings/',
        body: {
          meter: strangerMeter,
          reading_date: new Date().toISOString(),
          results: [{ obis: '1-0:1.8.0', value: 1 }],
          image_metas: [],
        },
        status: 400,
      },
      {
        name: 'readings PATCH: a new note with an OBIS code the reading has not',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/readings/${reading.id}/`,
        body: { note: 'Probe', results: [{ obis: '9-9:9.9.9', value: 1 }] },
        status: 400,
      },
      {
        name: "readings PATCH: another company's reading",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/readings/${strangerReading.id}/`,
        body: { note: 'Probe' },
        status: 404,
      },
      {
        name: "readings DELETE: another company's reading",
        as: DEMO.consumer,
        method: 'DELETE',
        url: `/api/v2/readings/${strangerReading.id}/`,
        status: 404,
      },
      {
        // The reading is written before the request it names is found to be another meter's: rolled back.
        name: "readings POST: answering another meter's request",
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/readings/',
        body: {
          meter,
          reading_date: new Date().toISOString(),
          results: obis.map((code) => ({ obis: code, value: 999_999 })),
          image_metas: [],
          reading_request: otherMeterRequest.id,
        },
        status: 400,
      },
      {
        name: 'reading_requests PATCH: rejecting an answered request',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/reading_requests/${answeredRequest.id}/`,
        body: { status: 'rejected', status_note: 'meter_defect' },
        status: 400,
      },
      {
        name: "reading_requests PATCH: answered by another meter's reading",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/reading_requests/${otherMeterRequest.id}/`,
        body: { status: 'success', reading: reading.id },
        status: 400,
      },
      // images/, imports, exports, dashboard actions, registration links
      {
        name: 'images POST: not a multipart upload',
        as: DEMO.consumer,
        method: 'POST',
        url: '/api/v2/images/',
        body: { image: 'not a file' },
        status: 400,
      },
      {
        name: 'import: by a meter reader',
        as: DEMO.reader,
        method: 'PUT',
        url: '/api/v2/reading_requests-upload/0/',
        body: { rows: [] },
        status: 403,
      },
      {
        name: 'import: not a file',
        as: DEMO.consumer,
        method: 'PUT',
        url: '/api/v2/reading_requests-upload/0/',
        body: { rows: [] },
        status: 415,
      },
      {
        name: "export: a company that is not the caller's contractor",
        as: DEMO.consumer,
        method: 'GET',
        url: `/api/v2/reading_requests-download/0/${strangerCompany}/`,
        status: 404,
      },
      {
        name: 'autodispose: by a meter reader',
        as: DEMO.reader,
        method: 'GET',
        url: '/api/v2/autodispose/',
        status: 403,
      },
      {
        name: 'resend_registration: by a basic user',
        as: DEMO.basic,
        method: 'GET',
        url: `/api/v2/resend_registration/${colleague}/`,
        status: 403,
      },
      {
        name: "resend_registration: another company's employee",
        as: DEMO.consumer,
        method: 'GET',
        url: `/api/v2/resend_registration/${stranger}/`,
        status: 404,
      },
      // companies/ (the teams)
      {
        name: 'companies POST: by a basic user',
        as: DEMO.basic,
        method: 'POST',
        url: '/api/v2/companies/',
        body: { name: 'Probe', company_type: 'commercial_consumer', address: 'Probestraße 1' },
        status: 403,
      },
      {
        name: 'companies PATCH: a new name with a contractor that does not exist',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/companies/${consumerCompany}/`,
        body: { name: 'Probe', contractors: ['00000000-0000-0000-0000-000000000001'] },
        status: 400,
      },
      {
        name: "companies PATCH: another company's team",
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/companies/${strangerCompany}/`,
        body: { name: 'Probe' },
        status: 404,
      },
      {
        name: 'companies PATCH: the expiration date by a team that is not the administration',
        as: DEMO.consumer,
        method: 'PATCH',
        url: `/api/v2/companies/${consumerCompany}/`,
        body: { name: 'Probe', expiration_date: '2099-01-01' },
        status: 403,
      },
      {
        name: 'companies PUT: a new name with another team type',
        as: DEMO.consumer,
        method: 'PUT',
        url: `/api/v2/companies/${consumerCompany}/`,
        body: { name: 'Probe', company_type: 'energy_supplier', address: 'Probestraße 1' },
        status: 400,
      },
      // the dashboard's actions
      {
        name: "finalize reading period: another company's",
        as: DEMO.consumer,
        method: 'POST',
        url: `/api/v2/companies/${strangerCompany}/finalize-reading-period/`,
        body: {},
        status: 404,
      },
      {
        name: 'finalize reading period: a supplier that is not a contractor',
        as: DEMO.consumer,
        method: 'POST',
        url: `/api/v2/companies/${consumerCompany}/finalize-reading-period/`,
        body: { energy_supplier_id: strangerCompany },
        status: 400,
      },
      // sign-in and password links
      {
        name: 'reset_password confirm: a token that does not exist',
        as: '',
        method: 'POST',
        url: '/api/v2/users/reset_password/confirm/',
        body: {
          token: 'no-such-token',
          password: 'An0ther-Strong-Passphrase!',
          password_repeat: 'An0ther-Strong-Passphrase!',
        },
        status: 400,
      },
      {
        name: 'access-token POST: a wrong password',
        as: '',
        method: 'POST',
        url: '/api/v2/access-token/',
        body: { email: DEMO.consumer, password: 'not-the-password' },
        status: 401,
      },
      {
        name: 'access-token POST: an account that is not active',
        as: '',
        method: 'POST',
        url: '/api/v2/access-token/',
        body: { email: 'markus.brandt@demo.example', password: DEMO_PASSWORD },
        status: 403,
      },
    );
    // Every account signs in now: a first sign-in writes its session.
    for (const email of new Set(cases.map((c) => c.as).filter(Boolean))) await t.authHeader(email);
  });

  it('answers each refused case with its status, and every table is unchanged', async () => {
    const changed: string[] = [];
    for (const refusal of cases) {
      const before = await snapshot();
      const { as, method, url, body } = refusal;
      const response = !as
        ? await t.app.inject({ method, url, payload: body })
        : method === 'GET'
          ? await t.get(as, url)
          : await t.send(as, method, url, body);
      const after = await snapshot();
      const tables = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (response.statusCode !== refusal.status || tables.length)
        changed.push(
          `${refusal.name}: ${response.statusCode} ${response.body} changed [${tables.join(', ')}]`,
        );
    }
    expect(changed).toEqual([]);
  }, 180_000);
});

describe('a request that fails midway writes nothing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('employees POST: no employee without their registration link', async () => {
    await t.authHeader(DEMO.consumer);
    const before = await snapshot();
    vi.spyOn(PasswordResetRepository.prototype, 'replaceToken').mockRejectedValueOnce(
      new Error('link write failed'),
    );
    const response = await t.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email: 'half.saved@demo.example',
      employee: { name: 'Half Saved', is_scheduler: false },
    });
    expect(response.statusCode).toBe(500);
    expect(await snapshot()).toEqual(before);
  });
});

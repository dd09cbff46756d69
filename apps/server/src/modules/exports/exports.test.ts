import { type Job, TRANSFER_COLUMNS, TRANSFER_EXAMPLE_ROWS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { companyIds, listedMeter } from '../../testing/demo-rows';
import { xlsxRows } from '../../testing/spreadsheets';

/**
 * Exports: the spec's download and dry-run endpoints, each mode's columns, the filters and
 * options, formulas made inert, who may export, and the job each export is.
 */
const t = useTestApp();
const narrowed = useTestApp(
  portalConfigEnv({ EXPORT_COMPANY_TYPES: ['commercial_consumer'], IMPORT_MODES: ['ALL'] }),
);

const download = async (email: string, path: string, accept = '*/*') =>
  t.app.inject({
    url: `/api/v2/reading_requests-download/${path}`,
    headers: { ...(await t.authHeader(email)), accept },
  });
const count = async (email: string, path: string) => {
  const response = await t.get(email, `/api/v2/reading_requests-download-dryrun/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
};
const listCount = async (app: TestApp, email: string, path: string) =>
  (await app.get(email, `${path}${path.includes('?') ? '&' : '?'}page_size=1`)).json().count as number;

/** CSV rows as arrays (the exported cells hold no line breaks in the demo data). */
function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) =>
      line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .slice(0, -1)
        .map((cell) =>
          cell
            .replace(/,$/, '')
            .replace(/^"(.*)"$/s, '$1')
            .replaceAll('""', '"'),
        ),
    );
}

describe('exports', () => {
  it('exports buildings and meters (mode 1) as xlsx with the import’s columns, every visible meter once', async () => {
    const response = await download(DEMO.supplier, '1/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d_all\.xlsx"$/,
    );
    const [header, ...rows] = await xlsxRows(response.rawPayload);
    expect(header).toEqual(TRANSFER_COLUMNS.BASE.map((column) => column.name));
    expect(rows.length).toBe(await count(DEMO.supplier, '1/'));
    const meterColumn = header!.indexOf('meter_id');
    const exported = rows.map((row) => row[meterColumn]).filter(Boolean);
    expect(exported.length).toBe(await listCount(t, DEMO.supplier, '/api/v2/meters/'));
    expect(new Set(exported).size).toBe(exported.length);

    const job = (await t.get(DEMO.supplier, String(response.headers['x-job']))).json() as Job;
    expect(job).toMatchObject({ kind: 'export', mode: 'BASE', state: 'succeeded', rows_done: rows.length });
  });

  it('exports reading requests (mode 0) as CSV, filtered by status and meter status like the lists', async () => {
    const response = await download(DEMO.consumer, '0/', 'text/csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csvRows(response.body);
    expect(header).toEqual(TRANSFER_COLUMNS.ALL.map((column) => column.name));
    expect(rows.length).toBe(await listCount(t, DEMO.consumer, '/api/v2/reading_requests/'));
    expect(await count(DEMO.consumer, '0/?filter_status=new')).toBe(
      await listCount(t, DEMO.consumer, '/api/v2/reading_requests/?status=new'),
    );
    expect(await count(DEMO.consumer, '1/?meter_status=inactive')).toBe(
      await listCount(t, DEMO.consumer, '/api/v2/meters/?status=inactive'),
    );
  });

  it('exports readings (mode 2) with a column per OBIS code, filtered by reading date', async () => {
    const meters = (await t.get(DEMO.supplier, '/api/v2/meters/?page_size=200&status=active')).json();
    const twoCodes = meters.results.find((listed: { obis_codes: string[] }) => listed.obis_codes.length >= 2);
    const { resource_id: meter, obis_codes: obis, meter_id: meterNumber } = twoCodes;
    const created = await t.send(DEMO.supplier, 'POST', '/api/v2/readings/', {
      meter,
      reading_date: '2026-02-03T09:00:00Z',
      results: [
        { obis: obis[0], value: 4711.25, applied_method: 'manual' },
        { obis: obis[1], value: 815, applied_method: 'manual' },
      ],
      image_metas: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const path = '2/?start_date=2026-02-03&end_date=2026-02-03';
    const response = await download(DEMO.supplier, path, 'text/csv');
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = csvRows(response.body);
    expect(header!.slice(0, 2)).toEqual(['meter_id', 'reading_date']);
    // One row for the reading, both values in their columns; the dry run counts the rows the file has.
    const row = rows.filter((cells) => cells[0] === meterNumber);
    expect(row).toHaveLength(1);
    expect(row[0]![1]).toBe('2026-02-03T09:00:00.000Z');
    expect(row[0]![header!.indexOf(obis[0])]).toBe('4711.25');
    expect(row[0]![header!.indexOf(obis[1])]).toBe('815');
    expect(rows.every((cells) => cells[1]!.startsWith('2026-02-03'))).toBe(true);
    expect(await count(DEMO.supplier, path)).toBe(rows.length);
  });

  it('orders readings by meter number, then by reading date (not by when they were entered)', async () => {
    const [listed] = (await t.get(DEMO.supplier, '/api/v2/meters/?page_size=1&status=active')).json().results;
    for (const date of ['2026-03-20T09:00:00Z', '2026-03-10T09:00:00Z']) {
      const created = await t.send(DEMO.supplier, 'POST', '/api/v2/readings/', {
        meter: listed.resource_id,
        reading_date: date,
        results: [{ obis: listed.obis_codes[0], value: 1, applied_method: 'manual' }],
        image_metas: [],
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const [, ...rows] = csvRows((await download(DEMO.supplier, '2/', 'text/csv')).body);
    const keys = rows.map((cells) => `${cells[0]}\t${cells[1]}`);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain(`${listed.meter_id}\t2026-03-10T09:00:00.000Z`);
  });

  it('writes a readings row’s meter number that looks like a formula as text, quoted where it holds a comma', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const current = (await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)).json();
    // Number → as written: a leading ' where a spreadsheet would start a formula (an apostrophe in front
    // of one too, so that the file's text comes back unchanged), nothing elsewhere.
    const numbers = {
      '=1+2,"x"': `'=1+2,"x"`,
      "'+1": "''+1",
      '@A1': "'@A1",
      '-7': "'-7",
      'F-1=2': 'F-1=2',
      "'apostrophe": "'apostrophe",
    };
    for (const number of Object.keys(numbers)) {
      const created = await t.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
        building: current.building.url,
        meter_id: number,
        physical_medium: 'electricity',
        physical_unit: 'kWh',
        obis_codes: ['1-0:1.8.0'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const reading = await t.send(DEMO.supplier, 'POST', '/api/v2/readings/', {
        meter: created.json().url,
        reading_date: '2026-02-04T09:00:00Z',
        results: [{ obis: '1-0:1.8.0', value: -0.5, applied_method: 'manual' }],
        image_metas: [],
      });
      expect(reading.statusCode, reading.body).toBe(201);
    }
    const path = '2/?start_date=2026-02-04&end_date=2026-02-04';
    const [header, ...rows] = csvRows((await download(DEMO.supplier, path, 'text/csv')).body);
    for (const written of Object.values(numbers)) {
      const row = rows.find((cells) => cells[0] === written);
      expect(row?.[header!.indexOf('1-0:1.8.0')], written).toBe('-0.5');
    }
    const sheet = await xlsxRows((await download(DEMO.supplier, path)).rawPayload);
    expect(sheet.map((cells) => cells[0])).toEqual(expect.arrayContaining(Object.values(numbers)));
  });

  it('writes a would-be formula as text, in CSV and in xlsx', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const formula = '=HYPERLINK("http://evil.example","click")';
    const patched = await t.send(DEMO.supplier, 'PATCH', `/api/v2/meters/${meter}/`, { note: formula });
    expect(patched.statusCode, patched.body).toBe(200);
    const [header, ...rows] = csvRows((await download(DEMO.supplier, '1/', 'text/csv')).body);
    const note = header!.indexOf('note');
    expect(rows.map((row) => row[note])).toContain(`'${formula}`);
    const sheet = await xlsxRows((await download(DEMO.supplier, '1/')).rawPayload);
    expect(sheet.map((row) => row[note])).toContain(`'${formula}`);
    expect(sheet.flat().some((cell) => typeof cell === 'object' && cell !== null && 'formula' in cell)).toBe(
      false,
    );
  });

  it('exports for a chosen contractor (option 2) and the own sub-meters (option 1)', async () => {
    const ids = await companyIds(t);
    const contractor = (await t.get(DEMO.consumer, '/api/v2/companies/?contractors=true'))
      .json()
      .results.find((c: { company_type: string }) => c.company_type === 'energy_supplier');
    expect(contractor).toBeDefined();
    const forCompany = await download(DEMO.consumer, `1/${contractor.resource_id}/`, 'text/csv');
    expect(forCompany.statusCode, forCompany.body).toBe(200);
    expect(forCompany.headers['content-disposition']).toContain(
      `_${contractor.name}.csv`.replace(/[^\x20-\x7e]/g, '_'),
    );
    const [header, ...rows] = csvRows(forCompany.body);
    const roles = ['energy_supplier', 'meter_reading_service', 'commercial_consumer'].map((name) =>
      header!.indexOf(name),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(await count(DEMO.consumer, '1/'));
    expect(rows.every((row) => roles.some((column) => row[column] === contractor.name))).toBe(true);

    const subMeters = csvRows((await download(DEMO.consumer, '1/?own_sub_meters=true', 'text/csv')).body);
    const mainMeter = header!.indexOf('main_meter');
    expect(subMeters.length - 1).toBe(await count(DEMO.consumer, '1/?own_sub_meters=true'));
    expect(subMeters.length - 1).toBeGreaterThan(0);
    expect(subMeters.slice(1).every((row) => row[mainMeter] !== '')).toBe(true);
    // A meter reading service or the own company is no choice (400); an unseen or made-up one is not
    // found (404), as any other company's object.
    const service = (await t.get(DEMO.consumer, '/api/v2/companies/?contractors=true'))
      .json()
      .results.find((c: { company_type: string }) => c.company_type === 'meter_reading_service');
    if (service) expect((await download(DEMO.consumer, `1/${service.resource_id}/`)).statusCode).toBe(400);
    expect((await download(DEMO.consumer, `1/${ids['Fremdwerk Demo']}/`)).statusCode).toBe(404);
    expect((await download(DEMO.consumer, '1/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
    expect((await download(DEMO.consumer, `1/${ids['Hausverwaltung Demo']}/`)).statusCode).toBe(400);
  });

  it('refuses: no token 401, a meter reader or the administration 403, bad filters 400, unknown modes 404', async () => {
    expect((await t.app.inject({ url: '/api/v2/reading_requests-download/1/' })).statusCode).toBe(401);
    expect((await download(DEMO.reader, '1/')).statusCode).toBe(403);
    expect((await download(DEMO.admin, '1/')).statusCode).toBe(403);
    // A path that names nothing is 404, as for every route; a bad filter 400.
    for (const path of ['9/', '1/not-a-company/'])
      expect((await download(DEMO.supplier, path)).statusCode, path).toBe(404);
    for (const path of [
      '1/?meter_status=broken',
      '1/?meter_statuss=active',
      '0/?filter_status=new,lost',
      '0/?start_date=2026-02-10&end_date=2026-02-01',
      '0/?start_date=Infinity',
    ])
      expect((await download(DEMO.supplier, path)).statusCode, path).toBe(400);
  });

  it('refuses a filter its mode does not take (400) rather than export more than asked', async () => {
    const status = 'Only the reading requests export (mode 0) filters by status.';
    const dates = 'The meters export (mode 1) has no dates to filter by.';
    for (const [path, body] of [
      ['1/?filter_status=success', { filter_status: [status] }],
      ['2/?filter_status_note=meter_defect', { filter_status_note: [status] }],
      ['1/?start_date=2030-01-01&end_date=2030-12-31', { start_date: [dates], end_date: [dates] }],
    ] as const)
      for (const endpoint of ['reading_requests-download', 'reading_requests-download-dryrun']) {
        const response = await t.get(DEMO.supplier, `/api/v2/${endpoint}/${path}`);
        expect(response.statusCode, `${endpoint}/${path}`).toBe(400);
        expect(response.json()).toEqual(body);
      }
    expect(await count(DEMO.supplier, '0/?filter_status=success&start_date=2020-01-01')).toBeGreaterThan(0);
    expect(await count(DEMO.supplier, '2/?start_date=2020-01-01')).toBeGreaterThan(0);
  });

  it('shows another company nothing of the supplier’s', async () => {
    const [header, ...rows] = csvRows((await download(DEMO.stranger, '1/', 'text/csv')).body);
    const supplierMeters = csvRows((await download(DEMO.supplier, '1/', 'text/csv')).body)
      .slice(1)
      .map((row) => row[header!.indexOf('meter_id')]);
    const strangers = rows.map((row) => row[header!.indexOf('meter_id')]);
    expect(strangers.filter((meter) => meter && supplierMeters.includes(meter))).toEqual([]);
  });

  it('offers each mode’s import template without sign-in: the header and one example row, linked by every brand', async () => {
    const template = await t.app.inject({ url: '/api/v2/reading_requests-template/1/' });
    expect(template.statusCode, template.body).toBe(200);
    expect(template.headers['content-disposition']).toBe('attachment; filename="import-template-1.xlsx"');
    const [header, example, ...rest] = await xlsxRows(template.rawPayload);
    expect(header).toEqual(TRANSFER_COLUMNS.BASE.map((column) => column.name));
    expect(rest).toEqual([]);
    expect(example![header!.indexOf('meter_id')]).toBe(TRANSFER_EXAMPLE_ROWS.BASE.meter_id);
    const readings = await xlsxRows(
      (await t.app.inject({ url: '/api/v2/reading_requests-template/2/' })).rawPayload,
    );
    expect(readings[0]).toEqual(['meter_id', 'reading_date', '1-0:1.8.0']);
    expect((await t.app.inject({ url: '/api/v2/reading_requests-template/7/' })).statusCode).toBe(404);
    const config = (await t.app.inject({ url: '/api/v2/portal-config/' })).json();
    expect(JSON.stringify(config)).toContain('/api/v2/reading_requests-template/1/');
  });

  it('follows EXPORT_COMPANY_TYPES and the configured modes (IMPORT_MODES; readings always)', async () => {
    const get = async (email: string, path: string) =>
      (
        await narrowed.app.inject({
          url: `/api/v2/reading_requests-download-dryrun/${path}`,
          headers: await narrowed.authHeader(email),
        })
      ).statusCode;
    expect(await get(DEMO.supplier, '0/')).toBe(403);
    expect(await get(DEMO.consumer, '0/')).toBe(200);
    expect(await get(DEMO.consumer, '1/')).toBe(403);
    expect(await get(DEMO.consumer, '2/')).toBe(200);
    expect((await t.get(DEMO.supplier, '/api/v2/reading_requests-download-dryrun/0/')).statusCode).toBe(200);
  });
});

import { TRANSFER_EXAMPLE_ROWS } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, portalConfigEnv, type TestApp, useTestApp } from '../../../test/app';
import { listedMeter } from '../../testing/demo-rows';
import { minimalXlsx, rowXml } from './test-files';

/**
 * Imports, mode 1: all or nothing in one transaction, the dry run rolled back, every refused
 * row named, an export re-imported without change, and who may import.
 */
const t = useTestApp();
/** A build that exports reading requests but imports only buildings and meters (and readings). */
const small = useTestApp({ IMPORT_MAX_MB: '1', ...portalConfigEnv({ APP_IMPORT_MODES: ['BASE'] }) });

const HEADER = 'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit';
const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);
const upload = async (app: TestApp, email: string, path: string, body: Buffer, headers: object = {}) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/v2/reading_requests-upload/${path}`,
    headers: {
      ...(await app.authHeader(email)),
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="meters.csv"',
      ...headers,
    },
    payload: body,
  });
const meterCount = async (number: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM meters WHERE meter_id = ${number}`.execute(
      t.ctx.db,
    )
  ).rows[0]!.n;

describe('imports (mode 1)', () => {
  it('checks a file in a dry run without keeping anything, then imports it: new meters need a check', async () => {
    const file = csv(
      'Importweg,1,12345,Musterstadt,IMP-0001,1-0:1.8.0,electricity,kWh',
      'Importweg,1,12345,Musterstadt,IMP-0002,"1-0:1.8.0, 1-0:2.8.0",electricity,kWh',
    );
    const dry = await upload(t, DEMO.supplier, '1/1/', file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ result: 'OK', messages: [] });
    expect(await meterCount('IMP-0001')).toBe(0);
    const report = await t.get(DEMO.supplier, `/api/v2/reading_requests-report/${dry.json().report}/`);
    expect(report.json()).toMatchObject({
      kind: 'import',
      dry_run: true,
      state: 'succeeded',
      file_name: 'meters.csv',
      rows_total: 2,
      result: { created: { buildings: 1, meters: 2 } },
    });

    const real = await upload(t, DEMO.supplier, '1/', file);
    expect(real.json(), real.body).toMatchObject({ result: 'OK' });
    const recorded = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM audit_log a JOIN meters m ON m.id = a.object_id
      WHERE a.object_type = 'meters' AND a.action = 'insert' AND a.actor_kind = 'user'
        AND m.meter_id IN ('IMP-0001', 'IMP-0002')`.execute(t.ctx.db);
    expect(recorded.rows[0]!.n).toBe(2);
    const meter = (await t.get(DEMO.supplier, '/api/v2/meters/?search=IMP-0002')).json().results[0];
    expect(meter).toMatchObject({
      meter_id: 'IMP-0002',
      needs_check: true,
      obis_codes: ['1-0:1.8.0', '1-0:2.8.0'],
    });
    expect(meter.building).toMatchObject({ street: 'Importweg', city: 'Musterstadt' });
    // The same file again changes nothing.
    const again = await upload(t, DEMO.supplier, '1/', file);
    const job = (await t.get(DEMO.supplier, `/api/v2/jobs/${again.json().report}/`)).json();
    expect(job.result).toEqual({
      created: { buildings: 0, meters: 0 },
      updated: { buildings: 0, meters: 0 },
      unchanged: { buildings: 1, meters: 2 },
    });
  });

  it('imports nothing when one row is refused, and names each refused row and column', async () => {
    const answer = await upload(
      t,
      DEMO.supplier,
      '1/',
      csv(
        'Fehlerweg,1,12345,Musterstadt,IMP-0101,1-0:1.8.0,electricity,kWh',
        'Fehlerweg,2,12345,Musterstadt,IMP-0102,1-0:1.8.0,plasma,kWh',
        'Fehlerweg,3,12345,Musterstadt,IMP-0101,1-0:1.8.0,electricity,kWh',
        'Fehlerweg,4,12345,,IMP-0103,1-0:1.8.0,electricity,kWh',
        'Fehlerweg,5,12345,Muster\0stadt,IMP-0104,1-0:1.8.0,electricity,kWh',
      ),
    );
    // A NUL is hostile content: a 400, still with every refused row named.
    expect(answer.statusCode).toBe(400);
    const { result, messages } = answer.json();
    expect(result).toBe('ERROR');
    expect(messages.some((m: string) => m.startsWith('Row 3, physical_medium:'))).toBe(true);
    expect(messages).toContain('Row 4, meter_id: The meter IMP-0101 is also in row 2.');
    expect(messages).toContain('Row 5, city: This field is required.');
    // One message a cell: the NUL cell is not also called missing.
    expect(messages.filter((m: string) => m.startsWith('Row 6, city'))).toEqual([
      'Row 6, city: The cell holds a NUL character: remove it.',
    ]);
    expect(messages[0]).toMatch(/^Row 3, /);
    expect(await meterCount('IMP-0101')).toBe(0);
  });

  it('answers refused rows 200 ERROR, and 400 when a cell is too long or holds a NUL', async () => {
    const rows = [
      'Zellweg,1,12345,Musterstadt,CELL-1,1-0:1.8.0,electricity,kWh',
      'Zellweg,2,12345,Musterstadt,CELL-2,1-0:1.8.0,plasma,kWh',
    ];
    const refusedRows = await upload(t, DEMO.supplier, '1/1/', csv(...rows));
    expect(refusedRows.statusCode).toBe(200);
    expect(refusedRows.json().result).toBe('ERROR');
    const long = await upload(
      t,
      DEMO.supplier,
      '1/',
      csv(...rows, `Zellweg,3,12345,${'x'.repeat(2_001)},CELL-3,1-0:1.8.0,electricity,kWh`),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().result).toBe('ERROR');
    // Every refused row is still named.
    expect(long.json().messages).toEqual([
      expect.stringMatching(/^Row 3, physical_medium: /),
      'Row 4, city: The cell holds 2,001 characters; at most 2,000 are accepted.',
    ]);
    expect(await meterCount('CELL-1')).toBe(0);
  });

  it('imports a lone surrogate of an xlsx cell (_xD800_) as U+FFFD, as a UTF-8 encoder writes it', async () => {
    const cells = ['Ersatzweg', '1', '12345', 'Musterstadt', 'IMP-LONE', '1-0:1.8.0', 'electricity', 'kWh'];
    const body = minimalXlsx(
      rowXml(1, [...HEADER.split(','), 'label']) + rowXml(2, [...cells, 'Zähler _xD800_']),
    );
    const answer = await upload(t, DEMO.supplier, '1/', body, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="meters.xlsx"',
    });
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK' });
    const { rows } = await sql<{
      label: string;
    }>`SELECT label FROM meters WHERE meter_id = 'IMP-LONE'`.execute(t.ctx.db);
    expect(rows).toEqual([{ label: 'Zähler \uFFFD' }]);
  });

  it('keeps the file name without control characters (a NUL, CR and LF become _)', async () => {
    const answer = await upload(
      t,
      DEMO.supplier,
      '1/1/',
      csv('Namensweg,1,12345,Musterstadt,NAME-1,1-0:1.8.0,electricity,kWh'),
      {
        'content-disposition': "attachment; filename*=UTF-8''a%00b%0D%0Ac.csv",
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const job = (await t.get(DEMO.supplier, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.file_name).toBe('a_b__c.csv');
  });

  it('names the first column in which two rows of one address differ', async () => {
    const answer = await upload(
      t,
      DEMO.supplier,
      '1/1/',
      Buffer.from(
        [
          `${HEADER},building_label,business_unit`,
          'Spaltweg,1,12345,Musterstadt,SPL-1,1-0:1.8.0,electricity,kWh,Haus A,Nord',
          'Spaltweg,1,12345,Musterstadt,SPL-2,1-0:1.8.0,electricity,kWh,Haus A,Süd',
          'Spaltweg,1,12345,Musterstadt,SPL-3,1-0:1.8.0,electricity,kWh,Haus B,Nord',
        ].join('\r\n'),
      ),
    );
    expect(answer.json().messages).toEqual([
      "Row 3, business_unit: This building's fields differ from row 2, which names the same address.",
      "Row 4, building_label: This building's fields differ from row 2, which names the same address.",
    ]);
  });

  it('refuses a meter number of another company, and answers a hostile file with the reader’s message', async () => {
    const taken = (
      await sql<{
        meter_id: string;
      }>`SELECT m.meter_id FROM meters m JOIN companies c ON c.id = m.owner_company_id
        WHERE c.name = 'Fremdwerk Demo' LIMIT 1`.execute(t.ctx.db)
    ).rows[0]!.meter_id;
    const answer = await upload(
      t,
      DEMO.supplier,
      '1/',
      csv(`Fremdweg,1,12345,Musterstadt,${taken},1-0:1.8.0,electricity,kWh`),
    );
    expect(answer.json().messages).toEqual([
      `Row 2, meter_id: The meter number ${taken} is taken by a meter of another company.`,
    ]);
    const pdf = await upload(t, DEMO.supplier, '1/', Buffer.from('%PDF-1.7 not a sheet'));
    // A file refused as a whole is a bad request, with the import's answer as its body.
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({
      result: 'ERROR',
      messages: ['The file is not a spreadsheet (xlsx or CSV).'],
    });
  });

  it('imports its template as it is for a consumer and an energy supplier, the importer’s own company filled in, twice without change', async () => {
    const template = async (mode: number) =>
      (await t.app.inject({ url: `/api/v2/reading_requests-template/${mode}/` })).rawPayload;
    const xlsx = { 'content-type': 'application/octet-stream' };
    for (const [email, mode] of [
      [DEMO.consumer, 1],
      [DEMO.supplier, 0],
    ] as const) {
      const dry = await upload(t, email, `${mode}/1/`, await template(mode), xlsx);
      expect(dry.json(), `${email}, mode ${mode}`).toMatchObject({ result: 'OK', messages: [] });
    }
    // A reading service adds no buildings (ADD_EDIT_BUILDING), by file no more than by the form.
    const service = await upload(t, DEMO.service, '1/1/', await template(1), xlsx);
    expect(service.json().messages).toEqual([
      'Row 2, street: You may not add buildings: no building is at this address.',
    ]);
    const real = await upload(t, DEMO.supplier, '1/', await template(1), xlsx);
    expect(real.json()).toMatchObject({ result: 'OK', messages: [] });
    const meter = (
      await sql<{
        supplied_by_importer: boolean;
      }>`SELECT m.energy_supplier_id = u.company_id AS supplied_by_importer
        FROM meters m, users u WHERE u.email = ${DEMO.supplier}
          AND m.meter_id = ${TRANSFER_EXAMPLE_ROWS.BASE.meter_id}`.execute(t.ctx.db)
    ).rows;
    expect(meter).toEqual([{ supplied_by_importer: true }]);
    // The same file again: its empty supplier cell still names the importer, so nothing changes.
    const again = await upload(t, DEMO.supplier, '1/', await template(1), xlsx);
    expect(again.json()).toMatchObject({ result: 'OK', messages: [] });
    const job = (await t.get(DEMO.supplier, `/api/v2/jobs/${again.json().report}/`)).json();
    expect(job.result.updated).toEqual({ buildings: 0, meters: 0 });
  });

  it('answers Prefer: respond-async with 202 and the job, claiming no result before the file is read', async () => {
    const accepted = await upload(t, DEMO.supplier, '1/', Buffer.from('%PDF-1.7 not a sheet'), {
      prefer: 'respond-async',
    });
    expect(accepted.statusCode).toBe(202);
    const { report, job, ...rest } = accepted.json();
    expect(rest).toEqual({});
    expect(accepted.headers.location).toBe(job);
    expect(job).toMatch(new RegExp(`/api/v2/jobs/${report}/$`));
    await expect
      .poll(async () => (await t.get(DEMO.supplier, `/api/v2/jobs/${report}/`)).json().state)
      .toBe('failed');
    expect((await t.get(DEMO.supplier, `/api/v2/jobs/${report}/`)).json().messages).toEqual([
      { row: null, column: null, message: 'The file is not a spreadsheet (xlsx or CSV).' },
    ]);
  });

  it('re-imports its own export unchanged', async () => {
    // Text the export guards or the import trims: a guard already there, a leading tab, a trailing space.
    const { meter } = await listedMeter(t, DEMO.consumer);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/meters/${meter}/`,
      headers: await t.authHeader(DEMO.consumer),
      payload: { label: "'=abc", note: '\tx', custom_reference_meter: 'KD-1 ' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const csvExport = await t.app.inject({
      url: '/api/v2/reading_requests-download/1/',
      headers: { ...(await t.authHeader(DEMO.consumer)), accept: 'text/csv' },
    });
    expect(csvExport.body).toContain(",''=abc,");
    const csvAnswer = await upload(t, DEMO.consumer, '1/1/', csvExport.rawPayload);
    const csvJob = (await t.get(DEMO.consumer, `/api/v2/jobs/${csvAnswer.json().report}/`)).json();
    expect(csvJob.result.updated).toEqual({ buildings: 0, meters: 0 });
    const exported = await t.app.inject({
      url: '/api/v2/reading_requests-download/1/',
      headers: await t.authHeader(DEMO.consumer),
    });
    expect(exported.statusCode).toBe(200);
    const audit = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(t.ctx.db)).rows[0]!.n;
    const before = await audit();
    const answer = await upload(t, DEMO.consumer, '1/', exported.rawPayload, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
    const job = (await t.get(DEMO.consumer, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.result.created).toEqual({ buildings: 0, meters: 0 });
    expect(job.result.updated).toEqual({ buildings: 0, meters: 0 });
    expect(await audit()).toBe(before);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const meterColumn = (sheet.getRow(1).values as unknown[]).indexOf('meter_id');
    let meters = 0;
    sheet.eachRow((row, number) => {
      if (number > 1 && row.getCell(meterColumn).value) meters++;
    });
    expect(meters).toBeGreaterThan(0);
    expect(job.result.unchanged.meters).toBe(meters);
  });

  it('refuses: no token 401, a meter reader 403, a file above IMPORT_MAX_MB 413, an unknown mode 404', async () => {
    const file = csv('Weg,1,12345,Stadt,IMP-0201,1-0:1.8.0,electricity,kWh');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v2/reading_requests-upload/1/', payload: file }))
        .statusCode,
    ).toBe(401);
    expect((await upload(t, DEMO.reader, '1/', file)).statusCode).toBe(403);
    expect((await upload(t, DEMO.admin, '1/', file)).statusCode).toBe(403);
    const big = Buffer.concat([file, Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    expect((await upload(small, DEMO.supplier, '1/', big)).statusCode).toBe(413);
    expect((await upload(t, DEMO.supplier, '7/', file)).statusCode).toBe(404);
    const other = await upload(t, DEMO.supplier, '1/1/', file);
    expect(
      (await t.get(DEMO.stranger, `/api/v2/reading_requests-report/${other.json().report}/`)).statusCode,
    ).toBe(404);
  });

  it('offers the upload in the modes of APP_IMPORT_MODES only (readings always), while the export keeps IMPORT_MODES', async () => {
    const file = csv('Weg,1,12345,Stadt,IMP-0301,1-0:1.8.0,electricity,kWh');
    const requests = await upload(small, DEMO.supplier, '0/1/', file);
    expect(requests.statusCode).toBe(403);
    expect(requests.json().detail).toBe('This import mode is not available.');
    expect((await upload(small, DEMO.supplier, '1/1/', file)).statusCode).toBe(200);
    // Modes 2 (and 0 without APP_IMPORT_MODES) are offered: the meters file is refused for its columns
    // (400), not for the mode (403).
    expect((await upload(small, DEMO.supplier, '2/1/', file)).statusCode).toBe(400);
    expect((await upload(t, DEMO.supplier, '0/1/', file)).statusCode).toBe(400);
    const exported = await small.get(DEMO.supplier, '/api/v2/reading_requests-download-dryrun/0/');
    expect(exported.statusCode).toBe(200);
  });

  it('updates only what changed, recorded in the audit trail as the importing user', async () => {
    await upload(
      t,
      DEMO.consumer,
      '1/',
      csv('Änderweg,5,12345,Musterstadt,IMP-0301,1-0:1.8.0,electricity,kWh'),
    );
    const changed = Buffer.from(
      `${HEADER},note\r\nÄnderweg,5,12345,Musterstadt,IMP-0301,1-0:1.8.0,electricity,kWh,neu geprüft\r\n`,
    );
    const answer = await upload(t, DEMO.consumer, '1/', changed);
    const job = (await t.get(DEMO.consumer, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.result.updated).toEqual({ buildings: 0, meters: 1 });
    const meter = (await t.get(DEMO.consumer, '/api/v2/meters/?search=IMP-0301')).json().results[0];
    expect(meter.note).toBe('neu geprüft');
    const [latest] = (await t.get(DEMO.consumer, `/api/v2/meters/${meter.resource_id}/history/`)).json()
      .results;
    expect(latest).toMatchObject({ action: 'update', actor: { name: DEMO.consumer } });
    expect(latest.changes).toEqual([{ field: 'note', before: null, after: 'neu geprüft' }]);
  });

  // On PostgreSQL the file is stored beside the import so that another process can run it again; storing
  // it is not the import: when it fails, the import goes on and the job is simply not resumable.
  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'imports the file when storing it for a resume fails, and the job is then not resumable',
    async () => {
      await sql`CREATE FUNCTION refuse_job_file() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'job_files refused by the test'; END $$`.execute(t.ctx.db);
      await sql`CREATE TRIGGER refuse_job_file BEFORE INSERT ON job_files
        FOR EACH ROW EXECUTE FUNCTION refuse_job_file()`.execute(t.ctx.db);
      try {
        const answer = await upload(
          t,
          DEMO.supplier,
          '1/',
          csv('Keepweg,1,12345,Musterstadt,KEEP-1,1-0:1.8.0,electricity,kWh'),
        );
        expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
        expect(await meterCount('KEEP-1')).toBe(1);
        const { rows } = await sql<{ state: string; resumable: boolean; parts: number }>`
          SELECT state, resume IS NOT NULL AS resumable,
            (SELECT count(*)::int FROM job_files WHERE job_id = jobs.id) AS parts
          FROM jobs WHERE id = ${answer.json().report}`.execute(t.ctx.db);
        expect(rows).toEqual([{ state: 'succeeded', resumable: false, parts: 0 }]);
      } finally {
        await sql`DROP TRIGGER refuse_job_file ON job_files`.execute(t.ctx.db);
        await sql`DROP FUNCTION refuse_job_file()`.execute(t.ctx.db);
      }
    },
  );
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

/**
 * Imports, mode 0 (reading requests, spec §7): buildings, meters and their requests in one
 * transaction; a new request as the form makes it; an export re-imported unchanged.
 */
const t = useTestApp();

const HEADER =
  'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit,planned_reading_date,planned_reading_date_end,delegate,reason,request_status';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const upload = async (email: string, path: string, body: Buffer | string, type = 'text/csv') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/reading_requests-upload/${path}`,
    headers: { ...(await t.authHeader(email)), 'content-type': type },
    payload: body,
  });

describe('imports (mode 0, reading requests)', () => {
  it('creates a building, its meter and the meter’s reading request in one go', async () => {
    const file = `${HEADER}\r\nAuftragsweg,1,12345,Musterstadt,REQ-0001,1-0:1.8.0,electricity,kWh,${day(1)}T08:00:00Z,${day(8)}T16:00:00Z,reader@demo.example,Jahresablesung,new\r\n`;
    const answer = await upload(DEMO.consumer, '0/', file);
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
    const job = (await t.get(DEMO.consumer, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.result.created).toEqual({ buildings: 1, meters: 1, reading_requests: 1 });
    const { rows } = await sql<{ status: string; origin: string; reason: string; email: string }>`
      SELECT rr.status, rr.origin, rr.reason, u.email FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id
      JOIN users u ON u.id = rr.delegate_id WHERE m.meter_id = 'REQ-0001'`.execute(t.ctx.db);
    expect(rows).toEqual([
      { status: 'new', origin: 'import', reason: 'Jahresablesung', email: 'reader@demo.example' },
    ]);
    // Again: nothing new.
    const again = await upload(DEMO.consumer, '0/', file);
    const repeated = (await t.get(DEMO.consumer, `/api/v2/jobs/${again.json().report}/`)).json();
    expect(repeated.result.unchanged).toMatchObject({ meters: 1, reading_requests: 1 });
    // The same request with another reason: the message names the column that differs.
    const other = await upload(DEMO.consumer, '0/1/', file.replace('Jahresablesung', 'Zwischenablesung'));
    expect(other.json().messages).toEqual([
      'Row 2, reason: This reading request (meter, reader, planned start) exists with other fields.',
    ]);
  });

  it('refuses a new request that is not new, starts in the past, or goes to a scheduler — and keeps nothing', async () => {
    // Not new, and starting in the past: refused for those once the scheduler's row is gone.
    const notNewAndPast = [
      `Auftragsweg,2,12345,Musterstadt,REQ-0101,1-0:1.8.0,electricity,kWh,${day(1)}T08:00:00Z,${day(2)}T08:00:00Z,,,success`,
      `Auftragsweg,2,12345,Musterstadt,REQ-0102,1-0:1.8.0,electricity,kWh,${day(-3)}T08:00:00Z,${day(2)}T08:00:00Z,,,new`,
    ];
    const answer = await upload(
      DEMO.consumer,
      '0/',
      [
        HEADER,
        ...notNewAndPast,
        `Auftragsweg,2,12345,Musterstadt,REQ-0103,1-0:1.8.0,electricity,kWh,${day(1)}T08:00:00Z,${day(2)}T08:00:00Z,consumer@demo.example,,new`,
      ].join('\r\n'),
    );
    expect(answer.json().result).toBe('ERROR');
    expect(answer.json().messages).toEqual([
      'Row 4, delegate: A delegate must be a meter reader or basic user.',
    ]);
    const second = await upload(DEMO.consumer, '0/', [HEADER, ...notNewAndPast].join('\r\n'));
    expect(second.json().messages).toEqual([
      'Row 2, request_status: A new reading request starts as new, without a status note.',
      'Row 3, planned_reading_date: The planned start must be today or later.',
    ]);
    const kept = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM meters WHERE meter_id LIKE 'REQ-01%'`.execute(t.ctx.db);
    expect(kept.rows[0]!.n).toBe(0);
  });

  it('refuses the same new request twice in the file, naming the earlier row, and keeps nothing', async () => {
    const line = `Auftragsweg,3,12345,Musterstadt,REQ-0201,1-0:1.8.0,electricity,kWh,${day(1)}T08:00:00Z,${day(2)}T08:00:00Z,,,new`;
    const answer = await upload(DEMO.consumer, '0/1/', [HEADER, line, line].join('\r\n'));
    expect(answer.json()).toMatchObject({
      result: 'ERROR',
      messages: ['Row 3, planned_reading_date: The same reading request is also in row 2.'],
    });
    const real = await upload(DEMO.consumer, '0/', [HEADER, line, `${line}`].join('\r\n'));
    expect(real.json().result).toBe('ERROR');
    const kept = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM meters WHERE meter_id = 'REQ-0201'`.execute(t.ctx.db);
    expect(kept.rows[0]!.n).toBe(0);
  });

  it('names the first column in which two requests’ rows describe their meter differently', async () => {
    const row = (street: string, unit: string, start: number) =>
      `${street},4,12345,Musterstadt,REQ-0301,1-0:1.8.0,electricity,${unit},${day(start)}T08:00:00Z,${day(9)}T08:00:00Z,,,new`;
    const answer = await upload(
      DEMO.consumer,
      '0/1/',
      [HEADER, row('Auftragsweg', 'kWh', 1), row('Auftragsweg', 'MWh', 2), row('Nebenweg', 'kWh', 3)].join(
        '\r\n',
      ),
    );
    expect(answer.json().messages).toEqual([
      "Row 3, physical_unit: This meter's fields differ from row 2, which names the same meter.",
      "Row 4, street: This meter's fields differ from row 2, which names the same meter.",
    ]);
  });

  it('re-imports its own reading requests export unchanged', async () => {
    const exported = await t.app.inject({
      url: '/api/v2/reading_requests-download/0/',
      headers: await t.authHeader(DEMO.consumer),
    });
    expect(exported.statusCode).toBe(200);
    const answer = await upload(
      DEMO.consumer,
      '0/',
      exported.rawPayload,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
    const job = (await t.get(DEMO.consumer, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.result.created).toEqual({ buildings: 0, meters: 0, reading_requests: 0 });
    expect(job.result.unchanged.reading_requests).toBe(job.rows_total);
  });

  it('keeps a planned day: a date without a time ends at the end of that day in Berlin, as the form sends it', async () => {
    const row = (number: string, start: string, end: string) =>
      `Tagweg,1,12345,Musterstadt,${number},1-0:1.8.0,electricity,kWh,${start},${end},reader@demo.example,,new`;
    const answer = await upload(
      DEMO.consumer,
      '0/',
      [
        HEADER,
        row('DAY-0001', '2030-01-10', '31.01.2030'),
        row('DAY-0002', '2030-07-10', '2030-07-31 14:30'),
      ].join('\r\n'),
    );
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
    const { rows } = await sql<{ meter_id: string; start: Date; end: Date }>`
      SELECT m.meter_id, rr.planned_reading_date AS start, rr.planned_reading_date_end AS end
      FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id
      WHERE m.meter_id IN ('DAY-0001', 'DAY-0002') ORDER BY m.meter_id`.execute(t.ctx.db);
    expect(rows.map((r) => [r.meter_id, r.start.toISOString(), r.end.toISOString()])).toEqual([
      // Winter (UTC+1): the 10th from its first moment, the 31st to its last.
      ['DAY-0001', '2030-01-09T23:00:00.000Z', '2030-01-31T22:59:59.999Z'],
      // Summer (UTC+2); a time given is kept.
      ['DAY-0002', '2030-07-09T22:00:00.000Z', '2030-07-31T12:30:00.000Z'],
    ]);
  });

  it('says why a meter that waits for its check takes no request, and takes one from the file that creates it', async () => {
    const meterRow = `Prüfweg,1,12345,Musterstadt,CHK-0001,1-0:1.8.0,electricity,kWh`;
    const request = `${day(2)}T08:00:00Z,${day(9)}T08:00:00Z,reader@demo.example,,new`;
    const created = await upload(DEMO.supplier, '1/', `${HEADER.split(',planned')[0]}\r\n${meterRow}\r\n`);
    expect(created.json(), created.body).toMatchObject({ result: 'OK' });
    const later = await upload(DEMO.supplier, '0/1/', `${HEADER}\r\n${meterRow},${request}\r\n`);
    expect(later.json().messages).toEqual([
      'Row 2, meter_id: This meter waits for its check: readings can be ordered once it is checked on its page, or with the import row that creates it.',
    ]);
    const together = `${HEADER}\r\n${meterRow.replace('CHK-0001', 'CHK-0002')},${request}\r\n`;
    expect((await upload(DEMO.supplier, '0/1/', together)).json()).toMatchObject({
      result: 'OK',
      messages: [],
    });
  });
});

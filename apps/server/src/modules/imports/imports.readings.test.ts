import { renderMessages } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { recordChangesAs } from '../../db/audit-actor';
import { actorOf, listedMeter } from '../../testing/demo-rows';
import type { FileRow } from './file-reader';
import { ImportsRepository } from './imports.repository';
import { ReadingsImport } from './readings-import';

/**
 * Imports, mode 2 (readings): all or nothing, origin import, plausibility judged with the
 * meter's history (implausible readings imported and reported), an open request answered, an export
 * re-imported unchanged.
 */
const t = useTestApp();

const upload = async (email: string, path: string, lines: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v2/reading_requests-upload/${path}`,
    headers: { ...(await t.authHeader(email)), 'content-type': 'text/csv' },
    payload: Buffer.from(`${lines.join('\r\n')}\r\n`),
  });
const readingsOf = async (meterId: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings WHERE meter_id = ${meterId}
      AND origin = 'import'`.execute(t.ctx.db)
  ).rows[0]!.n;

describe('imports (mode 2, readings)', () => {
  it('imports readings that answer the open request of their period, judged; the dry run keeps nothing', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const { meter_id: number, obis_codes: obis } = (
      await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)
    ).json();
    const today = new Date().toISOString().slice(0, 10);
    const request = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
      meter,
      planned_reading_date: `${today}T00:00:00Z`,
      planned_reading_date_end: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(request.statusCode, request.body).toBe(201);
    const last = (
      await sql<{
        value: string;
      }>`SELECT rs.value FROM readings r JOIN reading_results rs ON rs.reading_id = r.id
        WHERE r.meter_id = ${meter} AND rs.obis = ${obis[0]} ORDER BY r.reading_date DESC LIMIT 1`.execute(
        t.ctx.db,
      )
    ).rows[0];
    const value = Number(last?.value ?? 100) + 1;
    // A minute ago, but not before the request's first day (a run just after midnight).
    const now = new Date(Math.max(Date.now() - 60_000, Date.parse(`${today}T00:00:00Z`))).toISOString();
    const file = [`meter_id,reading_date,${obis[0]}`, `${number},${now},${value}`];

    const dry = await upload(DEMO.supplier, '2/1/', file);
    expect(dry.json(), dry.body).toMatchObject({ result: 'OK' });
    expect(await readingsOf(meter)).toBe(0);

    const real = await upload(DEMO.supplier, '2/', file);
    expect(real.json(), real.body).toMatchObject({ result: 'OK' });
    const job = (await t.get(DEMO.supplier, `/api/v2/jobs/${real.json().report}/`)).json();
    expect(job.result).toMatchObject({ created: { readings: 1 }, answered: { reading_requests: 1 } });
    expect(await readingsOf(meter)).toBe(1);
    const answered = (
      await t.get(DEMO.supplier, `/api/v2/reading_requests/${request.json().resource_id}/`)
    ).json();
    expect(answered.status).toBe('success');
    expect(answered.reading).not.toBeNull();

    // A value far below the last one is imported, and reported as implausible.
    const earlier = new Date(Date.now() - 30_000).toISOString();
    const low = await upload(DEMO.supplier, '2/', [
      `meter_id,reading_date,${obis[0]}`,
      `${number},${earlier},0`,
    ]);
    expect(low.json()).toMatchObject({
      result: 'OK',
      messages: ['Row 2: The reading is judged implausible (not refused).'],
    });
    expect(await readingsOf(meter)).toBe(2);
  });

  it('refuses the whole file for an unseen meter, a code the meter lacks, a future date or a repeated row', async () => {
    const { meter } = await listedMeter(t, DEMO.consumer);
    const { meter_id: number, obis_codes: obis } = (
      await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)
    ).json();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const before = await readingsOf(meter);
    const answer = await upload(DEMO.consumer, '2/', [
      `meter_id,reading_date,${obis[0]},9-9:9.9.9`,
      `${number},2026-01-02T10:00:00Z,100,`,
      'NO-SUCH-METER,2026-01-02T10:00:00Z,100,',
      `${number},2026-01-03T10:00:00Z,,5`,
      `${number},${future},100,`,
      `${number},2026-01-02T10:00:00Z,100,`,
      `${number}\0,2026-01-04T10:00:00Z,100,`,
      `${number},2026-01-05T10:00:00Z,1e15,`,
      `${number},2026-01-06T10:00:00Z,"1,1234567",`,
      `${number},2026-01-07T10:00:00Z,,`,
    ]);
    // The NUL cell makes it a 400 (hostile content); every refused row is still named.
    expect(answer.statusCode).toBe(400);
    expect(answer.json().result).toBe('ERROR');
    // One message a cell: the NUL cell is not also called missing.
    expect(answer.json().messages).toEqual([
      'Row 3, meter_id: No meter NO-SUCH-METER among those you see.',
      // What POST readings/ answers (contracts judgeNewReading), for the row.
      'Row 4: Not an OBIS code of this meter: 9-9:9.9.9.',
      'Row 5, reading_date: The reading date cannot be in the future.',
      'Row 6, reading_date: The same reading is also in row 2.',
      'Row 7, meter_id: The cell holds a NUL character: remove it.',
      // As POST readings/ judges a value, before the database would refuse the whole job.
      `Row 8, ${obis[0]}: Ensure that there are no more than 15 digits before the decimal point.`,
      `Row 9, ${obis[0]}: Ensure that there are no more than 6 decimal places.`,
      'Row 10: Enter at least one value.',
    ]);
    expect(await readingsOf(meter)).toBe(before);
  });

  it('refuses a reading with the words POST readings/ answers (one rule: judgeNewReading)', async () => {
    const { meter } = await listedMeter(t, DEMO.consumer);
    const { meter_id: number, obis_codes: obis } = (
      await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)
    ).json();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases = [
      { date: future, code: obis[0] as string, field: 'reading_date', column: 'reading_date' },
      { date: '2026-01-02T10:00:00Z', code: '9-9:9.9.9', field: 'results', column: null },
    ];
    for (const { date, code, field, column } of cases) {
      const api = await t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
        meter,
        reading_date: date,
        results: [{ obis: code, value: 1, applied_method: 'manually' }],
      });
      expect(api.statusCode, api.body).toBe(400);
      const [message] = api.json()[field];
      const file = await upload(DEMO.consumer, '2/1/', [
        `meter_id,reading_date,${code}`,
        `${number},${date},1`,
      ]);
      expect(file.json().messages).toEqual([`Row 2${column ? `, ${column}` : ''}: ${message}`]);
    }
  });

  it("stores each row's value with that row's reading (several readings in one statement)", async () => {
    const { meter } = await listedMeter(t, DEMO.consumer);
    const { meter_id: number, obis_codes: obis } = (
      await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)
    ).json();
    const rows = [
      ['2021-03-01T08:00:00.000Z', '1111.5'],
      ['2021-01-01T08:00:00.000Z', '333.25'],
      ['2021-02-01T08:00:00.000Z', '222'],
    ];
    const answer = await upload(DEMO.consumer, '2/', [
      `meter_id,reading_date,${obis[0]}`,
      ...rows.map(([date, value]) => `${number},${date},${value}`),
    ]);
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK' });
    const { rows: stored } = await sql<{ date: string; value: string }>`SELECT
        to_char(r.reading_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
        trim_scale(rs.value)::text AS value
      FROM readings r JOIN reading_results rs ON rs.reading_id = r.id
      WHERE r.meter_id = ${meter} AND r.reading_date = ANY (${rows.map(([date]) => date)}::timestamptz[])
      ORDER BY r.reading_date`.execute(t.ctx.db);
    expect(stored.map((row) => [row.date, row.value])).toEqual([...rows].sort());
  });

  it('audits each new reading with its values in one entry, the one the triggers write for a reading', async () => {
    const { meter } = await listedMeter(t, DEMO.consumer);
    const { obis_codes: obis } = (await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json();
    const actor = await actorOf(t, DEMO.consumer);
    const [imported, written] = ['2020-05-01T08:00:00Z', '2020-06-01T08:00:00Z'];
    const [importedId, writtenId] = await t.ctx.db.transaction().execute(async (trx) => {
      await recordChangesAs(trx, actor);
      const [id] = await new ImportsRepository(trx).insertReadings(actor, [
        { meterId: meter, date: new Date(imported), values: [[obis[0], 42.5]] },
      ]);
      // The same reading by plain statements later in the transaction: the triggers audit it again.
      const { rows } = await sql<{ id: string }>`INSERT INTO readings (meter_id, reading_date, origin,
          applying_person_id, owner_company_id, owner_id)
        VALUES (${meter}, ${written}, 'import', ${actor.userId}, ${actor.companyId}, ${actor.userId})
        RETURNING id`.execute(trx);
      await sql`INSERT INTO reading_results (reading_id, obis, value, applied_method)
        VALUES (${rows[0]!.id}, ${obis[0]}, 42.5, 'import')`.execute(trx);
      return [id!, rows[0]!.id] as const;
    });
    const { rows: entries } = await sql<{
      object_id: string;
      action: string;
      plain: boolean;
      actor_id: string;
      changes: Record<string, unknown>;
    }>`SELECT object_id, action, plain, actor_id, changes FROM audit_log
      WHERE object_id IN (${importedId}, ${writtenId})`.execute(t.ctx.db);
    expect(entries).toHaveLength(2);
    const entryOf = (id: string) => entries.find((entry) => entry.object_id === id)!;
    const { reading_date: date, ...rest } = entryOf(importedId).changes;
    expect(new Date(date as string).toISOString()).toBe(new Date(imported).toISOString());
    expect(rest).toMatchObject({ origin: 'import', [`results[${obis[0]}].value`]: 42.5 });
    const { reading_date: _, ...fromTriggers } = entryOf(writtenId).changes;
    expect(rest).toEqual(fromTriggers);
    expect({ ...entryOf(importedId), object_id: '', changes: {} }).toEqual({
      ...entryOf(writtenId),
      object_id: '',
      changes: {},
    });
    const [shown] = (await t.get(DEMO.consumer, `/api/v2/readings/${importedId}/history/`)).json().results;
    expect(shown).toMatchObject({ action: 'insert', actor: { kind: 'user', name: DEMO.consumer } });
    expect(shown.changes).toContainEqual({ field: `results[${obis[0]}].value`, before: null, after: 42.5 });
  });

  it('re-imports its own readings export unchanged', async () => {
    const exported = await t.app.inject({
      url: '/api/v2/reading_requests-download/2/',
      headers: { ...(await t.authHeader(DEMO.consumer)), accept: 'text/csv' },
    });
    expect(exported.statusCode).toBe(200);
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/2/',
      headers: { ...(await t.authHeader(DEMO.consumer)), 'content-type': 'text/csv' },
      payload: exported.rawPayload,
    });
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK', messages: [] });
    const job = (await t.get(DEMO.consumer, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.result.created).toEqual({ readings: 0 });
    expect(job.result.unchanged.readings).toBe(exported.body.split(/\r?\n/).filter(Boolean).length - 1);
  });

  it('reads a long file in parts: after a refused row it writes no more, but checks every later part', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const { meter_id: number, obis_codes: obis } = (
      await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)
    ).json();
    const actor = await actorOf(t, DEMO.supplier);
    const before = await readingsOf(meter);
    const line = (row: number, meterId: string, day: number, value: number): FileRow => ({
      row,
      cells: { meter_id: meterId, reading_date: `2019-01-0${day}T10:00:00Z`, [obis[0]]: String(value) },
      messages: [],
    });
    async function* file() {
      yield* [line(2, number, 1, 10), line(3, number, 2, 11)]; // part 1: written
      yield* [line(4, 'NO-SUCH-METER', 3, 12), line(5, number, 4, 13)]; // part 2: refused, nothing written
      yield* [line(6, number, 1, 10)]; // part 3: still checked
    }
    const rolledBack = new Error('roll back');
    await expect(
      t.ctx.data.transaction(actor, async (data) => {
        const answer = await new ReadingsImport(actor, t.ctx.config.portal, 2).run(
          data,
          file(),
          ['meter_id', 'reading_date', obis[0]],
          () => {},
        );
        // Kept as keys and parameters; as an English reader reads them:
        expect(renderMessages(answer, 'en')).toEqual([
          { row: 4, column: 'meter_id', message: 'No meter NO-SUCH-METER among those you see.' },
          { row: 6, column: 'reading_date', message: 'The same reading is also in row 2.' },
        ]);
        const series = await data.plausibility.series([meter], { before: new Date('2019-01-10') });
        const written = series.filter((point) => point.reading_date >= new Date('2019-01-01'));
        expect(written.map((point) => point.reading_date.toISOString())).toEqual([
          '2019-01-01T10:00:00.000Z',
          '2019-01-02T10:00:00.000Z',
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await readingsOf(meter)).toBe(before);
  });
});

import { IDEMPOTENCY_MESSAGES } from '@portal/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, type TestApp, useTestApp } from '../../../test/app';
import { multipart, PNG_PIXEL } from '../../../test/fixtures';

/** A new electricity meter (OBIS 1-1:1.8.0) of the supplier's, in its first active building: its id. */
async function newMeter(t: TestApp, number: string): Promise<string> {
  const building = (await t.get(DEMO.supplier, '/api/v2/buildings/?page_size=1&status=active')).json()
    .results[0].url;
  const created = await t.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
    building,
    meter_id: number,
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    obis_codes: ['1-1:1.8.0'],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().resource_id as string;
}

/** `Idempotency-Key` on POST readings/ and POST images/: a retried write never writes twice. */
describe('Idempotency-Key', () => {
  const t = useTestApp();
  let meter: { id: string; obis: string };
  let day = 0;

  beforeAll(async () => {
    meter = { id: await newMeter(t, 'IDEMPOTENT-1'), obis: '1-1:1.8.0' };
  });

  /** A new reading's body, a day later than the last one. */
  const nextReading = (value = 100 + day) => ({
    meter: meter.id,
    reading_date: new Date(Date.UTC(2026, 0, 1 + day++, 10)).toISOString(),
    results: [{ obis: meter.obis, value }],
  });
  const postReading = async (key: string | undefined, payload: object, email: string = DEMO.supplier) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/readings/',
      headers: { ...(await t.authHeader(email)), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const readingsOfMeter = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings WHERE meter_id = ${meter.id}`.execute(
        t.ctx.db,
      )
    ).rows[0]!.n;

  it('answers a retry with the first reading (201, Idempotent-Replayed) and stores one', async () => {
    const body = nextReading();
    const before = await readingsOfMeter();
    const first = await postReading('reading-key-1', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postReading('reading-key-1', body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().resource_id).toBe(first.json().resource_id);
    expect(await readingsOfMeter()).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and stores nothing for it', async () => {
    const first = await postReading('reading-key-2', nextReading());
    expect(first.statusCode).toBe(201);
    const before = await readingsOfMeter();
    const other = await postReading('reading-key-2', nextReading());
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().detail).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(await readingsOfMeter()).toBe(before);
  });

  it('keeps no key for a write that failed: the corrected retry with that key is written', async () => {
    const refused = await postReading('reading-key-3', {
      ...nextReading(),
      meter: '00000000-0000-7000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(400);
    const corrected = await postReading('reading-key-3', nextReading());
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses malformed keys with 400 and writes nothing', async () => {
    const before = await readingsOfMeter();
    for (const key of [' padded ', 'with space', 'x'.repeat(256), 'tab\there', 'ümlaut', ''])
      expect((await postReading(key, nextReading())).statusCode, JSON.stringify(key)).toBe(400);
    expect(await readingsOfMeter()).toBe(before);
  });

  it('keeps keys per user: another user’s same key writes its own reading, never answers the first', async () => {
    const body = nextReading();
    const mine = await postReading('shared-key', body);
    expect(mine.statusCode).toBe(201);
    const theirs = await postReading(
      'shared-key',
      { ...body, results: [{ obis: meter.obis, value: 1 }] },
      DEMO.admin,
    );
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().resource_id).not.toBe(mine.json().resource_id);
  });

  it('writes again once a key expired (IDEMPOTENCY_KEY_HOURS)', async () => {
    const body = nextReading();
    const first = await postReading('reading-key-4', body);
    expect(first.statusCode).toBe(201);
    await sql`UPDATE idempotency_keys SET created = now() - interval '25 hours' WHERE key = 'reading-key-4'`.execute(
      t.ctx.db,
    );
    const later = await postReading('reading-key-4', nextReading());
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().resource_id).not.toBe(first.json().resource_id);
  });

  it('answers a retried photo upload with the first image; other bytes with the key are 422', async () => {
    const upload = async (key: string, content: Buffer) => {
      const file = multipart('image', 'photo.png', content, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: '/api/v2/images/',
        headers: { ...(await t.authHeader(DEMO.reader)), ...file.headers, 'idempotency-key': key },
        payload: file.payload,
      });
    };
    const images = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(t.ctx.db)).rows[0]!.n;
    const before = await images();
    const first = await upload('photo-key-1', PNG_PIXEL);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload('photo-key-1', PNG_PIXEL);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().resource_id).toBe(first.json().resource_id);
    expect(await images()).toBe(before + 1);
    const other = await upload('photo-key-1', Buffer.concat([PNG_PIXEL, Buffer.from([0])]));
    expect(other.statusCode, other.body).toBe(422);
    expect(await images()).toBe(before + 1);
  });

  it('needs a signed-in user (401) before any key is looked at', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/readings/',
      headers: { 'idempotency-key': 'anonymous-key' },
      payload: nextReading(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.skipIf(inject('testDatabase').kind !== 'postgres')('Idempotency-Key, concurrently', () => {
  const t = useTestApp();

  it('six requests with one key at once: one reading, every answer that reading', async () => {
    const meter = await newMeter(t, 'IDEMPOTENT-RACE');
    const headers = { ...(await t.authHeader(DEMO.supplier)), 'idempotency-key': 'race-key' };
    for (let round = 0; round < 3; round++) {
      headers['idempotency-key'] = `race-key-${round}`;
      const payload = {
        meter,
        reading_date: new Date(Date.UTC(2026, 1, 1 + round, 8)).toISOString(),
        results: [{ obis: '1-1:1.8.0', value: 10 + round }],
      };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({ method: 'POST', url: '/api/v2/readings/', headers, payload }),
        ),
      );
      expect(
        answers.map((answer) => answer.statusCode),
        answers[0]!.body,
      ).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.json().resource_id)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings
        WHERE meter_id = ${meter} AND reading_date = ${payload.reading_date}`.execute(t.ctx.db);
      expect(rows[0]!.n).toBe(1);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { listedMeter } from '../../testing/demo-rows';
import { BUSY, TRANSACTION_ATTEMPTS } from '../data-access';
import { ImportsRepository } from '../imports/imports.repository';
import { ReadingsRepository } from './readings.repository';

/**
 * A transaction PostgreSQL ends for a deadlock or a serialization failure runs again as a whole (the
 * transaction helper); one that keeps colliding answers 503 with Retry-After, never 500. An import runs
 * again from its file, not by the helper (its rows are read once).
 */
const t = useTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const collision = (code: string) => Object.assign(new Error('deadlock detected'), { code });
const readingsAt = async (meterId: string, date: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings
      WHERE meter_id = ${meterId} AND reading_date = ${date}::timestamptz`.execute(t.ctx.db)
  ).rows[0]!.n;

describe('a write whose transaction collides', () => {
  const post = async (meter: string, obis: string, date: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/readings/',
      headers: { ...(await t.authHeader(DEMO.supplier)), 'idempotency-key': key },
      payload: { meter, reading_date: date, results: [{ obis, value: 4711 }] },
    });

  it('runs again and is saved once, its Idempotency-Key answering it', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const { obis_codes: obis } = (await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)).json();
    const insert = vi.spyOn(ReadingsRepository.prototype, 'insert');
    insert.mockRejectedValueOnce(collision('40P01')).mockRejectedValueOnce(collision('40001'));
    const date = new Date(Date.UTC(2025, 0, 3, 9)).toISOString();
    const key = randomUUID();

    const saved = await post(meter, obis[0], date, key);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(insert).toHaveBeenCalledTimes(3);
    expect(await readingsAt(meter, date)).toBe(1);
    const repeat = await post(meter, obis[0], date, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().resource_id).toBe(saved.json().resource_id);
    expect(await readingsAt(meter, date)).toBe(1);
  });

  it('answers 503 with Retry-After when it keeps colliding, and saves nothing', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const { obis_codes: obis } = (await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)).json();
    const insert = vi.spyOn(ReadingsRepository.prototype, 'insert').mockRejectedValue(collision('40P01'));
    const date = new Date(Date.UTC(2025, 0, 4, 9)).toISOString();
    const key = randomUUID();

    const refused = await post(meter, obis[0], date, key);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: BUSY });
    expect(refused.headers['retry-after']).toBe('1');
    expect(insert).toHaveBeenCalledTimes(TRANSACTION_ATTEMPTS);
    expect(await readingsAt(meter, date)).toBe(0);

    // The key was not taken: the same request, sent again, is saved.
    insert.mockRestore();
    const again = await post(meter, obis[0], date, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await readingsAt(meter, date)).toBe(1);
  });

  it('imports a file whose transaction failed to serialize once, reading the file again', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const { meter_id: number, obis_codes: obis } = (
      await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)
    ).json();
    const dates = [5, 6, 7].map((day) => new Date(Date.UTC(2025, 0, day, 9)).toISOString());
    const file = [
      `meter_id,reading_date,${obis[0]}`,
      ...dates.map((date, i) => `${number},${date},${100 + i}`),
    ];
    const insert = vi.spyOn(ImportsRepository.prototype, 'insertReadings');
    insert.mockRejectedValueOnce(collision('40001'));

    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/2/',
      headers: { ...(await t.authHeader(DEMO.supplier)), 'content-type': 'text/csv' },
      payload: Buffer.from(`${file.join('\r\n')}\r\n`),
    });
    expect(answer.json(), answer.body).toMatchObject({ result: 'OK' });
    const job = (await t.get(DEMO.supplier, `/api/v2/jobs/${answer.json().report}/`)).json();
    expect(job.result).toMatchObject({ created: { readings: 3 } });
    expect(insert).toHaveBeenCalledTimes(2);
    for (const date of dates) expect(await readingsAt(meter, date)).toBe(1);
  });
});

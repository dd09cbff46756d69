import { READING_REQUEST_MESSAGES } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

/**
 * A reading answers a request once: a second answer, one after the other or at the same
 * time, is refused with 409 naming the reading that answers it, and the refused reading is not stored.
 */
describe('answering a reading request', () => {
  const t = useTestApp();

  /** New requests of the consumer's meters, one per meter, with the meter's url and OBIS codes. */
  const newRequests = async (limit: number) => {
    const { rows } = await sql<{ request: string; meter: string }>`
      SELECT DISTINCT ON (rr.meter_id) rr.id AS request, rr.meter_id AS meter
      FROM reading_requests rr JOIN buildings b ON b.id = rr.building_id
      JOIN users u ON u.email = ${DEMO.consumer}
      WHERE rr.status = 'new' AND rr.reading_id IS NULL AND b.commercial_consumer_id = u.company_id
      ORDER BY rr.meter_id, rr.id LIMIT ${limit}`.execute(t.ctx.db);
    return Promise.all(
      rows.map(async ({ request, meter }) => ({
        request,
        meter: (await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json() as {
          url: string;
          obis_codes: string[];
        },
      })),
    );
  };
  let day = 0;
  const post = (target: { request: string; meter: { url: string; obis_codes: string[] } }) => {
    day += 1;
    return t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
      meter: target.meter.url,
      reading_date: new Date(Date.UTC(2026, 8, 1) + day * 3_600_000).toISOString(),
      results: target.meter.obis_codes.map((obis) => ({ obis, value: 1000 + day })),
      reading_request: target.request,
    });
  };
  const linked = async (request: string) =>
    (
      await sql<{
        reading_id: string | null;
      }>`SELECT reading_id FROM reading_requests WHERE id = ${request}`.execute(t.ctx.db)
    ).rows[0]!.reading_id;
  const readingsOfRequestMeter = async (request: string) =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings r
        JOIN reading_requests rr ON rr.meter_id = r.meter_id WHERE rr.id = ${request}`.execute(t.ctx.db)
    ).rows[0]!.n;

  it('refuses a second reading for an answered request (409 naming the first), storing nothing', async () => {
    const [target] = await newRequests(1);
    const first = await post(target!);
    expect(first.statusCode, first.body).toBe(201);
    const stored = await readingsOfRequestMeter(target!.request);
    const second = await post(target!);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().detail).toBe(READING_REQUEST_MESSAGES.alreadyAnswered);
    expect(second.json().url).toBe(first.json().url);
    expect(await readingsOfRequestMeter(target!.request)).toBe(stored);
    expect(await linked(target!.request)).toBe(first.json().resource_id);
  });

  it('refuses a PATCH answering an answered request with another reading (409), keeping the link', async () => {
    const [target] = await newRequests(1);
    const first = await post(target!);
    expect(first.statusCode, first.body).toBe(201);
    const other = await t.send(DEMO.consumer, 'POST', '/api/v2/readings/', {
      meter: target!.meter.url,
      reading_date: '2026-07-01T08:00:00Z',
      results: target!.meter.obis_codes.map((obis) => ({ obis, value: 5 })),
    });
    expect(other.statusCode, other.body).toBe(201);
    const patch = await t.send(DEMO.consumer, 'PATCH', `/api/v2/reading_requests/${target!.request}/`, {
      reading: other.json().url,
      status: 'success',
    });
    expect(patch.statusCode, patch.body).toBe(409);
    expect(patch.json().url).toBe(first.json().url);
    expect(await linked(target!.request)).toBe(first.json().resource_id);
  });

  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'two answers at once: one is stored and linked, the other is 409 and not stored (10 rounds)',
    async () => {
      for (const target of await newRequests(10)) {
        const before = await readingsOfRequestMeter(target.request);
        const answers = await Promise.all([post(target), post(target)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
        const winner = answers.find((answer) => answer.statusCode === 201)!;
        expect(await linked(target.request)).toBe(winner.json().resource_id);
        expect(await readingsOfRequestMeter(target.request)).toBe(before + 1);
      }
    },
  );
});

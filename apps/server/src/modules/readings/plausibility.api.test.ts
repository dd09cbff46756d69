import { readingRequestSchema, readingSchema } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

const READINGS = '/api/v2/readings/';
const OBIS = '1-1:1.8.0';
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();

/**
 * Plausibility as the API answers it: judged on save, judged again when a neighbour changes, the
 * main-meter sum, the list filter, and a request's expected range.
 */
describe('readings: plausibility', () => {
  const t = useTestApp();
  let building: { url: string };

  const newMeter = async (meterId: string, extra: object = {}) => {
    const created = await t.send(DEMO.supplier, 'POST', '/api/v2/meters/', {
      building: building.url,
      meter_id: meterId,
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      obis_codes: [OBIS],
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { url: string; resource_id: string };
  };
  const record = async (meter: { url: string }, n: number, value: number, extra: object = {}) => {
    const response = await t.send(DEMO.supplier, 'POST', READINGS, {
      meter: meter.url,
      reading_date: day(n),
      results: [{ obis: OBIS, value }],
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return readingSchema.parse(response.json());
  };
  const read = async (id: string) =>
    readingSchema.parse((await t.get(DEMO.supplier, `${READINGS}${id}/`)).json());
  const judged = (reading: { results: Array<{ plausibility: string; plausibility_reasons: string[] }> }) => [
    reading.results[0]!.plausibility,
    reading.results[0]!.plausibility_reasons,
  ];
  /** Four monthly readings at 10 kWh per day. */
  const steadyMeter = async (meterId: string) => {
    const meter = await newMeter(meterId);
    for (const n of [0, 30, 60, 90]) await record(meter, n, n * 10);
    return meter;
  };

  beforeAll(async () => {
    building = (await t.get(DEMO.supplier, '/api/v2/buildings/?page_size=1&status=active')).json().results[0];
  });

  it('judges a value on save: unknown without history, ok in range, implausible with its reasons (saved anyway)', async () => {
    const meter = await newMeter('PLAUS-1');
    expect(judged(await record(meter, 0, 0))).toEqual(['unknown', []]);
    await record(meter, 30, 300);
    await record(meter, 60, 600);
    expect(judged(await record(meter, 90, 900))).toEqual(['ok', []]);
    const spike = await record(meter, 100, 1300);
    expect(judged(spike)).toEqual(['implausible', ['above_expected', 'spike']]);
    expect(spike.plausibility).toBe('implausible');
    expect((await read(spike.resource_id)).results[0]!.value).toBe(1300);
  });

  it('judges the neighbours again when a reading is edited or deleted', async () => {
    const meter = await steadyMeter('PLAUS-2');
    const next = await record(meter, 120, 1200);
    expect(judged(next)[0]).toBe('ok');
    const list = (
      await t.get(DEMO.supplier, `${READINGS}?meter_resource_id=${meter.resource_id}&page_size=10`)
    ).json().results as Array<{ resource_id: string; reading_date: string; results: unknown[] }>;
    const previous = list.find((r) => r.reading_date === day(90))!;
    // The previous value typed wrong: the next reading now shows negative consumption.
    const edited = await t.send(DEMO.supplier, 'PATCH', `${READINGS}${previous.resource_id}/`, {
      results: [{ obis: OBIS, value: 9000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(judged(await read(next.resource_id))).toEqual(['implausible', ['negative_consumption']]);
    // Deleting the wrong reading makes the next one plausible again.
    expect((await t.send(DEMO.supplier, 'DELETE', `${READINGS}${previous.resource_id}/`)).statusCode).toBe(
      204,
    );
    expect(judged(await read(next.resource_id))).toEqual(['ok', []]);
  });

  it('flags zero consumption over a long period and negative consumption, but not across a meter replacement', async () => {
    const meter = await steadyMeter('PLAUS-3');
    expect(judged(await record(meter, 160, 900))).toEqual([
      'implausible',
      ['below_expected', 'zero_consumption'],
    ]);
    const replaced = await steadyMeter('PLAUS-4');
    expect(judged(await record(replaced, 100, 5, { type: 'meter_replacement_out' }))[0]).toBe('unknown');
  });

  it('flags a main meter whose sub-meters consumed more in the same period, and rejudges it when a sub-meter changes', async () => {
    const main = await steadyMeter('PLAUS-MAIN');
    const sub = await newMeter('PLAUS-SUB', { main_meter: main.url });
    await record(sub, 91, 0);
    const subLater = await record(sub, 119, 250);
    const mainReading = await record(main, 120, 1200);
    expect(judged(mainReading)).toEqual(['ok', []]);
    // The sub-meter's value corrected upwards: 400 in a period in which the main meter counted 300.
    await t.send(DEMO.supplier, 'PATCH', `${READINGS}${subLater.resource_id}/`, {
      results: [{ obis: OBIS, value: 400 }],
    });
    expect(judged(await read(mainReading.resource_id))).toEqual(['implausible', ['sub_meters_exceed_main']]);
  });

  it('filters readings by plausibility; a bad value is 400', async () => {
    const meter = await steadyMeter('PLAUS-5');
    const spike = await record(meter, 100, 2000);
    const ids = async (query: string) =>
      (await t.get(DEMO.supplier, `${READINGS}?meter_resource_id=${meter.resource_id}&page_size=20&${query}`))
        .json()
        .results.map((r: { resource_id: string }) => r.resource_id);
    expect(await ids('plausibility=implausible')).toEqual([spike.resource_id]);
    expect(await ids('plausibility=ok')).toHaveLength(2);
    expect(await ids('plausibility=unknown')).toHaveLength(2);
    expect((await t.get(DEMO.supplier, `${READINGS}?plausibility=maybe`)).statusCode).toBe(400);
  });

  it("answers a request's expected range from the meter's history, null without history", async () => {
    const meter = await steadyMeter('PLAUS-6');
    const empty = await newMeter('PLAUS-7');
    const order = async (target: { url: string }) => {
      const response = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
        meter: target.url,
        planned_reading_date: new Date(Date.now() + 86_400_000).toISOString(),
        planned_reading_date_end: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return readingRequestSchema.parse(response.json());
    };
    const withHistory = await order(meter);
    const [range] = withHistory.expected_values!;
    expect(range!.obis).toBe(OBIS);
    // 10 kWh a day since 1 April 2025, up to twice as much or half of it.
    const sinceLast = (Date.now() - Date.UTC(2025, 0, 91)) / 86_400_000;
    expect(range!.low).toBeGreaterThan(900 + sinceLast * 5 - 10);
    expect(range!.low).toBeLessThan(900 + (sinceLast + 1) * 5 + 10);
    expect(range!.high).toBeGreaterThan(900 + (sinceLast + 11) * 20 - 30);
    const listed = (await t.get(DEMO.supplier, `/api/v2/reading_requests/?meter=${meter.resource_id}`)).json()
      .results[0];
    expect(listed.expected_values).toEqual(withHistory.expected_values);
    expect((await order(empty)).expected_values).toBeNull();
  });

  it('gives each request of a page the range of the readings before its own planned start', async () => {
    const meter = await steadyMeter('PLAUS-8');
    const order = async (fromDays: number) => {
      const response = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
        meter: meter.url,
        planned_reading_date: new Date(Date.now() + fromDays * 86_400_000).toISOString(),
        planned_reading_date_end: new Date(Date.now() + (fromDays + 10) * 86_400_000).toISOString(),
      });
      expect(response.statusCode, response.body).toBe(201);
      return readingRequestSchema.parse(response.json());
    };
    const later = await order(1);
    const earlier = await order(20);
    // Planned between the second and third reading (the API takes no start in the past).
    await t.ctx.db
      .updateTable('reading_requests')
      .set({ planned_reading_date: new Date(day(45)), planned_reading_date_end: new Date(day(55)) })
      .where('id', '=', earlier.resource_id)
      .execute();
    const listed = (await t.get(DEMO.supplier, `/api/v2/reading_requests/?meter=${meter.resource_id}`)).json()
      .results as { resource_id: string; expected_values: { low: number; high: number }[] | null }[];
    const rangeOf = (id: string) =>
      listed.find((request) => request.resource_id === id)!.expected_values![0]!;
    // From the reading of day 30 (300 kWh) at 10 a day, halved or doubled: 15 to 25 days on.
    expect(rangeOf(earlier.resource_id)).toMatchObject({ low: 375, high: 800 });
    // From the reading of day 90 (900 kWh), to a start about a day from now.
    const toStart = (Date.now() + 86_400_000 - Date.UTC(2025, 0, 91)) / 86_400_000;
    expect(rangeOf(later.resource_id).low).toBeGreaterThan(900 + toStart * 5 - 10);
    expect(rangeOf(later.resource_id).low).toBeLessThan(900 + toStart * 5 + 10);
  });

  it('judges and saves the series of more meters and values than one statement may bind (65 535)', async () => {
    // An import of readings for thousands of meters rejudges them at once: every list is one parameter.
    const ids = Array.from(
      { length: 70_000 },
      (_, i) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    await expect(t.ctx.data.plausibility.withMainMeters(ids)).resolves.toEqual(ids);
    await expect(t.ctx.data.plausibility.series(ids, { withSubMeters: true })).resolves.toEqual([]);
    await expect(
      t.ctx.data.plausibility.save(
        ids.map((id) => ({ reading_id: id, obis: OBIS, plausibility: 'ok', reasons: [] })),
        ids.map((id) => ({ id, plausibility: 'ok' })),
      ),
    ).resolves.toBeUndefined();
  });
});

import { readingCreateSchema, readingSchema } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import type { RequestAuth } from '../../context';
import { migrations } from '../../db/migrate';
import { HttpError } from '../../http/errors';
import { actorOf } from '../../testing/demo-rows';
import { ReadingsService } from './readings.service';

/**
 * Reading values are decimals of at most 15 integer digits and 6 decimals (numeric(21,6)): anything
 * else is a 400 beside the value, never a stored row that breaks every later list.
 */
describe('reading values', () => {
  const t = useTestApp();
  let meter: { id: string; obis: string };
  let day = 0;

  beforeAll(async () => {
    // A meter the reader sees and the other companies of its building see too.
    const list = (
      await t.app.inject({
        url: '/api/v2/meters/?page_size=50&status=active',
        headers: await t.authHeader(DEMO.reader),
      })
    ).json();
    const shared = list.results.find((m: { obis_codes: string[] }) => m.obis_codes.length > 0);
    meter = { id: shared.resource_id, obis: shared.obis_codes[0] };
  });

  /** Each reading a day apart, at a date no seeded reading uses. */
  const nextDate = () => new Date(Date.UTC(2019, 0, 1, 7, 13) + day++ * 28 * 3_600_000).toISOString();
  const post = async (value: unknown, extra: object = {}, email: string = DEMO.reader) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/readings/',
      headers: await t.authHeader(email),
      payload: {
        meter: meter.id,
        reading_date: nextDate(),
        results: [{ obis: meter.obis, value }],
        ...extra,
      },
    });
  const count = async () =>
    (
      await t.ctx.db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('meter_id', '=', meter.id)
        .executeTakeFirstOrThrow()
    ).n;

  const readerActor = () => actorOf(t, DEMO.reader);

  it('refuses ±1.5e308 with a field error and stores nothing, so the list keeps answering', async () => {
    const before = await count();
    const huge = await post(1.5e308);
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json()['results.0.value']).toEqual([
      'Ensure that there are no more than 21 digits in total.',
    ]);
    expect((await post(-1.5e308)).statusCode).toBe(400);
    expect(await count()).toBe(before);
    for (const email of [DEMO.reader, DEMO.service, DEMO.admin]) {
      const list = await t.app.inject({
        url: `/api/v2/readings/?meter_resource_id=${meter.id}`,
        headers: await t.authHeader(email),
      });
      expect(list.statusCode, `${email}: ${list.body}`).toBe(200);
    }
  });

  it('refuses what DRF’s DecimalField(max_digits=21, decimal_places=6) refuses, with its messages', async () => {
    const refused: Array<[unknown, string]> = [
      ['1e308', 'Ensure that there are no more than 21 digits in total.'],
      ['1234567890123456.1234567', 'Ensure that there are no more than 21 digits in total.'],
      ['1234567890123456', 'Ensure that there are no more than 15 digits before the decimal point.'],
      [1e15, 'Ensure that there are no more than 15 digits before the decimal point.'],
      [1.0000001, 'Ensure that there are no more than 6 decimal places.'],
      ['0.0000001', 'Ensure that there are no more than 6 decimal places.'],
      ['2.5000000', 'Ensure that there are no more than 6 decimal places.'],
      [0.1 + 0.2, 'Ensure that there are no more than 6 decimal places.'],
      ['NaN', 'A valid number is required.'],
      ['Infinity', 'A valid number is required.'],
      ['-inf', 'A valid number is required.'],
      ['12,5', 'A valid number is required.'],
      ['', 'A valid number is required.'],
      [null, 'This field may not be null.'],
      [undefined, 'This field is required.'],
      [true, 'A valid number is required.'],
    ];
    const before = await count();
    for (const [value, message] of refused) {
      const response = await post(value);
      expect(response.statusCode, `${String(value)}: ${response.body}`).toBe(400);
      expect(response.json()['results.0.value'], String(value)).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('stores the extremes exactly, -0 as 0, and keeps consumption finite', async () => {
    const top = await post('999999999999999.999999');
    expect(top.statusCode, top.body).toBe(201);
    const bottom = await post('-999999999999999.999999');
    expect(bottom.statusCode, bottom.body).toBe(201);
    const body = readingSchema.parse(bottom.json());
    // JSON numbers: the nearest double, ±1e15 and -2e15 here; exact in the database (below).
    expect(body.results[0]!.value).toBe(-1e15);
    expect(body.consumption[meter.obis]).toBe(-2e15);
    expect(Number.isFinite(body.consumptionAverage[meter.obis])).toBe(true);
    const stored = await t.ctx.db
      .selectFrom('reading_results')
      .select((eb) => eb.cast<string>('value', 'text').as('value'))
      .where('reading_id', 'in', [top.json().resource_id, bottom.json().resource_id])
      .orderBy('value')
      .execute();
    expect(stored.map((row) => row.value)).toEqual(['-999999999999999.999999', '999999999999999.999999']);

    const zero = await post(-0);
    expect(zero.statusCode, zero.body).toBe(201);
    expect(Object.is(zero.json().results[0].value, 0)).toBe(true);
    const small = await post(' 0.000001 ');
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().results[0].value).toBe(0.000001);
    expect((await post('1.5e3')).json().results[0].value).toBe(1500);
  });

  it('has the database type as the last line: a value beyond numeric(21,6) is a 400 and nothing is stored', async () => {
    const before = await count();
    const service = new ReadingsService(t.ctx);
    const error = await service
      .create(
        { actor: await readerActor() } as RequestAuth,
        // Past the contract on purpose: what another caller of the service might hand over.
        {
          meter: meter.id,
          reading_date: nextDate(),
          type: 'manual',
          results: [{ obis: meter.obis, value: 1e16, applied_method: 'manual' }],
          image_metas: [],
        },
        () => {},
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('stores nothing when building the answer fails (one transaction)', async () => {
    const before = await count();
    const failure = new Error('presenting failed');
    const error = await new ReadingsService(t.ctx)
      .create(
        { actor: await readerActor() } as RequestAuth,
        readingCreateSchema.parse({
          meter: meter.id,
          reading_date: nextDate(),
          results: [{ obis: meter.obis, value: 1 }],
        }),
        () => {
          throw failure;
        },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBe(failure);
    expect(await count()).toBe(before);
  });

  it('migration 0003 rounds stored values to 6 decimals and moves those numeric(21,6) cannot hold aside', async () => {
    const { down, up } = migrations['0003-reading-values']!;
    if (!down) throw new Error('0003 has no down');
    await down(t.ctx.db as unknown as Kysely<unknown>);
    const actor = await readerActor();
    const { id } = await t.ctx.db
      .insertInto('readings')
      .values({ meter_id: meter.id, reading_date: nextDate(), owner_company_id: actor.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = {
      huge: '-1.5e308',
      nan: 'NaN',
      rounds_over: '-999999999999999.9999996',
      rounds_under: '999999999999999.9999994',
      decimals: '1.1234567',
    };
    await t.ctx.db
      .insertInto('reading_results')
      .values(Object.entries(values).map(([obis, value]) => ({ reading_id: id, obis, value })))
      .execute();
    await up(t.ctx.db as unknown as Kysely<unknown>);
    const kept = await t.ctx.db
      .selectFrom('reading_results')
      .select(['obis', (eb) => eb.cast<string>('value', 'text').as('value')])
      .where('reading_id', '=', id)
      .orderBy('obis')
      .execute();
    expect(kept).toEqual([
      { obis: 'decimals', value: '1.123457' },
      { obis: 'rounds_under', value: '999999999999999.999999' },
    ]);
    const { rows } = await sql<{ obis: string; value: string }>`
      SELECT obis, value::text AS value FROM reading_results_out_of_range WHERE reading_id = ${id} ORDER BY obis`.execute(
      t.ctx.db,
    );
    expect(rows.map((row) => row.obis)).toEqual(['huge', 'nan', 'rounds_over']);
    expect(rows.find((row) => row.obis === 'nan')?.value).toBe('NaN');
  });
});

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, DEMO, type TestApp } from '../../test/app';
import { after, before, exact, inList, isNull } from './filters';
import { type ListDefinition, listQuerySchema, paginate, shapeObject } from './list';

/** A list over the seeded buildings, unscoped, to exercise the conventions on their own. */
const definition: ListDefinition = {
  ordering: { zip_code: 'b.zip_code', city: 'b.city', street: 'b.street', created: 'b.created' },
  defaultOrdering: 'zip_code',
  tieBreaker: 'b.id',
  searchColumn: 'b.search_text',
  filters: {
    status: exact('b.status', z.enum(['active', 'inactive'])),
    preferred_delegate__isnull: isNull('b.preferred_delegate_id'),
    city__in: inList('b.city', z.string().max(100)),
    created_after: after('b.created'),
    created_before: before('b.created'),
  },
};

describe('list conventions', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let total: number;

  beforeAll(async () => {
    t = await createTestApp();
    t.app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/v2/test-buildings/',
        { schema: { querystring: listQuerySchema(definition) } },
        async (request) => {
          const base = t.ctx.db
            .selectFrom('buildings as b')
            .select(['b.id', 'b.city', 'b.zip_code', 'b.street', 'b.status', 'b.preferred_delegate_id']);
          const page = await paginate(request, base, definition, request.query);
          return { ...page, results: page.results.map((row) => shapeObject(row, request.query)) };
        },
      );
    headers = await t.authHeader(DEMO.admin);
    total = Number(
      (
        await t.ctx.db
          .selectFrom('buildings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    t.app.inject({ url: `/api/v2/test-buildings/?pagination=page_number&${query}`, headers });

  it('pages with count, next and previous, default size 50', async () => {
    const first = await list('page_size=10');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(10);
    expect(body.previous).toBeNull();
    expect(body.next).toMatch(/page=2/);
    const second = (await list('page_size=10&page=2')).json();
    expect(second.previous).not.toMatch(/[?&]page=/);
    expect(second.previous).toMatch(/page_size=10/);
    const third = (await list('page_size=10&page=3')).json();
    if (total > 20) expect(third.previous).toMatch(/[?&]page=2(&|$)/);
    expect(second.results[0].id).not.toBe(body.results[0].id);
    expect((await list('')).json().results.length).toBe(Math.min(50, total));
  });

  it('answers 404 past the last page and 200 with an empty first page', async () => {
    const past = await list(`page_size=10&page=${Math.ceil(total / 10) + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    const empty = await list('search=zzzz-no-such-building');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ count: 0, results: [] });
  });

  it('answers 400, never 5xx, for bad paging input', async () => {
    for (const query of [
      'page=Infinity',
      'page=1e400',
      'page=abc',
      'page=0',
      'page=-1',
      'page=1.5',
      'page_size=0',
      'page_size=x',
      'pagination=cursor',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()).length, query).toBeGreaterThan(0);
    }
  });

  it('caps page_size at 1000', async () => {
    const response = await list('page_size=100000');
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toHaveLength(Math.min(total, 1000));
  });

  it('orders by whitelisted fields only, descending with "-"', async () => {
    const ascending = (await list('o=city,street&page_size=1000'))
      .json()
      .results.map((b: { city: string }) => b.city);
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = (await list('o=-zip_code&page_size=1000'))
      .json()
      .results.map((b: { zip_code: string }) => b.zip_code);
    expect(descending).toEqual([...descending].sort().reverse());
    const unknown = await list('o=password_hash');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ o: ['Unknown ordering field "password_hash".'] });
    expect((await list('o=zip_code;DROP TABLE buildings')).statusCode).toBe(400);
  });

  it('searches with comma-separated terms that must all match', async () => {
    const city = (await list('page_size=1')).json().results[0].city as string;
    const byCity = (await list(`search=${encodeURIComponent(city.toLowerCase())}&page_size=1000`)).json();
    expect(byCity.count).toBeGreaterThan(0);
    expect(byCity.results.every((b: { city: string }) => b.city === city || true)).toBe(true);
    const both = (await list(`search=${encodeURIComponent(`${city}, zzzz-nothing`)}`)).json();
    expect(both.count).toBe(0);
    expect((await list('search=%25')).statusCode).toBe(200);
    expect((await list('search=%25')).json().count).toBe(0);
  });

  it('rejects 5000-character search terms and NUL bytes with 400', async () => {
    expect((await list(`search=${'a'.repeat(5000)}`)).statusCode).toBe(400);
    expect((await list('search=a%00b')).statusCode).toBe(400);
    expect((await list('status=active%00')).statusCode).toBe(400);
  });

  it('filters exactly, by __isnull, __in and date ranges; unknown parameters are ignored', async () => {
    const active = (await list('status=active&page_size=1000')).json();
    expect(active.results.every((b: { status: string }) => b.status === 'active')).toBe(true);
    const inactive = (await list('status=inactive')).json();
    expect(active.count + inactive.count).toBe(total);
    expect((await list('status=deleted')).statusCode).toBe(400);

    const withoutDelegate = (await list('preferred_delegate__isnull=true&page_size=1000')).json();
    const withDelegate = (await list('preferred_delegate__isnull=false&page_size=1000')).json();
    expect(withoutDelegate.count + withDelegate.count).toBe(total);
    expect(
      withoutDelegate.results.every(
        (b: { preferred_delegate_id: string | null }) => b.preferred_delegate_id === null,
      ),
    ).toBe(true);
    expect((await list('preferred_delegate__isnull=maybe')).statusCode).toBe(400);

    const cities = (await list('page_size=2&o=city')).json().results.map((b: { city: string }) => b.city);
    const inCities = (
      await list(`city__in=${cities.map(encodeURIComponent).join(',')}&page_size=1000`)
    ).json();
    expect(inCities.results.every((b: { city: string }) => cities.includes(b.city))).toBe(true);

    expect((await list('created_after=2000-01-01')).json().count).toBe(total);
    expect((await list('created_before=2000-01-01')).json().count).toBe(0);
    expect((await list('created_after=yesterday')).statusCode).toBe(400);
    expect((await list('no_such_filter=1')).json().count).toBe(total);
  });

  it('trims objects with fields and omit', async () => {
    const fields = (await list('fields=id,city&page_size=1')).json().results[0];
    expect(Object.keys(fields).sort()).toEqual(['city', 'id']);
    const omitted = (await list('omit=city,street&page_size=1')).json().results[0];
    expect(omitted).not.toHaveProperty('city');
    expect(omitted).toHaveProperty('zip_code');
    expect((await list('fields=a%20b')).statusCode).toBe(400);
  });

  it('accepts expand and ignores names the resource does not offer', async () => {
    const response = await list(
      'preferred_delegate__isnull=false&page_size=1&expand=preferred_delegate,nothing',
    );
    expect(response.statusCode).toBe(200);
    const object = response.json().results[0];
    expect(object).not.toHaveProperty('preferred_delegate');
    expect(object).not.toHaveProperty('nothing');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/v2/test-buildings/' })).statusCode).toBe(401);
  });
});

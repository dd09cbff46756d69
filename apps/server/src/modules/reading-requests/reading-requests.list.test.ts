import { type Actor, PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { listQuerySchema, paginate } from '../../http/list';
import { actorOf } from '../../testing/demo-rows';
import { readingRequestsList } from './reading-requests.list';

/**
 * The list's fast path (slim rows on the request's copy of its meter's building, count in the page
 * statement; bench/README.md) against the plain scoped query with a separate count: the same rows, in
 * the same order, with the same count, for every kind of user and the filters, searches and orderings
 * the list offers.
 */
describe('GET reading_requests/: slim rows and the full query agree', () => {
  const t = useTestApp();
  const actors = {} as Record<keyof typeof DEMO, Actor>;

  beforeAll(async () => {
    for (const [key, email] of Object.entries(DEMO) as Array<[keyof typeof DEMO, string]>)
      actors[key] = await actorOf(t, email);
  });

  const both = async (actor: Actor, params: string) => {
    const list = readingRequestsList(14, actor.companyId);
    const query = listQuerySchema(list).parse(Object.fromEntries(new URLSearchParams(params)));
    const request = { url: `/api/v2/reading_requests/?${params}`, host: 'test', protocol: 'http' };
    const repository = t.ctx.data.readingRequests;
    const run = (slim: boolean) =>
      paginate(
        request as FastifyRequest,
        repository.scoped(actor),
        list,
        query,
        slim ? repository.slimList(actor) : undefined,
      ).then(
        (page) => ({ ...page, results: page.results.map((row) => JSON.stringify(row)) }),
        (error: { statusCode?: number }) => ({ error: error.statusCode }),
      );
    return { full: await run(false), slim: await run(true) };
  };

  const queries = [
    'page_size=5',
    'page_size=5&page=2',
    'page_size=1000',
    'page_size=1000&page=2',
    'status=new,rejected&overdue=true&o=planned_reading_date&page_size=3',
    'overdue=false&o=-planned_reading_date_end&page_size=4&page=2',
    'search=str,1&o=delegate_name&page_size=7',
    'search=a&o=-meter__building__city,meter__meter_id&page_size=5&page=2',
    'delegate__isnull=true&o=-status&page_size=6',
    'physical_medium=electricity,water&o=meter__physical_medium&page_size=5',
    'search=nothing-matches-this',
    'status=new,postponed,postponed_notified&meter__main_meter__isnull=false&page_size=5',
    'meter__main_meter__isnull=true&created_by_contractor=true&o=-created&page_size=5',
    'created_by_contractor=false&origin=portal,schedule&page_size=5',
  ];

  it('for every user, filter, search and ordering', async () => {
    let compared = 0;
    for (const key of Object.keys(DEMO) as Array<keyof typeof DEMO>) {
      for (const params of queries) {
        const { full, slim } = await both(actors[key], params);
        expect(slim, `${key} ${params}`).toEqual(full);
        if ('count' in full && full.results.length) compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("keeps a request on its meter's building when the meter moves, without marking it modified", async () => {
    const request = await t.ctx.db
      .selectFrom('reading_requests as rr')
      .innerJoin('meters as m', 'm.id', 'rr.meter_id')
      .select(['rr.id', 'rr.meter_id', 'rr.building_id', 'rr.modified', 'm.building_id as meter_building'])
      .executeTakeFirstOrThrow();
    expect(request.building_id).toBe(request.meter_building);
    const other = await t.ctx.db
      .selectFrom('buildings')
      .select('id')
      .where('id', '<>', request.building_id)
      .executeTakeFirstOrThrow();
    const moveMeter = (building: string) =>
      t.ctx.db
        .updateTable('meters')
        .set({ building_id: building })
        .where('id', '=', request.meter_id)
        .execute();
    const stored = () =>
      t.ctx.db
        .selectFrom('reading_requests')
        .select(['building_id', 'modified'])
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
    await moveMeter(other.id);
    expect(await stored()).toEqual({ building_id: other.id, modified: request.modified });
    // Written directly, the copy is set from the meter again.
    await t.ctx.db
      .updateTable('reading_requests')
      .set({ building_id: request.building_id })
      .where('id', '=', request.id)
      .execute();
    expect((await stored()).building_id).toBe(other.id);
    await moveMeter(request.building_id);
  });

  it('has its pending-requests index (migration 0007) cover exactly the contracts’ pending statuses, so overdue and the pending filters can use it', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      SELECT indexdef FROM pg_indexes WHERE indexname = 'reading_requests_pending_building_idx'`.execute(
      t.ctx.db,
    );
    const predicate = rows[0]!.indexdef.slice(rows[0]!.indexdef.indexOf(' WHERE '));
    const statuses = [...predicate.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort();
    expect(statuses).toEqual([...PENDING_READING_REQUEST_STATUSES].sort());
  });
});

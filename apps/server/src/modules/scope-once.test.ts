import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { companyBuildingIds } from '../auth/scope';
import { actorOf, listedMeter } from '../testing/demo-rows';
import { DataAccess } from './data-access';

/**
 * How many times each statement of the big lists and details evaluates a company's scope (the union of
 * its owned, consumed, supplied and read buildings), counted in the SQL the routes run: once per
 * statement, however many linked names and counts its page shows.
 */
describe('the scope of a company’s user, evaluated once per statement', () => {
  const t = useTestApp();
  const statements: string[] = [];
  let union: RegExp;
  let original: DataAccess;

  const normalized = (text: string) => text.replace(/\$\d+/g, '$');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  beforeAll(async () => {
    const actor = await actorOf(t, DEMO.supplier);
    union = new RegExp(
      literal(normalized(sql`${companyBuildingIds(actor)}`.compile(t.ctx.db).sql.trim())),
      'g',
    );
    // A builder's plugins also see it when it becomes a subquery: a statement counts once it ran.
    const executor = t.ctx.db.getExecutor();
    const compiled = new Map<unknown, string>();
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        compiled.set(queryId, normalized(executor.compileQuery(node, queryId).sql));
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        statements.push(compiled.get(queryId)!);
        return result;
      },
    };
    original = t.ctx.data;
    t.ctx.data = new DataAccess(t.ctx.db.withPlugin(capture));
  });
  afterAll(() => {
    t.ctx.data = original;
  });

  /** GETs the url as the supplier: per statement that reads the scope, how many times it evaluates it. */
  const evaluations = async (url: string) => {
    statements.length = 0;
    const response = await t.get(DEMO.supplier, url);
    expect(response.statusCode, url).toBe(200);
    return statements.map((text) => text.match(union)?.length ?? 0).filter((n) => n > 0);
  };

  it('lists meters in one statement (the deferred join) or a count and a page, each reading it once', async () => {
    expect(await evaluations('/api/v2/meters/')).toEqual([1]);
    expect(await evaluations('/api/v2/meters/?o=building__city')).toEqual([1, 1]);
  });

  it('shows a meter, its linked meters and sub-meter count reading it once', async () => {
    const meter = await listedMeter(t, DEMO.supplier);
    expect(await evaluations(`/api/v2/meters/${meter.meter}/`)).toEqual([1]);
  });

  it('lists and shows buildings, reading requests and readings reading it once per statement', async () => {
    expect(await evaluations('/api/v2/buildings/')).toEqual([1]);
    expect(await evaluations('/api/v2/buildings/?o=preferred_delegate_name')).toEqual([1, 1]);
    const meter = await listedMeter(t, DEMO.supplier);
    expect(await evaluations(`/api/v2/buildings/${meter.building}/`)).toEqual([1]);
    // The page, then the answering readings' summaries.
    expect(await evaluations('/api/v2/reading_requests/')).toEqual([1, 1]);
    const request = (await t.get(DEMO.supplier, '/api/v2/reading_requests/?page_size=1')).json().results[0];
    expect(await evaluations(`/api/v2/reading_requests/${request.resource_id}/`)).toEqual([1, 1]);
    // The count and the page, then the page's results and photos.
    expect(await evaluations('/api/v2/readings/')).toEqual([1, 1, 1, 1]);
    const reading = (await t.get(DEMO.supplier, '/api/v2/readings/?page_size=1')).json().results[0];
    // The reading, its results, its photos.
    expect(await evaluations(`/api/v2/readings/${reading.resource_id}/`)).toEqual([1, 1, 1]);
  });

  it('shows an employee with the counts of the delete dialog reading it once', async () => {
    const actor = await actorOf(t, DEMO.supplier);
    const { sql: text } = t.ctx.data.employees.scoped(actor).compile();
    expect(normalized(text).match(union)).toHaveLength(1);
  });

  it('counts the dashboard reading it once per statement', async () => {
    const all = [
      ...(await evaluations('/api/v2/statistics/')),
      ...(await evaluations('/api/v2/statistics/readings_per_month/')),
    ];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((n) => n === 1)).toBe(true);
    // The task rows' counters: one statement per list they count (buildings, meters, requests, readings).
    expect(await evaluations('/api/v2/statistics/task_counts/')).toEqual([1, 1, 1, 1]);
  });
});

import { dashboardTasks, taskCountsSchema } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, useTestApp } from '../../../test/app';
import { actorOf } from '../../testing/demo-rows';

const URL = '/api/v2/statistics/task_counts/';

describe('GET statistics/task_counts/', () => {
  const t = useTestApp(portalConfigEnv({ DASHBOARD_WATER_METERS: true }));
  const taskCounts = async (email: string) => {
    const response = await t.get(email, URL);
    expect(response.statusCode, response.body).toBe(200);
    return taskCountsSchema.parse(response.json());
  };
  const listCount = async (email: string, endpoint: string, query: Record<string, string>) => {
    const response = await t.get(
      email,
      `/api/v2/${endpoint}?${new URLSearchParams({ ...query, page_size: '1' })}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().count as number;
  };

  it("answers each row the user sees with its list's count, for every kind of user", async () => {
    let counted = 0;
    for (const email of Object.values(DEMO)) {
      const actor = await actorOf(t, email);
      const tasks = dashboardTasks({ ...actor, email }, { DASHBOARD_WATER_METERS: true });
      const counts = await taskCounts(email);
      expect(Object.keys(counts).sort(), email).toEqual(tasks.map((task) => task.key).sort());
      for (const task of tasks) {
        expect(counts[task.key], `${email} ${task.key}`).toBe(
          await listCount(email, task.endpoint, task.query),
        );
        counted += counts[task.key]!;
      }
    }
    // Not an agreement between zeros: the supplier's rows count something on each list.
    const supplier = await taskCounts(DEMO.supplier);
    for (const key of [
      'meters',
      'open_requests',
      'buildings_without_preferred_delegate',
      'rejected_requests',
    ] as const)
      expect(supplier[key], key).toBeGreaterThan(0);
    expect(counted).toBeGreaterThan(0);
  });

  it("counts a change in the caller's scope, not another company's", async () => {
    const before = { supplier: await taskCounts(DEMO.supplier), stranger: await taskCounts(DEMO.stranger) };
    const supplier = await actorOf(t, DEMO.supplier);
    // A meter of the supplier's own, active, not yet to check: now to check.
    const { rows } = await sql<{ id: string }>`
      SELECT m.id FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE b.owner_company_id = ${supplier.companyId} AND m.status = 'active' AND NOT m.needs_check
      LIMIT 1`.execute(t.ctx.db);
    await sql`UPDATE meters SET needs_check = true WHERE id = ${rows[0]!.id}`.execute(t.ctx.db);
    expect((await taskCounts(DEMO.supplier)).meters_to_check).toBe(before.supplier.meters_to_check! + 1);
    expect(await taskCounts(DEMO.stranger)).toEqual(before.stranger);
  });

  it('answers 401 without a token and 400 for a parameter it does not take', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const response = await t.get(DEMO.supplier, `${URL}?status=new`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET statistics/task_counts/ with the water-meter row off', () => {
  const t = useTestApp(portalConfigEnv({ DASHBOARD_WATER_METERS: false }));

  it('has no water-meter counter', async () => {
    const response = await t.get(DEMO.supplier, URL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('water_meters');
    expect(response.json()).toHaveProperty('meters');
  });
});

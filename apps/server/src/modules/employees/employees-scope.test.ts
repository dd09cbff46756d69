import type { Employee, EmployeeListItem } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, type TestApp, useTestApp } from '../../../test/app';
import { actorOf, companyIds, firstBuilding, firstMeter, newConsumerTeam } from '../../testing/demo-rows';

/** Employees follow the caller's scope: the delete dialog's counts, and the people a meter reader is shown. */
describe('employees in the caller’s scope', () => {
  const t = useTestApp();

  it('GET employees/{id}/: the delete dialog counts only buildings and requests the caller sees', async () => {
    const ids = await companyIds(t);
    const fremdwerk = ids['Fremdwerk Demo']!;
    const employee = await actorOf(t, 'jan.koch@demo.example');
    const url = `/api/v2/employees/${employee.userId}/`;
    const before = (await t.get(DEMO.service, url)).json() as Employee;

    // The employee is put on a building and a request of Fremdwerk, which the caller does not see.
    const building = await firstBuilding(t, fremdwerk, { withMeters: true });
    const meter = await firstMeter(t, building);
    expect((await t.get(DEMO.service, `/api/v2/buildings/${building}/`)).statusCode).toBe(404);
    await sql`UPDATE buildings SET preferred_delegate_id = ${employee.userId}, property_manager_id = ${employee.userId}
      WHERE id = ${building}`.execute(t.ctx.db);
    const request = await t.ctx.db
      .updateTable('reading_requests')
      .set({ delegate_id: employee.userId, status: 'new' })
      .where('id', '=', (eb) =>
        eb.selectFrom('reading_requests').select('id').where('meter_id', '=', meter.id).limit(1),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(request.id).toBeTruthy();

    const response = await t.get(DEMO.service, url);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Employee).deletion_counts).toEqual(before.deletion_counts);
    for (const hidden of [building, meter.id, request.id, fremdwerk])
      expect(response.body).not.toContain(hidden);
  });

  it('GET employees/: a meter reader is shown themselves and the applying persons of their readings only', async () => {
    // Every applying person of the readings the reader sees, page by page.
    const named = new Set<string>([DEMO.reader]);
    for (let page = 1, more = true; more; page++) {
      const readings = (
        await t.get(DEMO.reader, `/api/v2/readings/?page_size=100&page=${page}&fields=applying_person`)
      ).json();
      for (const r of readings.results as { applying_person: string | null }[])
        if (r.applying_person) named.add(r.applying_person);
      more = Boolean(readings.next);
    }
    // A colleague of the reader's own company who applied none of those readings: not shown.
    const reader = await actorOf(t, DEMO.reader);
    const colleagues = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('company_id', '=', reader.companyId)
      .orderBy('email')
      .execute();
    const colleague = colleagues.map((row) => row.email).find((email) => !named.has(email))!;
    expect(colleague).toBeTruthy();

    const response = await t.get(DEMO.reader, '/api/v2/employees/?page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json().results as EmployeeListItem[]).map((employee) => employee.email);
    expect(listed).toContain(DEMO.reader);
    for (const email of listed) expect(named.has(email)).toBe(true);
    expect(response.body).not.toContain(colleague);
    expect(response.body).not.toContain(await t.userId(colleague));
    // Nor one by one.
    const picked = await t.get(DEMO.reader, `/api/v2/employees/${await t.userId(colleague)}/`);
    expect(picked.statusCode).toBe(404);
    // A scheduler still sees their company's colleagues.
    const scheduler = (await t.get(DEMO.service, '/api/v2/employees/?page_size=100')).json();
    expect(scheduler.results.map((employee: EmployeeListItem) => employee.email)).toContain(colleague);
  });

  it('the list and the detail are one scope: every listed employee opens, every other user answers 404', async () => {
    const users = await t.ctx.db.selectFrom('users').select('id').execute();
    for (const account of Object.values(DEMO)) {
      const listed = await listedIds(t, account, '');
      expect(listed.size).toBeGreaterThan(0);
      const mismatches: string[] = [];
      for (const { id } of users) {
        const status = (await t.get(account, `/api/v2/employees/${id}/`)).statusCode;
        if (status !== (listed.has(id) ? 200 : 404)) mismatches.push(`${id}: ${status}`);
      }
      expect(mismatches, account).toEqual([]);
    }
  }, 120_000);

  it('a team the caller created whose contractor link ended: its employees are neither listed, opened nor named in histories', async () => {
    const company = await newConsumerTeam(t, DEMO.supplier, 'Beendetes Team');
    const added = await t.send(DEMO.supplier, 'POST', '/api/v2/employees/', {
      email: 'first.scheduler.ended@demo.example',
      company,
      employee: { name: 'First Scheduler', is_scheduler: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const url = `/api/v2/employees/${added.json().resource_id}/`;
    expect(await listedIds(t, DEMO.supplier, `&company=${company}`)).toEqual(
      new Set([added.json().resource_id]),
    );
    expect((await t.get(DEMO.supplier, url)).statusCode).toBe(200);
    const supplier = await actorOf(t, DEMO.supplier);
    const named = async () => (await t.ctx.data.audit.visible(supplier, [added.json().resource_id])).ids.size;
    expect(await named()).toBe(1);

    // The new team ends the link: the supplier still sees the team it created, no longer its people.
    await t.ctx.db
      .updateTable('company_contractors')
      .set({ status: 'declined' })
      .where('company_id', '=', supplier.companyId)
      .where('contractor_id', '=', company)
      .execute();
    expect((await t.get(DEMO.supplier, `/api/v2/companies/${company}/`)).statusCode).toBe(200);
    expect((await listedIds(t, DEMO.supplier, `&company=${company}`)).size).toBe(0);
    expect((await t.get(DEMO.supplier, url)).statusCode).toBe(404);
    expect((await t.get(DEMO.supplier, `${url}history/`)).statusCode).toBe(404);
    expect(await named()).toBe(0);
    expect((await t.send(DEMO.supplier, 'PATCH', url, { employee: { name: 'Renamed' } })).statusCode).toBe(
      404,
    );
    const another = await t.send(DEMO.supplier, 'POST', '/api/v2/employees/', {
      email: 'second.scheduler.ended@demo.example',
      company,
      employee: { name: 'Second Scheduler', is_scheduler: true },
    });
    expect(another.statusCode, another.body).toBe(400);
    expect(another.json()).toEqual({ company: ['Choose a team you see.'] });
  });
});

/** The ids of every employee `account` lists (all pages), with more of the query string. */
async function listedIds(t: TestApp, account: string, query: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1, more = true; more; page++) {
    const response = await t.get(
      account,
      `/api/v2/employees/?page_size=100&page=${page}&fields=resource_id${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    for (const row of response.json().results as { resource_id: string }[]) ids.add(row.resource_id);
    more = Boolean(response.json().next);
  }
  return ids;
}

import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';

describe('DELETE /api/v2/users/{uid}/', () => {
  const t = useTestApp();

  it('refuses without a password check, with a wrong password, and for roles that may not delete themselves', async () => {
    const basic = await t.userId(DEMO.basic);
    const headers = await t.authHeader(DEMO.basic);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/${basic}/`,
      headers,
      payload: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['The entered password is incorrect.'] });

    const consumer = await t.userId(DEMO.consumer);
    const asScheduler = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/${consumer}/`,
      headers: await t.authHeader(DEMO.consumer),
      payload: { password: DEMO_PASSWORD },
    });
    expect(asScheduler.statusCode).toBe(403);
    const someoneElse = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/users/${consumer}/`,
      headers,
      payload: { password: DEMO_PASSWORD },
    });
    expect(someoneElse.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/users/${basic}/` })).statusCode).toBe(401);
  });

  it('deletes the account, transfers its readings, unassigns its buildings and open requests, and revokes its token', async () => {
    const basic = await t.userId(DEMO.basic);
    const db = t.ctx.db;
    // Give the basic user some data to hand over.
    const building = await db
      .selectFrom('buildings')
      .select(['id', 'property_manager_id'])
      .where('property_manager_id', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('buildings')
      .set({ preferred_delegate_id: basic })
      .where('id', '=', building.id)
      .execute();
    const meter = await db
      .selectFrom('meters')
      .select('id')
      .where('building_id', '=', building.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const company = await db
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', basic)
      .executeTakeFirstOrThrow();
    const reading = await db
      .insertInto('readings')
      .values({
        meter_id: meter.id,
        reading_date: new Date('2026-03-03T10:00:00Z'),
        applying_person_id: basic,
        owner_company_id: company.company_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const request = await db
      .insertInto('reading_requests')
      .values({
        meter_id: meter.id,
        delegate_id: basic,
        planned_reading_date: new Date('2030-01-01T00:00:00Z'),
        planned_reading_date_end: new Date('2030-01-10T00:00:00Z'),
        owner_company_id: company.company_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const headers = await t.authHeader(DEMO.basic);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v2/users/${basic}/`, headers });
    expect(response.statusCode, response.body).toBe(204);

    expect(
      await db.selectFrom('users').select('id').where('id', '=', basic).executeTakeFirst(),
    ).toBeUndefined();
    const kept = await db
      .selectFrom('readings')
      .select('applying_person_id')
      .where('id', '=', reading.id)
      .executeTakeFirstOrThrow();
    expect(kept.applying_person_id).toBe(building.property_manager_id);
    const [b, r] = await Promise.all([
      db
        .selectFrom('buildings')
        .select('preferred_delegate_id')
        .where('id', '=', building.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('reading_requests')
        .select('delegate_id')
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow(),
    ]);
    expect(b.preferred_delegate_id).toBeNull();
    expect(r.delegate_id).toBeNull();
    expect((await t.app.inject({ url: `/api/v2/users/${basic}/`, headers })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';
import { actorOf } from '../../testing/demo-rows';

/**
 * The users page (spec §2 /users, §4): the companies administration lists every user, searched by e-mail
 * or company, and activates or deactivates them (never its own account); deactivation ends every session
 * and token at once. Everyone else keeps only their own `users/{uid}/`.
 */
describe('GET users/ and PATCH users/{uid}/ {is_active}', () => {
  const t = useTestApp();
  const signIn = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/access-token/',
      payload: { email, password: DEMO_PASSWORD },
    });

  it('lists every user for the administration, searched and filtered; others 403, no token 401', async () => {
    const all = await t.get(DEMO.admin, '/api/v2/users/?page_size=100');
    expect(all.statusCode, all.body).toBe(200);
    const total = (
      await t.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(all.json().count).toBe(Number(total));
    expect(Object.keys(all.json().results[0]).sort()).toEqual(
      [
        'company',
        'company_name',
        'email',
        'is_active',
        'last_login',
        'name',
        'resource_id',
        'role',
        'url',
      ].sort(),
    );
    const byCompany = (await t.get(DEMO.admin, '/api/v2/users/?search=fremdwerk')).json();
    expect(
      byCompany.results.every((user: { company_name: string }) => user.company_name === 'Fremdwerk Demo'),
    ).toBe(true);
    expect(byCompany.count).toBeGreaterThan(0);
    const inactive = (await t.get(DEMO.admin, '/api/v2/users/?is_active=false')).json();
    expect(inactive.results.map((user: { email: string }) => user.email)).toContain(
      'markus.brandt@demo.example',
    );
    const byLogin = await t.get(DEMO.admin, '/api/v2/users/?o=-last_login');
    expect(byLogin.statusCode).toBe(200);
    expect((await t.get(DEMO.admin, '/api/v2/users/?is_active=maybe')).statusCode).toBe(400);
    expect((await t.get(DEMO.supplier, '/api/v2/users/')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v2/users/' })).statusCode).toBe(401);
  });

  it('deactivates a user at once and reactivates them; never the own account; only the administration', async () => {
    const supplier = await actorOf(t, DEMO.supplier);
    const headers = await t.authHeader(DEMO.supplier);
    const url = `/api/v2/users/${supplier.userId}/`;
    const off = await t.send(DEMO.admin, 'PATCH', url, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await t.app.inject({ url: '/api/v2/buildings/', headers })).statusCode).toBe(401);
    expect((await signIn(DEMO.supplier)).statusCode).toBe(403);
    expect((await t.send(DEMO.admin, 'PATCH', url, { is_active: true })).statusCode).toBe(200);
    expect((await signIn(DEMO.supplier)).statusCode).toBe(200);

    const admin = await actorOf(t, DEMO.admin);
    expect(
      (await t.send(DEMO.admin, 'PATCH', `/api/v2/users/${admin.userId}/`, { is_active: false })).statusCode,
    ).toBe(403);
    const consumer = await actorOf(t, DEMO.consumer);
    expect(
      (await t.send(DEMO.consumer, 'PATCH', `/api/v2/users/${consumer.userId}/`, { is_active: false }))
        .statusCode,
    ).toBe(403);
    expect((await t.send(DEMO.consumer, 'PATCH', url, { is_active: false })).statusCode).toBe(404);
    expect((await t.send(DEMO.admin, 'PATCH', url, { is_active: 'no' })).statusCode).toBe(400);
  });
});

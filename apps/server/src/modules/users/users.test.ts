import { PASSWORD_TOO_WEAK, userSchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';

describe('GET /api/v2/users/{uid}/', () => {
  const t = useTestApp();

  it('answers the own user with company, settings and the session configuration', async () => {
    const id = await t.userId(DEMO.supplier);
    const response = await t.get(DEMO.supplier, `/api/v2/users/${id}/`);
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.url).toBe(`http://localhost:80/api/v2/users/${id}/`);
    expect(user.role).toBe('scheduler');
    expect(user.companies[0]).toMatchObject({ name: 'Stadtwerke Demo', company_type: 'energy_supplier' });
    expect(user.employee.is_scheduler).toBe(true);
    expect(user.custom_data.webportal_settings.can_create_new_meter_from_scratch).toBe(true);
    expect(user.app_customization_tables.features.HAS_METER_CHANGE_FEATURE).toBe(true);
    expect(user.app_customization_tables.meter_presets).toHaveLength(19);
    expect(JSON.stringify(response.json())).not.toMatch(/password_hash|token_version|scrypt/);
  });

  it('answers 401 without or with a malformed token', async () => {
    const id = await t.userId(DEMO.supplier);
    expect((await t.app.inject({ url: `/api/v2/users/${id}/` })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: `/api/v2/users/${id}/`,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
  });

  it("answers 404 for another company's user and for malformed ids, but the administration sees everyone", async () => {
    const stranger = await t.userId(DEMO.stranger);
    const asSupplier = await t.get(DEMO.supplier, `/api/v2/users/${stranger}/`);
    expect(asSupplier.statusCode).toBe(404);
    const colleague = await t.userId(DEMO.basic);
    const asConsumer = await t.get(DEMO.consumer, `/api/v2/users/${colleague}/`);
    expect(asConsumer.statusCode).toBe(404);
    const malformed = await t.get(DEMO.supplier, '/api/v2/users/not-a-uuid/');
    expect(malformed.statusCode).toBe(404);
    const asAdmin = await t.get(DEMO.admin, `/api/v2/users/${stranger}/`);
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('PATCH /api/v2/users/{uid}/', () => {
  const t = useTestApp();

  it('merges web-portal settings', async () => {
    const id = await t.userId(DEMO.consumer);
    const headers = await t.authHeader(DEMO.consumer);
    const patch = (webportal_settings: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v2/users/${id}/`,
        headers,
        payload: { custom_data: { webportal_settings } },
      });
    expect(
      (await patch({ rows_per_page: { buildings: 20 }, selected_columns: { buildings: ['city', 'street'] } }))
        .statusCode,
    ).toBe(200);
    const second = await patch({ dashboard_min_date: '2026-01-01' });
    expect(second.statusCode).toBe(200);
    expect(second.json().custom_data.webportal_settings).toMatchObject({
      rows_per_page: { buildings: 20 },
      selected_columns: { buildings: ['city', 'street'] },
      dashboard_min_date: '2026-01-01',
      can_create_new_meter_from_scratch: true,
    });
  });

  it('rejects invalid settings with field errors', async () => {
    const id = await t.userId(DEMO.consumer);
    const headers = await t.authHeader(DEMO.consumer);
    const cases = [
      { custom_data: { webportal_settings: { rows_per_page: { buildings: 33 } } } },
      { custom_data: { webportal_settings: { unknown_setting: 1 } } },
      { custom_data: { webportal_settings: { dashboard_min_date: 'yesterday' } } },
      { is_admin: true },
    ];
    for (const payload of cases) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/v2/users/${id}/`, headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Read-only fields of the user are accepted and ignored, as DRF does: never stored (checked below).
    for (const payload of [{ role: 'admin' }, { email: 'other@demo.example' }]) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/v2/users/${id}/`, headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json()).toMatchObject({ role: 'scheduler', email: DEMO.consumer });
    }
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['role', 'email'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'scheduler', email: DEMO.consumer });
  });

  it('refuses to change another user: 403 for the administration, 404 for others', async () => {
    const id = await t.userId(DEMO.basic);
    const payload = { custom_data: { webportal_settings: { rows_per_page: { buildings: 10 } } } };
    expect((await t.send(DEMO.admin, 'PATCH', `/api/v2/users/${id}/`, payload)).statusCode).toBe(403);
    expect((await t.send(DEMO.stranger, 'PATCH', `/api/v2/users/${id}/`, payload)).statusCode).toBe(404);
  });

  it('validates the password change: all three fields, minimum length, mismatch, wrong old password', async () => {
    const id = await t.userId(DEMO.service);
    const headers = await t.authHeader(DEMO.service);
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v2/users/${id}/`, headers, payload });
    expect((await change({ password: 'new-password-1' })).json()).toMatchObject({
      old_password: ['This field is required.'],
      password_repeat: ['This field is required.'],
    });
    expect(
      (await change({ old_password: DEMO_PASSWORD, password: 'short', password_repeat: 'short' })).json(),
    ).toEqual({
      password: ['Ensure this field has at least 8 characters.'],
    });
    expect(
      (
        await change({
          old_password: DEMO_PASSWORD,
          password: 'new-password-1',
          password_repeat: 'new-password-2',
        })
      ).json(),
    ).toEqual({
      password_repeat: ['The two password fields did not match.'],
    });
    const wrongOld = await change({
      old_password: 'not-my-password',
      password: 'new-password-1',
      password_repeat: 'new-password-1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ old_password: ['Your old password was entered incorrectly.'] });
  });

  it('changes the password, revokes earlier tokens and clears a forced change', async () => {
    const id = await t.userId(DEMO.reader);
    await t.ctx.db
      .updateTable('users')
      .set({ password_change_urgency: 'required' })
      .where('id', '=', id)
      .execute();
    const headers = await t.authHeader(DEMO.reader);
    const payload = {
      old_password: DEMO_PASSWORD,
      password: 'a-new-Secret-42',
      password_repeat: 'a-new-Secret-42',
    };
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/v2/users/${id}/`, headers, payload });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().password_change_urgency).toBeNull();

    const withOldToken = await t.app.inject({ url: `/api/v2/users/${id}/`, headers });
    expect(withOldToken.statusCode).toBe(401);
    const oldPassword = await t.signIn(DEMO.reader, DEMO_PASSWORD);
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.signIn(DEMO.reader, 'a-new-Secret-42');
    expect(newPassword.statusCode).toBe(200);
    expect(newPassword.json().password_change_urgency).toBeUndefined();
  });

  it('refuses a password that is too easy to guess with a field error, and keeps the old one', async () => {
    const id = await t.userId(DEMO.admin);
    const headers = await t.authHeader(DEMO.admin);
    for (const password of ['12345678', 'password', 'admin@demo.example']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/users/${id}/`,
        headers,
        payload: { old_password: DEMO_PASSWORD, password, password_repeat: password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toEqual({ password: [PASSWORD_TOO_WEAK] });
    }
    expect((await t.app.inject({ url: `/api/v2/users/${id}/`, headers })).statusCode).toBe(200);
  });

  it('revokes tokens when the user is deactivated', async () => {
    const id = await t.userId(DEMO.supplier);
    const headers = await t.authHeader(DEMO.supplier);
    await t.ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
    expect((await t.app.inject({ url: `/api/v2/users/${id}/`, headers })).statusCode).toBe(401);
    await t.ctx.db.updateTable('users').set({ is_active: true }).where('id', '=', id).execute();
  });
});

describe('password guessing with a token', () => {
  const t = useTestApp();
  const wrongChange = {
    old_password: 'not-my-password',
    password: 'a-new-Secret-42',
    password_repeat: 'a-new-Secret-42',
  };

  it('locks the account after 5 wrong old passwords: 429 with Retry-After, also for the right one and for sign-in', async () => {
    const id = await t.userId(DEMO.consumer);
    const headers = await t.authHeader(DEMO.consumer);
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v2/users/${id}/`, headers, payload });
    for (let i = 0; i < 5; i++) expect((await change(wrongChange)).statusCode).toBe(400);
    const locked = await change({ ...wrongChange, old_password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await t.signIn(DEMO.consumer, DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(429);
    expect(Object.keys(signIn.json())).toEqual(['detail']);
  });

  it('counts wrong passwords of sign-in, password change and account deletion on one counter', async () => {
    const id = await t.userId(DEMO.basic);
    const headers = await t.authHeader(DEMO.basic);
    const remove = (password: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v2/users/${id}/`, headers, payload: { password } });
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v2/users/${id}/`, headers, payload });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/access-token/',
        payload: { email: DEMO.basic, password },
      });
    expect((await remove('wrong-1')).statusCode).toBe(400);
    expect((await remove('wrong-2')).statusCode).toBe(400);
    expect((await change(wrongChange)).statusCode).toBe(400);
    expect((await change(wrongChange)).statusCode).toBe(400);
    expect((await signIn('wrong-5')).statusCode).toBe(401);

    const removeLocked = await remove(DEMO_PASSWORD);
    expect(removeLocked.statusCode).toBe(429);
    expect(Number(removeLocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await change({ ...wrongChange, old_password: DEMO_PASSWORD })).statusCode).toBe(429);
    // Nothing happened to the account.
    expect((await t.app.inject({ url: `/api/v2/users/${id}/`, headers })).statusCode).toBe(200);
  });
});

describe('users answers are not cached', () => {
  const t = useTestApp();

  it('answers GET, PATCH, OPTIONS and errors with Cache-Control: no-store', async () => {
    const id = await t.userId(DEMO.supplier);
    const headers = await t.authHeader(DEMO.supplier);
    const answers = [
      await t.app.inject({ url: `/api/v2/users/${id}/`, headers }),
      await t.app.inject({ url: `/api/v2/users/${id}/` }),
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/users/${id}/`,
        headers,
        payload: { custom_data: { webportal_settings: { dashboard_min_date: '2026-01-01' } } },
      }),
      await t.app.inject({ method: 'OPTIONS', url: `/api/v2/users/${id}/`, headers }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/users/${id}/`,
        headers,
        payload: { password: 'x' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], `${answer.statusCode}`).toBe('no-store');
    }
  });
});

describe('OPTIONS /api/v2/users/{uid}/', () => {
  const t = useTestApp();

  it('lists PUT with field metadata for the own user and not for another', async () => {
    const own = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v2/users/${await t.userId(DEMO.admin)}/`,
      headers: await t.authHeader(DEMO.admin),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().actions.PUT.password).toMatchObject({
      type: 'string',
      required: false,
      read_only: false,
      max_length: 128,
      min_length: 8,
    });
    expect(own.json().actions.PUT.email).toMatchObject({ read_only: true });
    expect(own.json().actions.PUT.role.choices.map((c: { value: string }) => c.value)).toEqual([
      'admin',
      'scheduler',
      'basic',
      'meter_reader',
    ]);
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/v2/users/${await t.userId(DEMO.basic)}/`,
      headers: await t.authHeader(DEMO.admin),
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().actions).toEqual({});
  });
});

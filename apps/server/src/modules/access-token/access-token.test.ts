import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';

const login = (t: ReturnType<typeof useTestApp>, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/access-token/', payload: payload as object, headers });

describe('POST /api/v2/access-token/', () => {
  const t = useTestApp();

  it('signs in every demo account and answers the token contract', async () => {
    for (const email of Object.values(DEMO)) {
      const response = await login(t, { email, password: DEMO_PASSWORD });
      expect(response.statusCode, email).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires', 'user_id']);
      expect(new Date(body.expires).getTime()).toBeGreaterThan(Date.now());
      expect(body.user_id).toBe(await t.userId(email));
    }
  });

  it('accepts the e-mail in any case and sets an HttpOnly session cookie', async () => {
    const response = await login(t, { email: 'Supplier@Demo.Example', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/portal_session=.+HttpOnly; SameSite=Strict/);
  });

  it('answers 401 with the message in the X-Message header for a wrong password or unknown account', async () => {
    for (const email of [DEMO.consumer, 'nobody@demo.example']) {
      const response = await login(
        t,
        { email, password: 'wrong-password' },
        { 'x-forwarded-for': '10.0.0.1' },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Incorrect email address or password.' });
      expect(decodeURIComponent(String(response.headers['x-message']))).toBe(
        'Incorrect email address or password.',
      );
    }
  });

  it('answers 400 with field errors for missing, wrong-typed and unknown fields', async () => {
    const missing = await login(t, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const wrongType = await login(t, { email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(['email', 'password']);
    const unknown = await login(t, { email: DEMO.basic, password: DEMO_PASSWORD, is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ is_admin: ['Unknown field.'] });
    const huge = await login(t, { email: 'x'.repeat(5000), password: 'y' });
    expect(huge.statusCode).toBe(400);
    const nul = await login(t, { email: 'a\u0000@b', password: 'y' });
    expect(nul.statusCode).toBe(400);
  });

  it('answers 400 for a broken JSON body, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/access-token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors[0]).toMatch(/JSON parse error/);
  });

  it('throttles an account after 5 failures with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email: DEMO.stranger, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const locked = await login(t, { email: DEMO.stranger, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts from elsewhere are unaffected.
    expect((await login(t, { email: DEMO.service, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('throttles the account whatever the spaces and case around its e-mail', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email: DEMO.supplier, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    for (const email of [
      ` ${DEMO.supplier}`,
      `${DEMO.supplier} `,
      ` SUPPLIER@Demo.Example\u00a0`,
      `\t${DEMO.supplier}\n`,
    ]) {
      const response = await login(t, { email, password: DEMO_PASSWORD });
      expect(response.statusCode, JSON.stringify(email)).toBe(429);
    }
  });

  it('counts failures under a spaced e-mail against the account itself', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await login(t, { email: `  ${DEMO.reader.toUpperCase()} `, password: `wrong-${i}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(t, { email: DEMO.reader, password: DEMO_PASSWORD })).statusCode).toBe(429);
  });

  it('refuses an inactive account with 403 after checking the password', async () => {
    await t.ctx.db.updateTable('users').set({ is_active: false }).where('email', '=', DEMO.basic).execute();
    try {
      const response = await login(t, { email: DEMO.basic, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/not yet activated/);
    } finally {
      await t.ctx.db.updateTable('users').set({ is_active: true }).where('email', '=', DEMO.basic).execute();
    }
  });

  it('reports password_change_urgency when a change is forced', async () => {
    await t.ctx.db
      .updateTable('users')
      .set({ password_change_urgency: 'required' })
      .where('email', '=', DEMO.service)
      .execute();
    const response = await login(t, { email: DEMO.service, password: DEMO_PASSWORD });
    expect(response.json().password_change_urgency).toBe('required');
    await t.ctx.db
      .updateTable('users')
      .set({ password_change_urgency: null })
      .where('email', '=', DEMO.service)
      .execute();
  });
});

describe('GET and DELETE /api/v2/access-token/ (server session)', () => {
  const t = useTestApp();
  /** Signs in; the session cookie, and a token fetched with it (GET access-token/). */
  const signInWithCookie = async () => {
    const signIn = await login(t, { email: DEMO.consumer, password: DEMO_PASSWORD });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/access-token/',
      headers: { cookie },
    });
    return { signIn, cookie, refreshed };
  };

  it('exchanges the session cookie for a fresh access token, and not after logout', async () => {
    const { signIn, cookie, refreshed } = await signInWithCookie();
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user_id).toBe(signIn.json().user_id);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/access-token/',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('answers 401 without a cookie or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/access-token/' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v2/access-token/',
      headers: { cookie: 'portal_session=abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ends the session on the server: the cookie and the access tokens issued with it stop working', async () => {
    const { signIn, cookie, refreshed } = await signInWithCookie();
    expect(refreshed.statusCode).toBe(200);
    const user = `/api/v2/users/${signIn.json().user_id}/`;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await t.app.inject({ url: user, headers: bearer(signIn.json().access_token) })).statusCode).toBe(
      200,
    );
    // Another session of the same user is not touched by this logout.
    const other = await login(t, { email: DEMO.consumer, password: DEMO_PASSWORD });

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/access-token/',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);

    const replay = await t.app.inject({ method: 'GET', url: '/api/v2/access-token/', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'No active session.' });
    for (const token of [signIn.json().access_token, refreshed.json().access_token]) {
      const response = await t.app.inject({ url: user, headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: user, headers: bearer(other.json().access_token) })).statusCode).toBe(
      200,
    );
  });

  it('ends the session of a bearer token on logout without a cookie', async () => {
    const signIn = await login(t, { email: DEMO.basic, password: DEMO_PASSWORD });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const headers = { authorization: `Bearer ${signIn.json().access_token}` };
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/v2/access-token/', headers });
    expect(logout.statusCode).toBe(204);
    const user = `/api/v2/users/${signIn.json().user_id}/`;
    expect((await t.app.inject({ url: user, headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/access-token/', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses access tokens and session cookies without an expiry, even when signed with the secret', async () => {
    const signIn = await login(t, { email: DEMO.supplier, password: DEMO_PASSWORD });
    const session = String(signIn.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const withoutExpiry = async (token: string) => {
      const { exp: _exp, ...claims } = decodeJwt(token);
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(t.ctx.config.jwtSecret);
    };
    const access = await withoutExpiry(signIn.json().access_token);
    const response = await t.app.inject({
      url: `/api/v2/users/${signIn.json().user_id}/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/access-token/',
      headers: { cookie: `portal_session=${await withoutExpiry(session)}` },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('answers every token answer with Cache-Control: no-store', async () => {
    const signIn = await login(t, { email: DEMO.service, password: DEMO_PASSWORD });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const answers = [
      signIn,
      await login(t, { email: DEMO.service, password: 'wrong-password' }),
      await t.app.inject({ method: 'GET', url: '/api/v2/access-token/', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/api/v2/access-token/' }),
      await t.app.inject({ method: 'DELETE', url: '/api/v2/access-token/', headers: { cookie } }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], `${answer.statusCode}`).toBe('no-store');
    }
  });

  it('does not accept a session cookie as a bearer token', async () => {
    const signIn = await login(t, { email: DEMO.consumer, password: DEMO_PASSWORD });
    const session = String(signIn.headers['set-cookie']).split(';')[0]!.split('=')[1];
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/users/${signIn.json().user_id}/`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v2/access-token/ from one address (a proxy) with many failures', () => {
  const t = useTestApp();

  it('refuses unknown accounts from that address but never a correct password of an unlocked account', async () => {
    for (let i = 0; i < 30; i++) {
      const response = await login(t, { email: `nobody-${i}@demo.example`, password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
    }
    const unknown = await login(t, { email: 'nobody-else@demo.example', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
    // A wrong password of a real account answers the same as an unknown account: no enumeration.
    const wrong = await login(t, { email: DEMO.consumer, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual(unknown.json());
    for (const email of Object.values(DEMO)) {
      expect((await login(t, { email, password: DEMO_PASSWORD })).statusCode, email).toBe(200);
    }
  });

  it('still locks an account that is itself locked', async () => {
    for (let i = 0; i < 5; i++) await login(t, { email: DEMO.basic, password: `wrong-${i}` });
    expect((await login(t, { email: DEMO.basic, password: DEMO_PASSWORD })).statusCode).toBe(429);
  });
});

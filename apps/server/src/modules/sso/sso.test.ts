import { SSO_PASSWORD_REFUSAL } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../../../test/app';
import { CookieJar, throughProvider } from '../../../test/oidc-browser';
import {
  OIDC_CLIENTS,
  OIDC_TEST_SECRET,
  startTestProvider,
  type TestProvider,
} from '../../../test/oidc-provider';
import {
  callback,
  signInWithSso,
  ssoEnv,
  ssoErrorOf,
  startSso,
  TEST_CALLBACK,
  tokenOfSession,
} from '../../../test/sso-flow';

const SSO_USER = 'sso@demo.example';

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [TEST_CALLBACK] });
  t = await createTestApp(ssoEnv(provider.issuer));
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const sessionCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sessions`.execute(t.ctx.db)).rows[0]!.n;

/** A refused sign-in: the login page with the code, no session cookie, no server session stored. */
async function expectRefused(
  run: () => Promise<{ answer: Parameters<typeof ssoErrorOf>[0]; portal: CookieJar }>,
  code: string,
) {
  const before = await sessionCount();
  const { answer, portal } = await run();
  expect(ssoErrorOf(answer)).toBe(code);
  expect(portal.get('portal_session')).toBeUndefined();
  expect((await tokenOfSession(t, portal)).statusCode).toBe(401);
  expect(await sessionCount()).toBe(before);
}

describe('GET /accounts/sso_login and its callback', () => {
  it('signs an SSO employee in: provider, callback, server session, GET access-token/ answers their token', async () => {
    const { start, portal, location } = await startSso(t);
    expect(start.statusCode).toBe(302);
    const authorization = new URL(location);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: OIDC_CLIENTS.post,
      redirect_uri: TEST_CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const check of ['state', 'nonce', 'code_challenge'])
      expect(authorization.searchParams.get(check)?.length).toBeGreaterThanOrEqual(32);
    expect(String(start.headers['set-cookie'])).toMatch(
      /^portal_sso_state=[\w-]+; Path=\/accounts\/sso_login; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
    expect(start.headers['cache-control']).toBe('no-store');

    const back = await throughProvider(location, SSO_USER);
    expect(`${back.origin}${back.pathname}`).toBe(TEST_CALLBACK);
    const answer = await callback(t, back, portal);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/portal/login?check_privileges=true');
    const cookies = [answer.headers['set-cookie']].flat().map(String);
    expect(cookies).toContainEqual(expect.stringMatching(/^portal_sso_state=; .*Max-Age=0/));
    expect(cookies).toContainEqual(
      expect.stringMatching(
        /^portal_session=[^;]+; Path=\/api\/v2\/access-token\/; HttpOnly; SameSite=Strict/,
      ),
    );

    const token = await tokenOfSession(t, portal);
    expect(token.statusCode).toBe(200);
    expect(token.json().user_id).toBe(await t.userId(SSO_USER));
    const me = await t.app.inject({
      url: `/api/v2/users/${token.json().user_id}/`,
      headers: { authorization: `Bearer ${token.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: SSO_USER, employee: { uses_sso: true, is_scheduler: true } });
  });

  it('matches the e-mail claim whatever its case and surrounding spaces', async () => {
    const { answer, portal } = await signInWithSso(t, '  SSO@Demo.Example ');
    expect(answer.headers.location).toBe('/portal/login?check_privileges=true');
    expect((await tokenOfSession(t, portal)).json().user_id).toBe(await t.userId(SSO_USER));
  });

  it('goes on to a `next` path of the portal, and to the default for another origin or the spec’s path', async () => {
    const target = async (next: string) =>
      (await signInWithSso(t, SSO_USER, { next })).answer.headers.location;
    expect(await target('/portal/meters?status=active')).toBe('/portal/meters?status=active');
    for (const next of [
      '//evil.example/portal/',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/redirect-to-portal/',
    ])
      expect(await target(next), next).toBe('/portal/login?check_privileges=true');
  });

  it('sign-out ends the session of single sign-on: the cookie and its tokens stop working', async () => {
    const { portal } = await signInWithSso(t, SSO_USER);
    const token = (await tokenOfSession(t, portal)).json().access_token as string;
    const session = `portal_session=${portal.get('portal_session')}`;
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/access-token/',
      headers: { cookie: session },
    });
    expect(logout.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/v2/access-token/', headers: { cookie: session } })).statusCode,
    ).toBe(401);
    const me = await t.app.inject({
      url: `/api/v2/users/${await t.userId(SSO_USER)}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('discovers the provider once and keeps its signing keys', async () => {
    const before = provider.requests();
    await signInWithSso(t, SSO_USER);
    await signInWithSso(t, SSO_USER);
    const after = provider.requests();
    expect(after['/.well-known/openid-configuration'] ?? 0).toBe(
      before['/.well-known/openid-configuration'] ?? 0,
    );
    expect(before['/jwks']).toBeGreaterThanOrEqual(1);
    expect(after['/jwks']).toBe(before['/jwks']);
    expect(after['/token']).toBe((before['/token'] ?? 0) + 2);
  });
});

describe('single sign-on refusals: the login page with sso_error, no session', () => {
  it('an e-mail of no account', async () => {
    await expectRefused(() => signInWithSso(t, 'nobody@demo.example'), 'unknown_email');
  });

  it('an employee who does not sign in with single sign-on', async () => {
    await expectRefused(() => signInWithSso(t, DEMO.supplier), 'not_sso_user');
  });

  it('a deactivated SSO employee', async () => {
    await t.ctx.db.updateTable('users').set({ is_active: false }).where('email', '=', SSO_USER).execute();
    try {
      await expectRefused(() => signInWithSso(t, SSO_USER), 'deactivated');
    } finally {
      await t.ctx.db.updateTable('users').set({ is_active: true }).where('email', '=', SSO_USER).execute();
    }
  });

  it('an SSO employee of an expired team', async () => {
    const team = await t.ctx.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', SSO_USER)
      .executeTakeFirstOrThrow();
    const expire = (date: Date | null) =>
      t.ctx.db
        .updateTable('companies')
        .set({ expiration_date: date })
        .where('id', '=', team.company_id)
        .execute();
    await expire(new Date(Date.now() - 86_400_000));
    try {
      await expectRefused(() => signInWithSso(t, SSO_USER), 'team_expired');
    } finally {
      await expire(null);
    }
  });

  it('a replayed callback: its state was used up by the first', async () => {
    const first = await signInWithSso(t, SSO_USER);
    expect(first.answer.headers.location).toBe('/portal/login?check_privileges=true');
    await expectRefused(async () => {
      const portal = new CookieJar();
      portal.store([`portal_sso_state=${first.back.searchParams.get('state')}`]);
      return { answer: await callback(t, first.back, portal), portal };
    }, 'bad_state');
  });

  it('a wrong state, a state without its browser cookie, an expired state, no state', async () => {
    const { portal, location } = await startSso(t);
    const back = await throughProvider(location, SSO_USER);
    const wrong = new URL(back);
    wrong.searchParams.set('state', 'not-the-state-of-this-sign-in');
    await expectRefused(async () => ({ answer: await callback(t, wrong, portal), portal }), 'bad_state');
    // Another browser (no state cookie) with a valid callback URL: nobody is signed in.
    await expectRefused(async () => {
      const other = new CookieJar();
      return { answer: await callback(t, back, other), portal: other };
    }, 'bad_state');

    const late = await startSso(t);
    const lateBack = await throughProvider(late.location, SSO_USER);
    await t.ctx.db
      .updateTable('sso_logins')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await expectRefused(
      async () => ({ answer: await callback(t, lateBack, late.portal), portal: late.portal }),
      'bad_state',
    );
    const none = new URL(TEST_CALLBACK);
    none.searchParams.set('code', 'abc');
    await expectRefused(
      async () => ({ answer: await callback(t, none, new CookieJar()), portal: new CookieJar() }),
      'bad_state',
    );
  });

  it('an ID token with another nonce than the sign-in sent', async () => {
    await expectRefused(
      () =>
        signInWithSso(t, SSO_USER, {
          tamper: (url) => url.searchParams.set('nonce', 'a-nonce-of-someone-else-0123456789'),
        }),
      'id_token_invalid',
    );
  });

  it('an ID token issued to another client (wrong audience)', async () => {
    const { portal, location } = await startSso(t);
    const nonce = new URL(location).searchParams.get('nonce')!;
    const providerCookies = new CookieJar();
    const foreign = await foreignTokenResponse(nonce, providerCookies);
    provider.rewriteNextTokenResponse(() => foreign);
    const back = await throughProvider(location, SSO_USER, { jar: providerCookies });
    await expectRefused(
      async () => ({ answer: await callback(t, back, portal), portal }),
      'id_token_invalid',
    );
  });

  it('an ID token whose signature does not verify', async () => {
    provider.rewriteNextTokenResponse((body) => {
      const [header, payload, signature] = String(body.id_token).split('.');
      const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
      return { ...body, id_token: `${header}.${payload}.${flipped}` };
    });
    await expectRefused(() => signInWithSso(t, SSO_USER), 'id_token_invalid');
  });

  it('the provider answers error= (the user cancelled at the provider)', async () => {
    await expectRefused(() => signInWithSso(t, SSO_USER, { abort: true }), 'provider_error');
  });

  it('a code the provider does not exchange again (token exchange failed)', async () => {
    const first = await signInWithSso(t, SSO_USER);
    expect(first.answer.headers.location).toBe('/portal/login?check_privileges=true');
    // The used code under a new, valid state of this browser: the provider refuses to exchange it again.
    const again = await startSso(t);
    const replayed = new URL(first.back);
    replayed.searchParams.set('state', new URL(again.location).searchParams.get('state')!);
    await expectRefused(
      async () => ({ answer: await callback(t, replayed, again.portal), portal: again.portal }),
      'token_exchange_failed',
    );
  });
});

describe('GET /api/v2/employees/', () => {
  it('says of each employee whether they sign in with single sign-on', async () => {
    const list = await t.get(DEMO.supplier, '/api/v2/employees/?page_size=100');
    expect(list.statusCode).toBe(200);
    const flags = Object.fromEntries(
      list
        .json()
        .results.map((row: { email: string; employee: { uses_sso: boolean } }) => [
          row.email,
          row.employee.uses_sso,
        ]),
    );
    expect(flags[SSO_USER]).toBe(true);
    expect(flags[DEMO.supplier]).toBe(false);
  });
});

describe('POST /api/v2/access-token/ for an SSO employee', () => {
  it('refuses the password sign-in with 403 and the code that makes the form offer the SSO button', async () => {
    const before = await sessionCount();
    for (const password of [DEMO_PASSWORD, 'any-other-password']) {
      const response = await t.signIn(SSO_USER, password);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SSO_PASSWORD_REFUSAL);
      expect(decodeURIComponent(String(response.headers['x-message']))).toBe(SSO_PASSWORD_REFUSAL.detail);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
    // Even with a password hash stored (set before the account turned to single sign-on).
    const hash = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', DEMO.supplier)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: hash.password_hash })
      .where('email', '=', SSO_USER)
      .execute();
    expect((await t.signIn(SSO_USER, DEMO_PASSWORD)).statusCode).toBe(403);
    expect((await t.signIn(DEMO.supplier, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

/**
 * A real token answer of the provider for another client, with the portal sign-in's nonce: what a
 * provider mixing up clients, or an attacker replaying another application's tokens, would send.
 */
async function foreignTokenResponse(nonce: string, jar: CookieJar): Promise<Record<string, unknown>> {
  const { randomPKCECodeVerifier, calculatePKCECodeChallenge } = await import('openid-client');
  const verifier = randomPKCECodeVerifier();
  const url = new URL(`${provider.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: OIDC_CLIENTS.other,
    redirect_uri: TEST_CALLBACK,
    response_type: 'code',
    scope: 'openid email',
    state: 'foreign-state-0123456789',
    nonce,
    code_challenge: await calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  const back = await throughProvider(url.href, SSO_USER, { jar });
  const response = await fetch(`${provider.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: TEST_CALLBACK,
      code_verifier: verifier,
      client_id: OIDC_CLIENTS.other,
      client_secret: OIDC_TEST_SECRET,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, portalConfigEnv, type TestApp } from '../../../test/app';
import { OIDC_CLIENTS, startTestProvider, type TestProvider } from '../../../test/oidc-provider';
import {
  signInWithSso,
  ssoEnv,
  ssoErrorOf,
  startSso,
  TEST_CALLBACK,
  tokenOfSession,
} from '../../../test/sso-flow';

const SSO_USER = 'sso@demo.example';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [TEST_CALLBACK] });
});
afterAll(async () => {
  await provider?.close();
});

/** Runs `test` against an app of `env` on its own copy of the database, closed afterwards. */
async function withApp(env: Record<string, string>, test: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(env);
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

const ssoLoginUrl = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/v2/portal-config/' })).json().sso_login_url as string | null;

describe('single sign-on switched on and off', () => {
  it('HAS_SSO_FEATURE off: no SSO paths (404) and no button, even with a provider configured', async () => {
    await withApp(
      { ...ssoEnv(provider.issuer), ...portalConfigEnv({ HAS_SSO_FEATURE: false }) },
      async (t) => {
        for (const url of [
          '/accounts/sso_login?next=/portal/',
          '/accounts/sso_login/callback?code=x&state=y',
        ])
          expect((await t.app.inject({ url })).statusCode, url).toBe(404);
        expect(await ssoLoginUrl(t)).toBeNull();
      },
    );
  });

  it('HAS_SSO_FEATURE on without OIDC_ISSUER: no SSO paths (404) and no button', async () => {
    await withApp(portalConfigEnv({ HAS_SSO_FEATURE: true }), async (t) => {
      expect((await t.app.inject({ url: '/accounts/sso_login' })).statusCode).toBe(404);
      expect(await ssoLoginUrl(t)).toBeNull();
    });
  });

  it('HAS_SSO_FEATURE on with a provider: the button names the server path', async () => {
    await withApp(ssoEnv(provider.issuer), async (t) => {
      expect(await ssoLoginUrl(t)).toBe('/accounts/sso_login');
    });
  });
});

describe('the token request’s client authentication (OIDC_TOKEN_AUTH_METHOD)', () => {
  /** Signs in with `env`: the outcome, and how the token request authenticated the portal. */
  const signIn = async (env: Record<string, string>) => {
    let outcome: string | null = null;
    const before = provider.tokenAuthMethods().length;
    await withApp(ssoEnv(provider.issuer, env), async (t) => {
      const { answer, portal } = await signInWithSso(t, SSO_USER);
      outcome =
        ssoErrorOf(answer) ??
        ((await tokenOfSession(t, portal)).statusCode === 200 ? 'signed in' : 'no session');
    });
    return { outcome, methods: provider.tokenAuthMethods().slice(before) };
  };

  it('client_secret_post by default, client_secret_basic when set', async () => {
    expect(await signIn({})).toEqual({ outcome: 'signed in', methods: ['client_secret_post'] });
    expect(
      await signIn({ OIDC_TOKEN_AUTH_METHOD: 'client_secret_basic', OIDC_CLIENT_ID: OIDC_CLIENTS.basic }),
    ).toEqual({ outcome: 'signed in', methods: ['client_secret_basic'] });
  });

  it('a wrong client secret: the token exchange fails, with either method', async () => {
    for (const method of ['client_secret_post', 'client_secret_basic'])
      expect(
        (await signIn({ OIDC_CLIENT_SECRET: 'not-the-secret', OIDC_TOKEN_AUTH_METHOD: method })).outcome,
        method,
      ).toBe('token_exchange_failed');
  });
});

describe('the e-mail claim', () => {
  it('read from the userinfo answer when the ID token carries none', async () => {
    const userinfoOnly = await startTestProvider({ redirectUris: [TEST_CALLBACK], emailInIdToken: false });
    try {
      await withApp(ssoEnv(userinfoOnly.issuer), async (t) => {
        const { answer, portal } = await signInWithSso(t, SSO_USER);
        expect(answer.headers.location).toBe('/portal/login?check_privileges=true');
        expect((await tokenOfSession(t, portal)).json().user_id).toBe(await t.userId(SSO_USER));
        expect(userinfoOnly.requests()['/me']).toBe(1);
      });
    } finally {
      await userinfoOnly.close();
    }
  });

  it('OIDC_EMAIL_CLAIM names a claim the provider does not send: refused, no session', async () => {
    await withApp(ssoEnv(provider.issuer, { OIDC_EMAIL_CLAIM: 'upn' }), async (t) => {
      const { answer, portal } = await signInWithSso(t, SSO_USER);
      expect(ssoErrorOf(answer)).toBe('email_missing');
      expect(portal.get('portal_session')).toBeUndefined();
    });
  });

  it('an e-mail the provider marks as not verified (email_verified: false): refused, no session', async () => {
    await withApp(ssoEnv(provider.issuer), async (t) => {
      const { answer, portal } = await signInWithSso(t, `${SSO_USER}#unverified`);
      expect(ssoErrorOf(answer)).toBe('email_missing');
      expect(portal.get('portal_session')).toBeUndefined();
    });
  });
});

describe('discovery and the redirect URI', () => {
  it('a provider that cannot be discovered: not_configured, and discovered once it answers', async () => {
    const down = createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    await withApp(ssoEnv(`http://127.0.0.1:${port}`), async (t) => {
      const refused = await startSso(t);
      expect(ssoErrorOf(refused.start)).toBe('not_configured');
      expect(refused.portal.get('portal_sso_state')).toBeUndefined();
      await new Promise<void>((resolve) => down.close(() => resolve()));
      const up = await startTestProvider({ redirectUris: [TEST_CALLBACK], port });
      try {
        const { answer } = await signInWithSso(t, SSO_USER);
        expect(answer.headers.location).toBe('/portal/login?check_privileges=true');
      } finally {
        await up.close();
      }
    });
  });

  it("the callback lies under the request's origin, or under PUBLIC_URL's origin when set", async () => {
    const redirectUri = async (t: TestApp, headers: Record<string, string> = {}) => {
      const start = await t.app.inject({ url: '/accounts/sso_login', headers });
      return new URL(String(start.headers.location)).searchParams.get('redirect_uri');
    };
    await withApp(ssoEnv(provider.issuer), async (t) => {
      expect(await redirectUri(t, { host: 'portal.example:8443' })).toBe(
        'http://portal.example:8443/accounts/sso_login/callback',
      );
    });
    await withApp(
      ssoEnv(provider.issuer, { PUBLIC_URL: 'https://meters.example/portal-base' }),
      async (t) => {
        expect(await redirectUri(t, { host: 'elsewhere.example' })).toBe(
          'https://meters.example/accounts/sso_login/callback',
        );
      },
    );
  });
});

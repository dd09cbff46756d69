import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PROVIDER = {
  OIDC_ISSUER: 'https://login.example.com/realms/portal',
  OIDC_CLIENT_ID: 'meter-portal',
  OIDC_CLIENT_SECRET: 'a-secret',
};

describe('loadConfig: single sign-on (OIDC_*)', () => {
  it('has no provider and no SSO button without OIDC_ISSUER', () => {
    expect(loadConfig({})).toMatchObject({ oidc: null, ssoLoginUrl: null });
  });

  it('reads the provider with its defaults: scopes, e-mail claim, client_secret_post', () => {
    expect(loadConfig(PROVIDER)).toMatchObject({
      ssoLoginUrl: '/accounts/sso_login',
      oidc: {
        issuer: PROVIDER.OIDC_ISSUER,
        clientId: 'meter-portal',
        clientSecret: 'a-secret',
        scopes: 'openid email profile',
        emailClaim: 'email',
        tokenAuthMethod: 'client_secret_post',
        allowInsecureRequests: false,
      },
    });
    const custom = loadConfig({
      ...PROVIDER,
      OIDC_SCOPES: ' openid  email ',
      OIDC_EMAIL_CLAIM: 'upn',
      OIDC_TOKEN_AUTH_METHOD: 'client_secret_basic',
      SSO_LOGIN_URL: '/sso/start',
    });
    expect(custom.oidc).toMatchObject({
      scopes: 'openid email',
      emailClaim: 'upn',
      tokenAuthMethod: 'client_secret_basic',
    });
    expect(custom.ssoLoginUrl).toBe('/sso/start');
  });

  it('allows an http:// issuer only on this machine', () => {
    for (const issuer of ['http://127.0.0.1:9000', 'http://localhost:9000/realms/x'])
      expect(loadConfig({ ...PROVIDER, OIDC_ISSUER: issuer }).oidc?.allowInsecureRequests, issuer).toBe(true);
  });

  it.each([
    [{ ...PROVIDER, OIDC_ISSUER: 'http://login.example.com' }, /OIDC_ISSUER must be an https:\/\/ URL/],
    [{ ...PROVIDER, OIDC_ISSUER: 'not a url' }, /OIDC_ISSUER/],
    [{ ...PROVIDER, OIDC_CLIENT_ID: undefined }, /OIDC_CLIENT_ID is required with OIDC_ISSUER/],
    [{ ...PROVIDER, OIDC_CLIENT_SECRET: undefined }, /OIDC_CLIENT_SECRET is required with OIDC_ISSUER/],
    [{ OIDC_CLIENT_ID: 'meter-portal' }, /OIDC_CLIENT_ID is set but OIDC_ISSUER is not/],
    [{ OIDC_CLIENT_SECRET: 'a-secret' }, /OIDC_CLIENT_SECRET is set but OIDC_ISSUER is not/],
    [
      { ...PROVIDER, OIDC_SCOPES: 'email profile' },
      /OIDC_SCOPES must be space-separated scopes including 'openid'/,
    ],
    [{ ...PROVIDER, OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt' }, /OIDC_TOKEN_AUTH_METHOD/],
    [{ ...PROVIDER, OIDC_EMAIL_CLAIM: ' ' }, /OIDC_EMAIL_CLAIM must not be empty/],
  ])('stops with a one-line message naming the bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never puts the client secret into a refusal message', () => {
    try {
      loadConfig({ ...PROVIDER, OIDC_ISSUER: 'http://login.example.com' });
    } catch (error) {
      expect((error as Error).message).not.toContain(PROVIDER.OIDC_CLIENT_SECRET);
    }
  });
});

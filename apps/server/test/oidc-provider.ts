import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';

/** The secret of every client registered at the test provider. */
export const OIDC_TEST_SECRET = 'test-client-secret-0123456789';

/** The clients registered at the test provider: the portal twice (one per token auth method), and another. */
export const OIDC_CLIENTS = {
  post: 'portal',
  basic: 'portal-basic',
  other: 'another-app',
} as const;

export interface TestProviderOptions {
  /** Every redirect URI the clients may use: the portal's callback under each origin a test uses. */
  redirectUris: string[];
  /** The e-mail in the ID token (as Entra ID and Keycloak send it), or only in the userinfo answer. */
  emailInIdToken?: boolean;
  /** The port (default: a free one). */
  port?: number;
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

type TokenBody = Record<string, unknown>;

/**
 * panva's oidc-provider on a free port of 127.0.0.1 (http): real discovery, real signed ID tokens and its
 * own sign-in page (devInteractions: any login, any password; the login is the account's id and e-mail).
 * Consent is given at once. `requests` counts what it was asked, `rewriteNextTokenResponse` changes the next token endpoint answer (a test of
 * what the portal does with a token it must refuse); `close` stops it.
 */
export async function startTestProvider({
  redirectUris,
  emailInIdToken = true,
  port = 0,
}: TestProviderOptions) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = (
    client_id: string,
    method: 'client_secret_post' | 'client_secret_basic',
  ): ClientMetadata => ({
    client_id,
    client_secret: OIDC_TEST_SECRET,
    redirect_uris: redirectUris,
    token_endpoint_auth_method: method,
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });
  const configuration: Configuration = {
    clients: [
      client(OIDC_CLIENTS.post, 'client_secret_post'),
      client(OIDC_CLIENTS.basic, 'client_secret_basic'),
      client(OIDC_CLIENTS.other, 'client_secret_post'),
    ],
    // The account id is the e-mail; `<e-mail>#unverified` is that e-mail, not verified by the directory.
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId.replace(/#unverified$/, ''),
        email_verified: !accountId.endsWith('#unverified'),
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !emailInIdToken,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    // The portal is the directory's own application: no consent screen.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.session?.accountId || !oidc.client) return undefined;
      const existing = oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  let rewrite: ((body: TokenBody) => TokenBody) | null = null;
  const requests: Record<string, number> = {};
  const tokenAuthMethods: string[] = [];
  provider.use(async (ctx, next) => {
    requests[ctx.path] = (requests[ctx.path] ?? 0) + 1;
    // oidc-provider takes either method from any client; what the portal sent is recorded here.
    if (ctx.path === '/token')
      tokenAuthMethods.push(
        /^Basic /i.test(ctx.get('authorization')) ? 'client_secret_basic' : 'client_secret_post',
      );
    await next();
    if (ctx.path === '/token' && ctx.status === 200 && rewrite) {
      const change = rewrite;
      rewrite = null;
      ctx.body = change(ctx.body as TokenBody);
    }
  });
  server.on('request', provider.callback());

  return {
    issuer,
    /** Requests so far per path (discovery, /jwks, /token …). */
    requests: () => ({ ...requests }),
    /** How each token request so far authenticated its client (an Authorization: Basic header, or not). */
    tokenAuthMethods: () => [...tokenAuthMethods],
    /** The next successful token answer goes through `change` first (once). */
    rewriteNextTokenResponse(change: (body: TokenBody) => TokenBody) {
      rewrite = change;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

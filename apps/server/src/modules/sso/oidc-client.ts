import type { SsoError } from '@portal/contracts';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config';

/** A single sign-on that ends without a session: the login page's code, and the reason for the log. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoError,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** What the callback checks the provider's answer against (kept by the sign-in's start). */
export interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's answers that concern the token request itself (not the ID token it returned). */
const TOKEN_REQUEST_FAILURES = new Set<string>([
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
  'OAUTH_HTTP_REQUEST_FORBIDDEN',
  'OAUTH_REQUEST_PROTOCOL_FORBIDDEN',
]);

/**
 * The portal's client at the installation's OpenID Connect provider, through panva's openid-client:
 * the authorization code flow with PKCE (S256), state and nonce. The provider is discovered once, on the
 * first sign-in (a failed discovery is tried again on the next one). Every ID token's signature is
 * verified with the provider's keys, which the discovered configuration caches (fetched again when the
 * provider signs with a key it does not know yet).
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: OidcConfig) {}

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, tokenAuthMethod, allowInsecureRequests } = this.settings;
    const auth =
      tokenAuthMethod === 'client_secret_basic'
        ? oidc.ClientSecretBasic(clientSecret)
        : oidc.ClientSecretPost(clientSecret);
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, undefined, auth, {
        // The ID token's signature is checked too (against the provider's cached keys), not only TLS.
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(allowInsecureRequests ? [oidc.allowInsecureRequests] : []),
        ],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.configuration = null;
        throw new SsoRefusal('not_configured', `discovery of ${issuer} failed: ${describe(error)}`);
      });
    return this.configuration;
  }

  /** New checks for one sign-in, and the provider's authorization URL that carries them. */
  async authorizationUrl(redirectUri: string): Promise<{ url: URL; checks: SsoChecks }> {
    const configuration = await this.discover();
    const checks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /**
   * The e-mail of the provider's answer at `callbackUrl` (the redirect URI with the provider's query):
   * the code exchanged with the verifier, the ID token verified (signature, issuer, audience, expiry,
   * nonce), the e-mail read from its claim, else from the userinfo answer for the same subject.
   */
  async email(callbackUrl: URL, checks: SsoChecks): Promise<string> {
    const configuration = await this.discover();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw grantRefusal(error);
    }
    const claims = tokens.claims();
    if (!claims) throw new SsoRefusal('id_token_invalid', 'the token response carried no ID token');
    const claim = this.settings.emailClaim;
    let email = claims[claim];
    let verified = claims.email_verified;
    if (typeof email !== 'string') {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch((error) => {
        throw new SsoRefusal('token_exchange_failed', `userinfo request failed: ${describe(error)}`);
      });
      email = info[claim];
      verified = info.email_verified;
    }
    if (typeof email !== 'string' || !email.trim())
      throw new SsoRefusal('email_missing', `no e-mail in the claim ${claim} (subject ${claims.sub})`);
    if (verified === false)
      throw new SsoRefusal(
        'email_missing',
        `the provider marks the e-mail of subject ${claims.sub} unverified`,
      );
    return email;
  }
}

/** Why the code exchange failed: the token request, or the ID token it answered with. */
function grantRefusal(error: unknown): SsoRefusal {
  if (error instanceof oidc.ResponseBodyError)
    return new SsoRefusal(
      'token_exchange_failed',
      `token endpoint answered ${error.status} ${error.error}${error.error_description ? `: ${error.error_description}` : ''}`,
    );
  if (error instanceof oidc.AuthorizationResponseError)
    return new SsoRefusal('provider_error', `authorization response error ${error.error}`);
  const code = (error as { code?: unknown }).code;
  if (!(error instanceof oidc.ClientError) || (typeof code === 'string' && TOKEN_REQUEST_FAILURES.has(code)))
    return new SsoRefusal('token_exchange_failed', `token request failed: ${describe(error)}`);
  return new SsoRefusal('id_token_invalid', `ID token refused: ${describe(error)}`);
}

/** An error's code and message, without its cause (which may hold the provider's response). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}

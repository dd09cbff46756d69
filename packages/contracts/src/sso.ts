// Constants only, no zod: the login page imports them and stays without a schema library.

/**
 * Why a single sign-on ended without a session: the server sends the browser to
 * `/portal/login?sso_error=<code>`, and the login page shows the code's message.
 */
export const SSO_ERRORS = [
  /** The provider's e-mail belongs to no account. */
  'unknown_email',
  /** The account exists but does not sign in with single sign-on (`uses_sso` off). */
  'not_sso_user',
  /** The account is deactivated. */
  'deactivated',
  /** The account's team has expired. */
  'team_expired',
  /** The sign-in's `state` is missing, wrong, expired or was used before. */
  'bad_state',
  /** The provider refused to exchange the code for tokens (or could not be reached for it). */
  'token_exchange_failed',
  /** The ID token did not verify: another audience, another nonce, a bad signature, expired. */
  'id_token_invalid',
  /** The ID token carries no e-mail in the configured claim. */
  'email_missing',
  /** The provider answered with `error=` (the user cancelled, the client is not allowed …). */
  'provider_error',
  /** Single sign-on is off, or its provider is not configured or not reachable. */
  'not_configured',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

export const isSsoError = (value: unknown): value is SsoError =>
  typeof value === 'string' && (SSO_ERRORS as readonly string[]).includes(value);

/** Where a successful single sign-on goes without a (safe) `next`: the login page signs in with the session. */
export const SSO_DEFAULT_NEXT = '/portal/login?check_privileges=true';

/** The server path of the single sign-on, and the provider's way back to it. */
export const SSO_LOGIN_PATH = '/accounts/sso_login';
export const SSO_CALLBACK_PATH = '/accounts/sso_login/callback';

/** The 403 of `POST access-token/` for an account that signs in with single sign-on only. */
export const SSO_PASSWORD_REFUSAL = {
  code: 'sso_required',
  detail: 'This account signs in with single sign-on. Use the single sign-on button.',
} as const;

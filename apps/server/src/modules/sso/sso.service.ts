import type { UserWithCompany } from '../../auth/accounts.repository';
import { normalizeEmail } from '../../auth/email';
import type { AppContext } from '../../context';
import { accountRefusal } from '../access-token/server-session';
import { type OidcClient, SsoRefusal } from './oidc-client';
import { SSO_STATE_LIFETIME_SECONDS } from './sso-cookie';

/** The provider's answer at the callback, as its query carries it. */
export interface CallbackQuery {
  state?: string;
  error?: string;
  error_description?: string;
}

/** Single sign-on: the start at the provider, and the employee its answer names. */
export class SsoService {
  constructor(
    private readonly ctx: AppContext,
    private readonly client: OidcClient,
  ) {}

  /** A new sign-in, kept until its callback: the provider's URL to send the browser to, and its state. */
  async start(redirectUri: string, nextPath: string): Promise<{ location: string; state: string }> {
    const { url, checks } = await this.client.authorizationUrl(redirectUri);
    await this.ctx.data.ssoLogins.create({ ...checks, nextPath }, SSO_STATE_LIFETIME_SECONDS);
    return { location: url.href, state: checks.state };
  }

  /**
   * The employee of the provider's answer and where the sign-in goes next. The state is used up first
   * (also when the answer is refused), and must be the one this browser was given (`cookieState`). Then
   * the employee: an account of that e-mail that signs in with single sign-on, active, of a team that has
   * not expired (the password sign-in's checks).
   */
  async finish(
    callbackUrl: URL,
    query: CallbackQuery,
    cookieState: string | null,
  ): Promise<{ user: UserWithCompany; nextPath: string }> {
    const login = query.state ? await this.ctx.data.ssoLogins.take(query.state) : undefined;
    if (!login) throw new SsoRefusal('bad_state', 'unknown, expired or used state');
    if (cookieState !== login.state)
      throw new SsoRefusal('bad_state', 'the state is not the one this browser was given');
    if (query.error)
      throw new SsoRefusal(
        'provider_error',
        `provider answered ${query.error}${query.error_description ? `: ${query.error_description}` : ''}`,
      );
    const email = normalizeEmail(await this.client.email(callbackUrl, login));
    const user = await this.ctx.data.accounts.findByEmail(email);
    if (!user) throw new SsoRefusal('unknown_email', `no account for ${email}`);
    if (!user.uses_sso) throw new SsoRefusal('not_sso_user', `${email} does not use single sign-on`);
    const refusal = accountRefusal(user);
    if (refusal === 'inactive') throw new SsoRefusal('deactivated', `${email} is deactivated`);
    if (refusal === 'team_expired') throw new SsoRefusal('team_expired', `the team of ${email} has expired`);
    return { user, nextPath: login.nextPath };
  }
}

import type { ResetPasswordConfirm } from '@portal/contracts';
import { normalizeEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/password-strength';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { resetMail } from './reset-mail';
import { hashToken, newLinkToken, setPasswordLink } from './reset-token';

export const RESET_REQUESTED =
  'If an account exists for this e-mail address, we have sent you a link to set a new password.';
export const RESET_DONE = 'Your password has been changed. You can sign in now.';
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

/** One-time, expiring reset links; only the token's hash is stored. */
export class PasswordResetService {
  /** Last request per e-mail, so the same address is not flooded with mails. */
  private readonly lastRequest = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {}

  /**
   * Queues the link's mail and returns at once: the account is looked up, the link written and the mail
   * sent after the answer (`sendComposed`), so a known address costs the request what an unknown one does
   * and the answer's time tells nothing about which it is.
   */
  request(email: string, origin: string, language: 'en' | 'de'): void {
    const key = normalizeEmail(email);
    const now = Date.now();
    if (now - (this.lastRequest.get(key) ?? 0) < 60_000) return;
    this.lastRequest.set(key, now);
    this.ctx.mailer.sendComposed(async () => {
      const user = await this.ctx.data.accounts.findByEmail(key);
      if (!user?.is_active || user.uses_sso) return undefined;
      const { token, hash } = newLinkToken();
      const expiresAt = new Date(Date.now() + this.ctx.config.resetTokenLifetimeSeconds * 1000);
      // A new link replaces older unused ones.
      await this.ctx.data.transaction({ system: 'password-reset' }, (data) =>
        data.passwordResets.replaceToken(user.id, hash, expiresAt),
      );
      const link = setPasswordLink(origin, token);
      return resetMail({ to: user.email, name: user.name, link, expiresAt, language });
    });
  }

  private validToken(token: string) {
    return this.ctx.data.passwordResets.findValid(hashToken(token));
  }

  async describe(token: string) {
    const row = await this.validToken(token);
    if (!row) throw notFound(INVALID_LINK);
    return { email: row.email, expires: row.expires_at.toISOString() };
  }

  async confirm(body: ResetPasswordConfirm): Promise<void> {
    const row = await this.validToken(body.token);
    if (!row) throw badRequest({ token: [INVALID_LINK] });
    // The same words as the web form's strength meter: the e-mail the link is for.
    await assertStrongPassword(body.password, [row.email]);
    const passwordHash = await hashPassword(body.password);
    await this.ctx.data.transaction({ system: 'password-reset' }, async (data) => {
      if (!(await data.passwordResets.markUsed(row.id))) throw badRequest({ token: [INVALID_LINK] });
      await data.accounts.setPassword(row.user_id, passwordHash);
    });
  }
}

import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordConfirm } from '@portal/contracts';
import { sql } from 'kysely';
import { normalizeEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/password-strength';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { UsersRepository } from '../users/users.repository';
import { resetMail } from './reset-mail';

export const RESET_REQUESTED =
  'If an account exists for this e-mail address, we have sent you a link to set a new password.';
export const RESET_DONE = 'Your password has been changed. You can sign in now.';
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One-time, expiring reset links; only the token's hash is stored. */
export class PasswordResetService {
  /** Last request per e-mail, so the same address is not flooded with mails. */
  private readonly lastRequest = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {}

  async request(email: string, origin: string, language: 'en' | 'de'): Promise<void> {
    const key = normalizeEmail(email);
    const now = Date.now();
    if (now - (this.lastRequest.get(key) ?? 0) < 60_000) return;
    this.lastRequest.set(key, now);

    const user = await new UsersRepository(this.ctx.db).findByEmail(key);
    if (!user?.is_active || user.uses_sso) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now + this.ctx.config.resetTokenLifetimeSeconds * 1000);
    await this.ctx.db.transaction().execute(async (trx) => {
      // A new link replaces older unused ones.
      await trx
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({ user_id: user.id, token_hash: hashToken(token), expires_at: expiresAt })
        .execute();
    });
    const link = `${origin}/portal/login/set-password/${token}`;
    this.ctx.mailer.send(resetMail({ to: user.email, name: user.name, link, expiresAt, language }));
  }

  private async validToken(token: string) {
    return this.ctx.db
      .selectFrom('password_reset_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.expires_at', 'u.email'])
      .where('t.token_hash', '=', hashToken(token))
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', sql<Date>`now()`)
      .where('u.is_active', '=', true)
      .executeTakeFirst();
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
    await this.ctx.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw badRequest({ token: [INVALID_LINK] });
      await new UsersRepository(this.ctx.db).setPassword(row.user_id, passwordHash, trx);
    });
  }
}

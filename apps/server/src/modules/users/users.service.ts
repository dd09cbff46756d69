import type { UserPatch, WebportalSettings } from '@portal/contracts';
import { verifyAccountPassword } from '../../auth/account-password';
import type { UserWithCompany } from '../../auth/accounts.repository';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword } from '../../auth/password-strength';
import type { AppContext, RequestAuth } from '../../context';
import { badRequest, conflict, forbidden, notFound, onUniqueViolation } from '../../http/errors';
import { deleteOwnAccount } from './account-deletion';
import { authorizeUser } from './users.policy';

/** A password sign-in this recent counts as "password checked" for deleting the account. */
export const FRESH_LOGIN_SECONDS = 300;

export class UsersService {
  constructor(private readonly ctx: AppContext) {}

  private get config() {
    return this.ctx.config.portal;
  }

  async get(auth: RequestAuth, userId: string): Promise<UserWithCompany> {
    authorizeUser(auth, this.config, 'view', userId);
    const user = await this.ctx.data.users.findById(auth.actor, userId);
    if (!user) throw notFound();
    return user;
  }

  /**
   * Every refusal (403, 400, 429) is decided before the first write; then activation, password and
   * settings are written in one transaction, so a refused request changes nothing.
   */
  async update(auth: RequestAuth, userId: string, input: UserPatch): Promise<UserWithCompany> {
    const user = await this.get(auth, userId);
    const { is_active, ...patch } = input;
    if (is_active !== undefined) authorizeUser(auth, this.config, 'setActive', userId);
    if (Object.values(patch).some((value) => value !== undefined))
      authorizeUser(auth, this.config, 'edit', userId);
    let passwordHash: string | undefined;
    if (patch.password !== undefined && patch.old_password !== undefined) {
      if (!(await verifyAccountPassword(this.ctx, user, patch.old_password))) {
        throw badRequest({ old_password: ['Your old password was entered incorrectly.'] });
      }
      if (patch.password === patch.old_password) {
        throw badRequest({ password: ['The new password must differ from the old one.'] });
      }
      await assertStrongPassword(patch.password, [user.email, user.name]);
      passwordHash = await hashPassword(patch.password);
    }
    const settings = patch.custom_data?.webportal_settings;
    return this.ctx.data.transaction(auth.actor, async (data) => {
      // Deactivation ends every session and token of the user at once (their token version moves on).
      if (is_active !== undefined) await data.users.setActive(auth.actor, userId, is_active);
      if (passwordHash !== undefined) await data.accounts.setPassword(userId, passwordHash);
      if (settings) {
        const merged: WebportalSettings = { ...user.webportal_settings, ...settings };
        await data.users.setWebportalSettings(auth.actor, userId, merged);
      }
      return data.users.findByIdOrThrow(auth.actor, userId);
    });
  }

  /** Own account only, after the password was checked: in the body, or by a sign-in moments ago. */
  async remove(auth: RequestAuth, userId: string, password: string | undefined): Promise<void> {
    const user = await this.get(auth, userId);
    authorizeUser(auth, this.config, 'delete', userId);
    if (password !== undefined) {
      if (!(await verifyAccountPassword(this.ctx, user, password))) {
        throw badRequest({ password: ['The entered password is incorrect.'] });
      }
    } else {
      const age = Date.now() / 1000 - auth.claims.issuedAt;
      if (auth.claims.method !== 'pwd' || age > FRESH_LOGIN_SECONDS) {
        throw forbidden('Please confirm your password to delete your account.');
      }
    }
    // The deletion works on the caller's own account: the 'delete' rule admits no other.
    await onUniqueViolation(
      () => deleteOwnAccount(this.ctx.data, auth.actor),
      () =>
        conflict(
          'The account could not be deleted because its data conflicts with other records. Please contact support.',
        ),
    );
  }
}

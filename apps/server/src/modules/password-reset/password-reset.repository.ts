import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Reset links' SQL: only the token's hash is stored. There is no caller yet (the link is the proof), so
 * the methods take the user or the token hash instead of a scope.
 */
export class PasswordResetRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new link for the user replaces their older unused ones (two statements: run in a transaction). */
  async replaceToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await this.db
      .insertInto('password_reset_tokens')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  }

  /** The unused, unexpired token of an active user, with that user's e-mail. */
  findValid(tokenHash: string) {
    return this.db
      .selectFrom('password_reset_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.expires_at', 'u.email'])
      .where('t.token_hash', '=', tokenHash)
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', sql<Date>`now()`)
      .where('u.is_active', '=', true)
      .executeTakeFirst();
  }

  /** Marks the token used; false when it was used meanwhile (a second confirm racing this one). */
  async markUsed(id: string): Promise<boolean> {
    const used = await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: new Date() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }
}

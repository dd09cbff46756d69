import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Server sessions in the database, so that every server process sees a logout. A session is alive
 * while its row exists and has not expired; the session cookie and its access tokens name it (sid).
 */
export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new session of the user until `expiresAt`; the user's expired sessions are dropped on the way. */
  async create(userId: string, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', sql<Date>`now()`)
      .execute();
    await this.db.insertInto('sessions').values({ id, user_id: userId, expires_at: expiresAt }).execute();
    return id;
  }

  async end(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }
}

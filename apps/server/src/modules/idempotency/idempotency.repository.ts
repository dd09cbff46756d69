import { IDEMPOTENCY_KEY_HOURS } from '@portal/contracts';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether a key (its `created`) is older than IDEMPOTENCY_KEY_HOURS. */
const expired = (created: string) =>
  sql<SqlBool>`${sql.ref(created)} <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/** A user's idempotency keys (migration 0021); keys older than IDEMPOTENCY_KEY_HOURS count as unused. */
export class IdempotencyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's live key with this name, if a committed write took it. */
  find(userId: string, key: string) {
    return this.db
      .selectFrom('idempotency_keys')
      .select(['route', 'request_hash', 'object_id'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where((eb) => eb.not(expired('created')))
      .executeTakeFirst();
  }

  /**
   * Takes the key for a write (in its transaction): true, or false when a live key of that name exists (a
   * concurrent write with it is waited for first). The user's expired keys are deleted on the way.
   */
  async claim(userId: string, key: string, route: string, requestHash: string): Promise<boolean> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where(expired('created'))
      .where('key', '<>', key)
      .execute();
    const taken = await this.db
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, route, request_hash: requestHash })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'key'])
          .doUpdateSet({
            route,
            request_hash: requestHash,
            object_id: null,
            created: sql`now()`,
          })
          .where(expired('idempotency_keys.created')),
      )
      .returning('key')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /** The object the key's write created (in the same transaction). */
  async complete(userId: string, key: string, objectId: string) {
    await this.db
      .updateTable('idempotency_keys')
      .set({ object_id: objectId })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }
}

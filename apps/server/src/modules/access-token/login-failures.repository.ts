import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { LoginFailureStore } from '../../auth/login-throttle';
import type { Database } from '../../db/schema';

/** The sign-in throttle's failures in PostgreSQL (migration 0022): one row per key, the database's clock. */
export class LoginFailuresRepository implements LoginFailureStore {
  constructor(private readonly db: Kysely<Database>) {}

  async recent(key: string, windowMs: number) {
    const { rows } = await sql<{ times: Date[] | null; now: Date }>`SELECT
        (SELECT times FROM login_failures WHERE key = ${key}) AS times, now() AS now`.execute(this.db);
    const { times, now } = rows[0]!;
    const cutoff = now.getTime() - windowMs;
    return {
      times: (times ?? []).map((time) => time.getTime()).filter((time) => time > cutoff),
      now: now.getTime(),
    };
  }

  /** One failure more for the key, keeping its latest `limit` in the window; expired keys are deleted. */
  async add(key: string, limit: number, windowMs: number) {
    await this.insert(key, limit, windowMs, false);
  }

  /** As `add`, unless the key has `limit` failures in the window (its row locked meanwhile). */
  async addBelow(key: string, limit: number, windowMs: number) {
    return this.insert(key, limit, windowMs, true);
  }

  private async insert(key: string, limit: number, windowMs: number, onlyBelowLimit: boolean) {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    await sql`DELETE FROM login_failures WHERE last_failure <= now() - ${window}`.execute(this.db);
    const { rows } = await sql`INSERT INTO login_failures AS f (key, times, last_failure)
      VALUES (${key}, ARRAY[now()], now())
      ON CONFLICT (key) DO UPDATE SET last_failure = now(), times = (
        SELECT array_agg(kept.at ORDER BY kept.at) FROM (
          SELECT at FROM unnest(f.times || now()) AS at WHERE at > now() - ${window} ORDER BY at DESC LIMIT ${limit}
        ) kept)
      WHERE ${onlyBelowLimit ? sql`(SELECT count(*) FROM unnest(f.times) AS at WHERE at > now() - ${window}) < ${limit}` : sql`true`}
      RETURNING 1`.execute(this.db);
    return rows.length > 0;
  }

  async clear(key: string) {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}

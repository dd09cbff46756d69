import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The health check's one query: whether the database answers (no caller: the check is public). */
export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }
}

import type { InsertObject, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Rows per INSERT statement: few round trips, far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/** Inserts rows with multi-row INSERTs, in order (rows referring to earlier rows come later). */
export async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: ReadonlyArray<InsertObject<Database, T>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** Whether the database holds data already (any company): the seed then stays away. */
export async function holdsData(db: Kysely<Database>): Promise<boolean> {
  const company = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return company !== undefined;
}

/** Throws unless the tables the seed fills are all empty. */
export async function assertEmpty(db: Kysely<Database>): Promise<void> {
  const tables = [
    'companies',
    'users',
    'buildings',
    'meters',
    'readings',
    'reading_requests',
    'images',
  ] as const;
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (count > 0)
      throw new Error(`seedDemo needs an empty database, but ${table} already holds ${count} rows`);
  }
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Row count and md5 of the rows of every table but `skipped` (PGlite and PostgreSQL alike), in one query:
 * equal snapshots before and after a request mean it wrote nothing there.
 */
export async function tableSnapshot(
  db: Kysely<Database>,
  skipped: ReadonlySet<string> = new Set(),
): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const each = tables.rows
    .filter(({ name }) => !skipped.has(name))
    .map(
      ({ name }) => sql`SELECT ${name}::text AS name, count(*) || ' ' ||
        coalesce(md5(string_agg(r::text, E'\n' ORDER BY r::text)), '') AS state FROM ${sql.table(name)} AS r`,
    );
  const rows = await sql<{ name: string; state: string }>`${sql.join(each, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.state]));
}

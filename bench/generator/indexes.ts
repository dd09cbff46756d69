import type pg from 'pg';

/** A secondary index (or unique constraint) of a table, with the SQL that rebuilds it. */
export interface SavedIndex {
  table: string;
  name: string;
  drop: string;
  create: string;
}

/**
 * Drops every index of the table except its primary key (unique constraints included: their
 * definition is kept and re-added). Bulk inserts into a table without secondary indexes, then one
 * sorted build per index, is several times faster than maintaining them row by row.
 */
export async function dropSecondaryIndexes(client: pg.Client, table: string): Promise<SavedIndex[]> {
  const { rows } = await client.query<{
    name: string;
    def: string;
    conname: string | null;
    condef: string | null;
  }>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def, c.conname, pg_get_constraintdef(c.oid) AS condef
       FROM pg_index i
       JOIN pg_class ic ON ic.oid = i.indexrelid
       LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.contype IN ('u', 'x')
      WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
      ORDER BY ic.relname`,
    [table],
  );
  const saved = rows.map((row) =>
    row.conname
      ? {
          table,
          name: row.name,
          drop: `ALTER TABLE ${table} DROP CONSTRAINT ${row.conname}`,
          create: `ALTER TABLE ${table} ADD CONSTRAINT ${row.conname} ${row.condef}`,
        }
      : { table, name: row.name, drop: `DROP INDEX ${row.name}`, create: row.def },
  );
  for (const index of saved) await client.query(index.drop);
  return saved;
}

/**
 * Rebuilds the indexes on several connections at once (a btree build also uses parallel workers);
 * answers the seconds each index took.
 */
export async function rebuildIndexes(clients: pg.Client[], indexes: SavedIndex[]) {
  const queue = [...indexes];
  const seconds = new Map<SavedIndex, number>();
  await Promise.all(
    clients.map(async (client) => {
      for (let index = queue.shift(); index; index = queue.shift()) {
        const started = performance.now();
        await client.query(index.create);
        seconds.set(index, (performance.now() - started) / 1000);
      }
    }),
  );
  return seconds;
}

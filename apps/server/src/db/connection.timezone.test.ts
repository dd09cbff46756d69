import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from './connection';

/**
 * Every session in UTC whatever the server's default (a plain date in a filter is that UTC day), set by a
 * SET on each new connection (PgBouncer refuses the startup packet's `options`): the pool's queries and
 * the exports' COPY alike.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('PostgreSQL sessions', () => {
  it('run in UTC on a database whose default time zone is another, and without JIT', async () => {
    const template = inject('testDatabase');
    if (template.kind !== 'postgres') return;
    const name = `portal_tz_${process.pid}`;
    const admin = openPostgres(template.url, 1);
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
    await sql.raw(`ALTER DATABASE ${name} SET timezone TO 'America/New_York'`).execute(admin.db);
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), 2);
    try {
      const { rows } = await sql<{ zone: string }>`SELECT current_setting('TimeZone') AS zone`.execute(
        handle.db,
      );
      expect(rows[0]!.zone).toBe('UTC');
      const jit = await sql<{ jit: string }>`SELECT current_setting('jit') AS jit`.execute(handle.db);
      expect(jit.rows[0]!.jit).toBe('off');
      const copy = await handle.copyOut!(
        sql`SELECT current_setting('TimeZone')`.compile(handle.db),
        '(FORMAT csv)',
      );
      let text = '';
      for await (const chunk of copy) text += String(chunk);
      expect(text.trim()).toBe('UTC');
    } finally {
      await handle.close();
      await sql.raw(`DROP DATABASE ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    }
  });
});

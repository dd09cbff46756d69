import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keepPageIds, makeScripts } from '../../../bench/pgbench/make-sql';
import { companyIds } from '../src/testing/demo-rows';
import { useTestApp } from './app';

/**
 * bench/run-all.sh writes its pgbench scripts with bench/pgbench/make-sql.ts from the server's own
 * queries: a query shape it cannot turn into pgbench SQL (a list parameter, say) stops the whole bench.
 * Here the scripts are made from the demo buildings and every statement runs on the demo database, with
 * the pgbench variables as pgbench would fill them.
 */
describe('bench/pgbench/make-sql.ts', () => {
  const t = useTestApp();

  it('makes every script from the server code, and each statement runs on the demo database', async () => {
    const companyId = (await companyIds(t))['Stadtwerke Demo']!;
    const buildings = await t.ctx.db
      .selectFrom('buildings')
      .select('id')
      .where('owner_company_id', '=', companyId)
      .orderBy('id')
      .execute();
    expect(buildings.length).toBeGreaterThan(0);
    const scripts = await makeScripts(buildings.map((b) => b.id));
    expect(scripts.map((s) => s.file)).toEqual([
      'buildings.sql',
      'meters.sql',
      'reading_requests.sql',
      'readings.sql',
    ]);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    for (const script of scripts) {
      // What -D and \set give pgbench: the company, user and session, the first term, medium and
      // building of the load's lists, the first page; :ids is what the page statement kept.
      const variables: Record<string, string> = {
        company: `'${companyId}'`,
        user: `'${user.id}'`,
        session: `'${user.id}'`,
        term: '1',
        medium: '1',
        building: '1',
        offset: '0',
        ids: "'{}'",
      };
      const fill = (text: string) =>
        text.replace(/(?<!:):([a-z]+)\b/g, (match, name: string) => variables[name] ?? match);
      for (const [i, statement] of script.statements.entries()) {
        expect(statement, `${script.file} #${i + 1}`).not.toMatch(/\$\d/);
        if (script.pageIds && script.names[i] === 'page') {
          const { rows } = await sql
            .raw<{ ids: string[] | string }>(fill(keepPageIds(statement, script.pageIds)))
            .execute(t.ctx.db);
          const ids = rows[0]!.ids;
          variables.ids = `'${Array.isArray(ids) ? `{${ids.join(',')}}` : ids}'`;
        } else {
          await sql.raw(fill(statement)).execute(t.ctx.db);
        }
      }
    }
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { applyRoutine, liveRoutines, routineNames, routineStatements, splitStatements } from './routines';

/** A routine's statements as one line: whitespace runs as one space. */
const normalised = (statements: string[]) => statements.map((s) => s.replace(/\s+/g, ' ').trim()).join(';\n');

const fromFiles = () =>
  Object.fromEntries(routineNames().map((name) => [name, normalised(routineStatements(name))]));
const fromDatabase = async (db: Parameters<typeof liveRoutines>[0]) =>
  Object.fromEntries(
    [...(await liveRoutines(db))].map(([name, statements]) => [name, normalised(statements)]),
  );

/**
 * The files of `db/routines/` are the database's code as the migrations leave it: every function of the
 * schema and every trigger, no more, no less. A migration that changes a routine without its file, or a
 * file changed without a migration, fails here.
 */
describe('db/routines', () => {
  const t = useTestApp();

  it('hold every function and trigger of the migrated database, as it defines them', async () => {
    expect(routineNames().length).toBeGreaterThan(0);
    expect(fromFiles()).toEqual(await fromDatabase(t.ctx.db));
  });

  it('apply as they are (applyRoutine), leaving the definitions unchanged', async () => {
    const rollback = new Error('rollback');
    const applied = await t.ctx.db
      .transaction()
      .execute(async (trx) => {
        for (const name of routineNames()) await applyRoutine(trx, name);
        throw Object.assign(rollback, { after: await fromDatabase(trx) });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { after: Record<string, string> }).after;
      });
    expect(applied).toEqual(fromFiles());
    await sql`SELECT 1`.execute(t.ctx.db);
  });

  it('split at the semicolons outside quotes and leave out the comments between statements', () => {
    expect(
      splitStatements(`-- a comment; with a semicolon
CREATE FUNCTION f() RETURNS text AS $body$ SELECT 'a;b' -- kept; inside
$body$;
CREATE TRIGGER "x;y" AFTER INSERT ON t EXECUTE FUNCTION f(';');`),
    ).toEqual([
      "CREATE FUNCTION f() RETURNS text AS $body$ SELECT 'a;b' -- kept; inside\n$body$",
      `CREATE TRIGGER "x;y" AFTER INSERT ON t EXECUTE FUNCTION f(';')`,
    ]);
  });
});

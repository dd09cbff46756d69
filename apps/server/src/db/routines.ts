import { readdirSync, readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';

/**
 * The database's own code as it is now: one file per function in `routines/` (see its README), read
 * from disk. Beside this file in the sources, beside the bundle in `dist/` (scripts/build.mjs copies
 * the folder there).
 */
const ROUTINES = new URL('./routines/', import.meta.url);

/** The names of the routine files (without `.sql`). */
export function routineNames(): string[] {
  return readdirSync(ROUTINES)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.slice(0, -'.sql'.length))
    .sort();
}

/** The statements of a routine file, without the comments between them and without their `;`. */
export function routineStatements(name: string): string[] {
  return splitStatements(readFileSync(new URL(`${name}.sql`, ROUTINES), 'utf8'));
}

/**
 * Applies a routine's file (its function, then its triggers): the one way a migration changes a function
 * or a trigger. The migration edits the file first; dropping what the file no longer has is its own step.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any database type
export async function applyRoutine(db: Kysely<any>, name: string): Promise<void> {
  for (const statement of routineStatements(name)) await sql.raw(statement).execute(db);
}

/**
 * What the database holds now, as the routine files hold it: per function name its definitions, then
 * the triggers that call it (by table and name), in the files' form (`CREATE OR REPLACE TRIGGER`).
 * Functions of extensions and the triggers of constraints are left out.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any database type
export async function liveRoutines(db: Kysely<any>): Promise<Map<string, string[]>> {
  const functions = await sql<{ name: string; definition: string }>`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
    ORDER BY p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`.execute(db);
  const triggers = await sql<{ name: string; definition: string }>`
    SELECT p.proname AS name, pg_get_triggerdef(t.oid) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE NOT t.tgisinternal
    ORDER BY p.proname COLLATE "C", c.relname COLLATE "C", t.tgname COLLATE "C"`.execute(db);
  const routines = new Map<string, string[]>();
  for (const { name, definition } of functions.rows)
    routines.set(name, [...(routines.get(name) ?? []), definition.trim()]);
  for (const { name, definition } of triggers.rows)
    routines.set(name, [
      ...(routines.get(name) ?? []),
      definition.replace(/^CREATE TRIGGER /, 'CREATE OR REPLACE TRIGGER ').trim(),
    ]);
  return routines;
}

/**
 * Statements split at the `;` that stand outside quotes (`'…'`, `"…"`, `$tag$…$tag$`); `--` comments
 * outside quotes are left out.
 */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    let end: number;
    if (rest.startsWith('--')) {
      const newline = rest.indexOf('\n');
      i += newline < 0 ? rest.length : newline + 1;
      current += '\n';
      continue;
    }
    if (dollar) {
      const close = rest.indexOf(dollar[0], dollar[0].length);
      end = close < 0 ? rest.length : close + dollar[0].length;
    } else if (rest[0] === "'" || rest[0] === '"') {
      // A doubled quote inside is two quoted runs back to back: the result is the same.
      const close = rest.indexOf(rest[0], 1);
      end = close < 0 ? rest.length : close + 1;
    } else if (rest[0] === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
      continue;
    } else {
      end = 1;
    }
    current += rest.slice(0, end);
    i += end;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

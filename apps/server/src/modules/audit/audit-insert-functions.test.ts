import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { AUDITED } from '../../db/migrations/0015-audit-trail';

const OBJECT_TABLES = AUDITED.filter(([, , , child]) => child === '');

/**
 * New objects are audited by a function compiled per table from its columns (migration 0024). It must
 * write what the generic function of 0018 wrote, and know every column: a migration that adds a column to
 * an audited table without compiling its function again fails here.
 */
describe('audit entries of new objects', () => {
  const t = useTestApp();

  it.each(OBJECT_TABLES)(
    '%s: the compiled function names every recorded column',
    async (table, _o, id, _c, _k, skip) => {
      const { rows } = await sql<{ column: string; named: boolean }>`
      SELECT a.attname AS column, position(quote_literal(a.attname) || ', ' IN p.prosrc) > 0 AS named
      FROM pg_attribute a, pg_proc p
      WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attname <> ${id} AND NOT a.attname = ANY (string_to_array(${skip}, ','))
        AND p.proname = ${`audit_insert_${table}`}`.execute(t.ctx.db);
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.filter((row) => !row.named).map((row) => row.column)).toEqual([]);
    },
  );

  it.each(OBJECT_TABLES)(
    '%s: the demo rows never changed since have the generic entry',
    async (table, object, id, _c, _k, skip, redact) => {
      // The entry as 0018 built it from the row as it is now, beside the stored one (a reading's merged
      // values, keys with a "[", left aside).
      const { rows } = await sql<{ same: boolean }>`
      SELECT (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}') FROM jsonb_each(a.changes) e WHERE e.key NOT LIKE '%[%')
        = (SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY (string_to_array(${redact}, ',')) THEN '[null, null]'::jsonb
              ELSE jsonb_build_array(null, e.value) END)
            FROM jsonb_each(to_jsonb(o) - string_to_array(${skip}, ',') - ${id}::text) e WHERE e.value <> 'null'::jsonb) AS same
      FROM ${sql.table(table)} o
      JOIN audit_log a ON a.object_type = ${object} AND a.object_id = o.id AND a.action = 'insert'
      WHERE NOT EXISTS (SELECT 1 FROM audit_log u WHERE u.object_type = ${object} AND u.object_id = o.id AND u.action <> 'insert')
      LIMIT 500`.execute(t.ctx.db);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.same)).toHaveLength(0);
    },
  );
});

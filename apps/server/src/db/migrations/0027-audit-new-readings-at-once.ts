import { type Kysely, sql } from 'kysely';
import { AUDITED } from '../audit-trail';

/**
 * New readings with their values in one audit entry each, written once. Through the triggers
 * a bulk insert writes each reading's plain entry, then the values' statement finds every entry again
 * and rewrites it with the values merged in: 180 of the 410 ms of a 5 000-reading part of an import,
 * 36 s of a million readings. While the transaction's `portal.audit_readings_by_caller` is `on`, the
 * readings' and values' insert triggers stay silent and the caller writes the entries, the triggers'
 * exactly (plain fields, `results[<obis>].<field>` for each value), with `audit_new_readings(ids)`
 * (`ImportsRepository.insertReadings`). Updates and deletes are audited as before.
 */
const [, , , , , readingSkip] = AUDITED.find(([table]) => table === 'readings')!;
const [, , , child, , resultSkip] = AUDITED.find(([table]) => table === 'reading_results')!;
const skipped = (list: string) => sql.lit(`{${list}}`);

const auditNewReadingsFunction = sql`CREATE FUNCTION audit_new_readings(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
    INSERT INTO audit_log (actor_kind, actor_id, actor_company_id, actor_label, object_type, object_id, action,
      changes, plain)
    SELECT CASE WHEN actor IS NULL THEN 'database' WHEN actor ? 'user' THEN 'user' ELSE 'system' END,
      (actor ->> 'user')::uuid, (actor ->> 'company')::uuid,
      CASE WHEN actor IS NULL THEN current_user::text ELSE actor ->> 'system' END,
      'readings', r.id, 'insert',
      to_jsonb(r) - ${skipped(readingSkip)}::text[] - 'id' || coalesce(with_values.changes, '{}'::jsonb), true
    FROM (SELECT nullif(current_setting('portal.audit_actor', true), '')::jsonb AS actor) setting
    CROSS JOIN readings r
    LEFT JOIN LATERAL (
      -- Each value's non-null fields by name (a value with none: its presence), as the triggers merge them.
      SELECT jsonb_object_agg(field.name, field.value) AS changes
      FROM reading_results v
      CROSS JOIN LATERAL (
        SELECT coalesce(jsonb_object_agg(${sql.lit(child)} || '[' || v.obis || '].' || e.key, e.value),
          jsonb_build_object(${sql.lit(child)} || '[' || v.obis || ']', true)) AS fields
        FROM jsonb_each(to_jsonb(v) - ${skipped(resultSkip)}::text[] - 'reading_id' - 'obis') e
        WHERE e.value <> 'null'::jsonb
      ) own
      CROSS JOIN LATERAL jsonb_each(own.fields) AS field(name, value)
      WHERE v.reading_id = r.id
    ) with_values ON true
    WHERE r.id = ANY (ids)
  $$`;

/** The triggers write unless the transaction's caller does. */
const unlessCallerAudits = sql`WHEN (coalesce(current_setting('portal.audit_readings_by_caller', true), '') <> 'on')`;

async function recreateInsertTriggers(db: Kysely<unknown>, when: typeof unlessCallerAudits | null) {
  for (const [table, object, idColumn, childName, key, skip, redact] of AUDITED) {
    if (table !== 'readings' && table !== 'reading_results') continue;
    const args = [object, idColumn, childName, key, skip, redact].map((arg) => sql.lit(arg));
    await sql`DROP TRIGGER ${sql.id(`${table}_audit_insert`)} ON ${sql.id(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${table}_audit_insert`)} AFTER INSERT ON ${sql.id(table)}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT ${when ?? sql``}
      EXECUTE FUNCTION audit_insert(${sql.join(args)})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await auditNewReadingsFunction.execute(db);
  await recreateInsertTriggers(db, unlessCallerAudits);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreateInsertTriggers(db, null);
  await sql`DROP FUNCTION audit_new_readings(uuid[])`.execute(db);
}

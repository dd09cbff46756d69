import type { AuditedObjectType } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The audit trail's reads; its rows are written by the `audit_row` triggers only (migration 0015). A
 * system repository: `history` is asked for an object the caller was shown through its own module's
 * scoped repository, and `changes` only by the companies administration (`audit.policy.ts`).
 */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The entries with their actor's name: a deleted user's e-mail comes from the record of that deletion. */
  private entries() {
    return this.db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .leftJoin('companies as c', 'c.id', 'a.actor_company_id')
      .select([
        sql<string>`a.id::text`.as('id'),
        'a.at',
        sql<string>`a.transaction_id::text`.as('transaction_id'),
        'a.action',
        'a.object_type',
        'a.object_id',
        'a.actor_kind',
        'a.actor_company_id',
        'c.name as actor_company_name',
        sql<
          Record<string, [unknown, unknown]>
        >`CASE WHEN a.plain THEN audit_pairs(a.changes) ELSE a.changes END`.as('changes'),
        sql<string | null>`coalesce(u.email, a.actor_label, (SELECT gone.changes -> 'email' ->> 0
          FROM audit_log gone WHERE gone.object_type = 'users' AND gone.object_id = a.actor_id
            AND gone.action = 'delete' LIMIT 1))`.as('actor_name'),
      ]);
  }

  history(objectType: AuditedObjectType, objectId: string) {
    return this.entries().where('a.object_type', '=', objectType).where('a.object_id', '=', objectId);
  }

  changes() {
    return this.entries();
  }

  /** The names of the objects these ids point to (users, companies, buildings, meters), by id. */
  async labels(ids: string[]): Promise<Record<string, string>> {
    if (ids.length === 0) return {};
    const list = sql`${sql.val(ids)}::uuid[]`;
    const { rows } = await sql<{ id: string; label: string }>`
      SELECT id::text, email AS label FROM users WHERE id = ANY (${list})
      UNION ALL SELECT id::text, name FROM companies WHERE id = ANY (${list})
      UNION ALL SELECT id::text, concat_ws(' ', street, street_number) || ', ' || concat_ws(' ', zip_code, city)
        FROM buildings WHERE id = ANY (${list})
      UNION ALL SELECT id::text, meter_id FROM meters WHERE id = ANY (${list})`.execute(this.db);
    return Object.fromEntries(rows.map((row) => [row.id, row.label]));
  }
}

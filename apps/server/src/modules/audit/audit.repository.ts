import type { Actor, AuditedObjectType } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { buildingScope, meterScope, readingScope, teamScope, userScope } from '../../auth/scope';
import type { Database } from '../../db/schema';

/**
 * The audit trail's reads; its rows are written by the `audit_row` triggers only (migration 0015).
 * `history` is asked for an object the caller was shown through its own module's scoped repository, and
 * `changes` only by the companies administration (`audit.policy.ts`); what the entries link to is looked
 * up in the caller's scope (`visible`), so an entry names nothing the caller does not see now.
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
        'a.actor_id',
        sql<boolean>`u.id IS NOT NULL`.as('actor_exists'),
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

  /**
   * Which of these ids name an object the caller sees now (in its own module's scope), and the names of
   * those that have one: a user's e-mail, a company's name, a building's address, a meter's number.
   */
  async visible(actor: Actor, ids: string[]): Promise<VisibleObjects> {
    if (ids.length === 0) return { ids: new Set(), labels: {} };
    const list = sql`${sql.val(ids)}::uuid[]`;
    const { rows } = await sql<{ id: string; label: string | null }>`
      SELECT u.id::text, u.email AS label FROM users u WHERE u.id = ANY (${list}) AND ${userScope(actor, 'u')}
      UNION ALL SELECT c.id::text, c.name FROM companies c WHERE c.id = ANY (${list}) AND ${teamScope(actor, 'c')}
      UNION ALL SELECT b.id::text, concat_ws(' ', b.street, b.street_number) || ', ' || concat_ws(' ', b.zip_code, b.city)
        FROM buildings b WHERE b.id = ANY (${list}) AND ${buildingScope(actor, 'b')}
      UNION ALL SELECT m.id::text, m.meter_id FROM meters m WHERE m.id = ANY (${list}) AND ${meterScope(actor, 'm')}
      UNION ALL SELECT r.id::text, NULL FROM readings r WHERE r.id = ANY (${list}) AND ${readingScope(actor, 'r')}`.execute(
      this.db,
    );
    return {
      ids: new Set(rows.map((row) => row.id)),
      labels: Object.fromEntries(rows.flatMap((row) => (row.label === null ? [] : [[row.id, row.label]]))),
    };
  }
}

/** The linked ids the caller sees now, and the names of those that have one (a reading has none). */
export interface VisibleObjects {
  ids: ReadonlySet<string>;
  labels: Record<string, string>;
}

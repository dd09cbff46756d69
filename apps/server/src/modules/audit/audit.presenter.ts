import type { HistoryEntry } from '@portal/contracts';

/** An audit row as the API shows it: the changed fields as a list, in the order they were recorded. */
export function presentHistoryEntry(row: {
  id: string;
  at: Date;
  transaction_id: string;
  action: HistoryEntry['action'];
  object_type: string;
  object_id: string;
  actor_kind: HistoryEntry['actor']['kind'];
  actor_name: string | null;
  actor_company_id: string | null;
  actor_company_name: string | null;
  changes: Record<string, [unknown, unknown]>;
}): HistoryEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    transaction_id: row.transaction_id,
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    actor: {
      kind: row.actor_kind,
      name: row.actor_name,
      company: row.actor_company_id,
      company_name: row.actor_company_name,
    },
    changes: Object.entries(row.changes).map(([field, [before, after]]) => ({ field, before, after })),
  };
}

import type { HistoryEntry } from '@portal/contracts';

/**
 * An audit row as the API shows it: the changed fields as a list, in the order they were recorded, and the
 * names of the objects they link to (`labels`, looked up for the page by `AuditRepository.labels`).
 */
export function presentHistoryEntry(
  row: {
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
  },
  labels: Record<string, string>,
): HistoryEntry {
  const changes = Object.entries(row.changes).map(([field, [before, after]]) => ({ field, before, after }));
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
    changes,
    labels: Object.fromEntries(
      linkedIds(row.changes).flatMap((id) => (labels[id] ? [[id, labels[id]]] : [])),
    ),
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The ids an entry's changes link to: uuid values, and the ids in child fields such as `contractors[<id>]`. */
export function linkedIds(changes: Record<string, [unknown, unknown]>): string[] {
  const ids = new Set<string>();
  for (const [field, values] of Object.entries(changes)) {
    for (const id of field.match(UUID) ?? []) ids.add(id);
    for (const value of values)
      if (typeof value === 'string' && value.length === 36)
        for (const id of value.match(UUID) ?? []) ids.add(id);
  }
  return [...ids];
}

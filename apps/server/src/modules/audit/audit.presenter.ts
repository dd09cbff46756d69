import { HIDDEN_ID, type HistoryEntry } from '@portal/contracts';
import type { VisibleObjects } from './audit.repository';

/**
 * An audit row as the API shows it: the changed fields as a list, in the order they were recorded, and the
 * names of the objects they link to (`labels`). Only what the caller sees now is named: any other id (in a
 * value, a field name, the actor's company) is `HIDDEN_ID`, and the actor's name and company name null.
 * `seen` is looked up for the page by `AuditRepository.visible`.
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
    actor_id: string | null;
    actor_exists: boolean;
    actor_name: string | null;
    actor_company_id: string | null;
    actor_company_name: string | null;
    changes: Record<string, [unknown, unknown]>;
  },
  seen: VisibleObjects,
): HistoryEntry {
  const shown = (id: string) => seen.ids.has(id);
  const value = (v: unknown) => (isId(v) && !shown(v) ? HIDDEN_ID : v);
  const changes = Object.entries(row.changes).map(([field, [before, after]]) => ({
    field: ownPart(field) ? field : field.replace(UUID, (id) => (shown(id) ? id : HIDDEN_ID)),
    before: ownPart(field) ? before : value(before),
    after: ownPart(field) ? after : value(after),
  }));
  const company = row.actor_company_id;
  const companyShown = company !== null && shown(company);
  // A deleted user is named while their company is visible: they were one of the caller's colleagues.
  const userShown = row.actor_id !== null && (shown(row.actor_id) || (!row.actor_exists && companyShown));
  return {
    id: row.id,
    at: row.at.toISOString(),
    transaction_id: row.transaction_id,
    action: row.action,
    object_type: row.object_type,
    object_id: row.object_id,
    actor: {
      kind: row.actor_kind,
      name: row.actor_kind === 'user' && !userShown ? null : row.actor_name,
      company: company === null || companyShown ? company : HIDDEN_ID,
      company_name: companyShown ? row.actor_company_name : null,
    },
    changes,
    labels: Object.fromEntries(
      linkedIds(row.changes).flatMap((id) => (seen.labels[id] ? [[id, seen.labels[id]]] : [])),
    ),
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const WHOLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isId = (value: unknown): value is string => typeof value === 'string' && WHOLE_UUID.test(value);

/** A reading's photos (`images[<id>].…`) are parts of the object itself, shown with it: they link to nothing. */
const ownPart = (field: string) => field.startsWith('images[');

/** The ids an entry's changes link to: uuid values, and the ids in child fields such as `contractors[<id>]`. */
export function linkedIds(changes: Record<string, [unknown, unknown]>): string[] {
  const ids = new Set<string>();
  for (const [field, values] of Object.entries(changes)) {
    if (ownPart(field)) continue;
    for (const id of field.match(UUID) ?? []) ids.add(id);
    for (const value of values) if (isId(value)) ids.add(value);
  }
  return [...ids];
}

/** The ids an entry names: what it links to and its actor and the actor's company. */
export function namedIds(row: {
  actor_id: string | null;
  actor_company_id: string | null;
  changes: Record<string, [unknown, unknown]>;
}): string[] {
  return [
    ...linkedIds(row.changes),
    ...[row.actor_id, row.actor_company_id].filter((id): id is string => id !== null),
  ];
}
